/** How the site checks a claim's proof: the defaults, and a site on this machine only when the tests ask (CLAIM_CHECK_LOOPBACK). */
import { env } from "../env";
import { DEFAULT_PROOF_CHECK, type ProofCheckOptions } from "./proof";

export function claimCheckOptions(): ProofCheckOptions {
  return env().CLAIM_CHECK_LOOPBACK === "on" ? { ...DEFAULT_PROOF_CHECK, allowAddresses: ["127.0.0.1"] } : DEFAULT_PROOF_CHECK;
}
