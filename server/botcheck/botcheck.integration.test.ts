import { TEST_BOT_CHECK_COST } from "../../tests/helpers/bot-check";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aSecondAgo, rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { spentBotChecks } from "../db/schema";
import { createBotCheck, encodeBotCheckPayload, pruneSpentBotChecks } from "./index";

const botCheck = createBotCheck("a-site-secret-of-enough-length-for-tests", TEST_BOT_CHECK_COST);

async function solvedPayload(check = botCheck): Promise<string> {
  const challenge = await check.challenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return encodeBotCheckPayload(challenge, solution!);
}

describe.each(testDatabaseKinds)("bot check on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");
  afterEach(async () => {
    vi.useRealTimers();
  });

  it("accepts a solved challenge once, and refuses it the second time", async () => {
    const payload = await solvedPayload();
    expect(await botCheck.verify(handle.db, payload)).toEqual({ ok: true });
    expect(await botCheck.verify(handle.db, payload)).toEqual({ ok: false, reason: "replayed" });
  });

  it("refuses no answer, a malformed one, a wrong one, and one signed with another key", async () => {
    expect(await botCheck.verify(handle.db, "")).toEqual({ ok: false, reason: "missing" });
    expect(await botCheck.verify(handle.db, "not base64 json")).toEqual({ ok: false, reason: "malformed" });
    const challenge = await botCheck.challenge();
    const wrong = encodeBotCheckPayload(challenge, { counter: 1, derivedKey: "00" });
    expect(await botCheck.verify(handle.db, wrong)).toEqual({ ok: false, reason: "invalid" });
    const foreign = await solvedPayload(createBotCheck("another-site-secret-of-enough-length", TEST_BOT_CHECK_COST));
    expect(await botCheck.verify(handle.db, foreign)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses an answer after its challenge expired, and forgets spent answers once expired", async () => {
    const payload = await solvedPayload();
    expect(await botCheck.verify(handle.db, await solvedPayload())).toEqual({ ok: true });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60 * 1000 });
    expect(await botCheck.verify(handle.db, payload)).toEqual({ ok: false, reason: "expired" });
    vi.useRealTimers();
    await handle.db.update(spentBotChecks).set({ expiresAt: aSecondAgo() });
    await pruneSpentBotChecks(handle.db);
    expect(await handle.db.select().from(spentBotChecks)).toEqual([]);
  });
});
