import { describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { rateLimits } from "../db/schema";
import { hitRateLimit, hitRateLimits, pruneRateLimits } from "./rate-limit";

describe.each(testDatabaseKinds)("rate limits on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");

  const rule = { max: 3, windowSeconds: 60 };

  it("allows up to the limit in a window, then refuses until the window ends", async () => {
    const start = 1_000_000;
    for (let i = 0; i < 3; i++) expect((await hitRateLimit(handle.db, "k", rule, start + i)).allowed).toBe(true);
    const refused = await hitRateLimit(handle.db, "k", rule, start + 10_000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect((await hitRateLimit(handle.db, "k", rule, start + 60_000)).allowed).toBe(true);
  });

  it("counts keys separately and refuses when any of several limits is reached", async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(handle.db, "email:a", rule);
    expect((await hitRateLimit(handle.db, "email:b", rule)).allowed).toBe(true);
    const combined = await hitRateLimits(handle.db, [
      { key: "ip:1", rule },
      { key: "email:a", rule },
    ]);
    expect(combined.allowed).toBe(false);
  });

  it("forgets old windows", async () => {
    await hitRateLimit(handle.db, "old", rule, Date.now() - 2 * 24 * 60 * 60 * 1000);
    await hitRateLimit(handle.db, "new", rule);
    await pruneRateLimits(handle.db);
    expect((await handle.db.select().from(rateLimits)).map((r) => r.key)).toEqual(["new"]);
  });
});
