/**
 * Solves the site's bot check in Node, as a browser would: for tests that post a
 * protected form without a page (a sign-up through the API, a burst of requests).
 */
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { encodeBotCheckPayload } from "../../server/botcheck/index";

export async function solvedBotCheck(baseURL: string): Promise<string> {
  const response = await fetch(new URL("/api/bot-check", baseURL));
  if (!response.ok) throw new Error(`The bot-check challenge answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The bot-check challenge could not be solved");
  return encodeBotCheckPayload(challenge, solution);
}

/** Tests run the same proof of work with far fewer rounds per guess: the same code, a fraction of the CPU. */
export const TEST_BOT_CHECK_COST = 10;
