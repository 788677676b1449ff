import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { mailOutbox } from "../db/schema";
import { claimWithLease } from "./claim";

describe.each(testDatabaseKinds)("claiming due rows with a lease on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");

  const claimTwo = () =>
    claimWithLease(handle.db, {
      table: mailOutbox,
      keys: [mailOutbox.id],
      due: sql`${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= now()`,
      oldestFirst: mailOutbox.nextAttemptAt,
      limit: 2,
      hold: [
        [mailOutbox.attempts, sql`${mailOutbox.attempts} + 1`],
        [mailOutbox.nextAttemptAt, sql`now() + interval '5 minutes'`],
      ],
      returning: { id: mailOutbox.id, to: mailOutbox.toAddress, attempts: mailOutbox.attempts, headers: mailOutbox.headers },
    });

  it("takes the longest waiting due rows, holds them until the lease ends, and leaves the rest", async () => {
    const row = (to: string, minutesAgo: number, status = "pending") => ({
      toAddress: to,
      subject: "s",
      textBody: "t",
      status,
      headers: { "X-Order": to },
      nextAttemptAt: sql`now() - make_interval(mins => ${minutesAgo})`,
    });
    await handle.db.insert(mailOutbox).values([row("third@example.org", 1), row("first@example.org", 30), row("second@example.org", 10), row("sent@example.org", 60, "sent"), row("later@example.org", -10)]);

    const first = await claimTwo();
    expect(first.map((claimed) => claimed.to)).toEqual(["first@example.org", "second@example.org"]);
    // Values come back as the columns' own types: a number, and the JSON object itself.
    expect(first[0]).toMatchObject({ attempts: 1, headers: { "X-Order": "first@example.org" } });

    // Held rows are not due again; the one left is, and then nothing.
    expect((await claimTwo()).map((claimed) => claimed.to)).toEqual(["third@example.org"]);
    expect(await claimTwo()).toEqual([]);

    // When the lease has run out (the worker died), the row is taken again, its attempt counted.
    await handle.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(sql`${mailOutbox.toAddress} = 'first@example.org'`);
    expect(await claimTwo()).toMatchObject([{ to: "first@example.org", attempts: 2 }]);
  });
});
