/**
 * A keyed hash (HMAC-SHA256 under the site's secret) of something personal that must be
 * recognised again but never read back: without the secret, the hash of an e-mail address or
 * a network address cannot be found by hashing guesses. Each purpose gets its own key, so
 * hashes made for one use cannot be matched against another's.
 */
import { createHmac } from "node:crypto";
import { resolveAuthSecret } from "../auth/secret";
import { env } from "../env";

export type HashPurpose = "review-author" | "tool-visit";

let secret: string | undefined;

export function keyedHash(purpose: HashPurpose, value: string): string {
  secret ??= resolveAuthSecret(env());
  const key = createHmac("sha256", secret).update(purpose).digest();
  return createHmac("sha256", key).update(value).digest("base64url");
}
