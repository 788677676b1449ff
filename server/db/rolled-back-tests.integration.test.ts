// The test helper that shares one database among a file's tests (tests/helpers/test-database.ts):
// each test must start from the template, whatever the test before it wrote or broke.
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { findFilterOptions } from "../tools/queries";
import { aiTools, users } from "./schema";

describe.each(testDatabaseKinds)("tests rolled back one by one on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");
  const accounts = async () => (await handle.db.select({ n: count() }).from(users))[0]!.n;

  it("writes, and reads its own writes", async () => {
    await handle.db.insert(users).values({ id: "first", email: "first@example.com", emailVerified: true });
    expect(await accounts()).toBe(1);
  });

  it("starts without the writes of the test before it", async () => {
    expect(await accounts()).toBe(0);
  });

  it("runs the code's own transactions inside the test's: one that fails undoes only itself", async () => {
    await handle.db.insert(users).values({ id: "kept", email: "kept@example.com", emailVerified: true });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(users).values({ id: "undone", email: "undone@example.com", emailVerified: true });
        await tx.insert(users).values({ id: "kept", email: "kept-twice@example.com", emailVerified: true });
      }),
    ).rejects.toThrow();
    expect((await handle.db.select({ id: users.id }).from(users)).map((user) => user.id)).toEqual(["kept"]);
  });

  it("refuses what it cannot give: notifications arrive only on commit", async () => {
    const ignore = () => {};
    await expect(handle.listen(["catalogue"], { onNotification: ignore, onLost: ignore, onRestored: ignore })).rejects.toThrow(/only on commit/);
  });
});

// Test files share a worker (vitest's isolate: false), so what keeps them apart is that each opens
// databases of its own, and that module-level caches keep a copy per database (server/cache.ts).
describe.each(testDatabaseKinds)("two test files in one worker on $name", (kind) => {
  it("never see each other's rows, not even through a cache kept between calls", async () => {
    const [first, second] = await Promise.all([kind.openSeeded(), kind.openSeeded()]);
    try {
      await first.db.insert(users).values({ id: "only-in-first", email: "team@example.org", emailVerified: true });
      expect(await second.db.select({ id: users.id }).from(users)).toEqual([]);
      const before = await findFilterOptions(second.db);
      await first.db.delete(aiTools);
      expect((await findFilterOptions(first.db)).categories).toEqual([]);
      expect(await findFilterOptions(second.db)).toEqual(before);
      expect(before.categories.length).toBeGreaterThan(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
