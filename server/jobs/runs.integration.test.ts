import { describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { JOB_NAMES } from "./registry";
import { countFailingJobs, findJobStatuses, runJob } from "./runs";

describe.each(testDatabaseKinds)("background jobs on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");
  const statusOf = async (job: string) => (await findJobStatuses(handle.db)).find((status) => status.job === job)!;

  it("lists every job of the registry, one that never ran as such", async () => {
    const statuses = await findJobStatuses(handle.db);
    expect(statuses.map((status) => status.job)).toEqual(JOB_NAMES);
    expect(statuses.every((status) => status.lastSuccessAt === null && status.lastFailureAt === null && !status.failing)).toBe(true);
    expect(await countFailingJobs(handle.db)).toBe(0);
  });

  it("records a good run with how long it took, and a failure with its error, which goes on to the loop", async () => {
    expect(await runJob(handle.db, "popularity", async () => 42)).toBe(42);
    const good = await statusOf("popularity");
    expect(good.lastSuccessAt).toBeInstanceOf(Date);
    expect(good.lastDurationMs).toBeGreaterThanOrEqual(0);
    expect(good.failing).toBe(false);

    await expect(runJob(handle.db, "link-check", async () => Promise.reject(new Error("The database is read-only")))).rejects.toThrow("The database is read-only");
    const failed = await statusOf("link-check");
    expect(failed).toMatchObject({ failing: true, lastError: "The database is read-only", lastSuccessAt: null });
    expect(await countFailingJobs(handle.db)).toBe(1);

    // A job that runs well again right after is no longer failing, whatever the once-a-minute rule says.
    await expect(runJob(handle.db, "popularity", async () => Promise.reject(new Error("timeout")))).rejects.toThrow("timeout");
    expect((await statusOf("popularity")).failing).toBe(true);
    await runJob(handle.db, "popularity", async () => 1);
    expect((await statusOf("popularity")).failing).toBe(false);
  });
});
