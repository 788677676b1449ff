/** The monthly re-check of makers' claims, run hourly over the claims that are due (claims.ts recheckDueClaims). */
import type { Database } from "../db/client";
import { JOBS } from "../jobs/registry";
import { runJob } from "../jobs/runs";
import { recheckDueClaims } from "./claims";
import { claimCheckOptions } from "./options";

export function startClaimRecheck(getDb: () => Promise<Database>, onError: (error: unknown) => void): () => void {
  const recheck = () => {
    getDb()
      .then((db) => runJob(db, "claim-recheck", () => recheckDueClaims(db, claimCheckOptions())))
      .catch(onError);
  };
  // Not at start-up: a restart is no reason to ask makers' sites again.
  const hourly = setInterval(recheck, JOBS["claim-recheck"].everyMs);
  hourly.unref();
  return () => clearInterval(hourly);
}
