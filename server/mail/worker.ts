import { sendLostConfirmations } from "../auth/confirmation-sweep";
import { getAuth } from "../auth/index";
import { pruneSpentBotChecks } from "../botcheck/index";
import { isDatabaseUnavailable } from "../db/availability";
import { log } from "../log/index";
import type { Database } from "../db/client";
import { pruneRateLimits } from "../security/rate-limit";
import { deliverDueMail, type MailTransport } from "./outbox";
import { JOBS } from "../jobs/registry";
import { runJob } from "../jobs/runs";

/**
 * Runs in every server process: delivers due mail every `intervalMs`, once a
 * minute sends confirmation e-mails lost to a crash mid sign-up, and once an
 * hour forgets old rate-limit windows.
 */
export function startBackgroundWork(
  getDb: () => Promise<Database>,
  { transport, from, intervalMs = 1000 }: { transport: MailTransport; from: string; intervalMs?: number },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let lastSweep = 0;
  let lastPrune = 0;
  const tick = async () => {
    const db = await getDb();
    await runJob(db, "mail-delivery", async () => {
      while ((await deliverDueMail(db, transport, from)) > 0) {
        // Keep going while there is a backlog.
      }
    });
    if (Date.now() - lastSweep > JOBS["confirmation-sweep"].everyMs) {
      lastSweep = Date.now();
      await runJob(db, "confirmation-sweep", async () => sendLostConfirmations(db, await getAuth()));
    }
    if (Date.now() - lastPrune > JOBS["limits-prune"].everyMs) {
      lastPrune = Date.now();
      await runJob(db, "limits-prune", async () => {
        await pruneRateLimits(db);
        await pruneSpentBotChecks(db);
      });
    }
  };
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = tick()
      .catch((error) => {
        if (isDatabaseUnavailable(error)) log.warn({ err: error }, "Background work waits for the database");
        else log.error({ err: error }, "Background work failed");
      })
      .finally(() => (busy = false));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
