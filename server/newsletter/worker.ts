/**
 * The newsletter's background work, in every server process: once a minute it drafts the issue of
 * the week that ended (once, whatever the number of instances) and queues scheduled issues whose
 * time has come; meanwhile it sends due copies at most `ratePerSecond` a second from this process.
 */
import { isDatabaseUnavailable } from "../db/availability";
import type { Database } from "../db/client";
import { runJob } from "../jobs/runs";
import { log } from "../log/index";
import type { MailTransport } from "../mail/outbox";
import { draftWeeklyIssue } from "./compose";
import { deliverNewsletterBatch, queueDueIssues } from "./delivery";

const SCHEDULE_EVERY_MS = 60 * 1000;
const IDLE_POLL_MS = 2000;

export interface NewsletterWorkOptions {
  transport: MailTransport;
  from: string;
  publicUrl: string;
  ratePerSecond: number;
  leaseSeconds?: number;
  /** More work on the same minute's beat (the daily watch e-mail). */
  everyMinute?: (db: Database) => Promise<unknown>;
  /** Called once the first scheduling pass is over, whatever it found (start-up prints its last line then). */
  afterFirstPass?: () => void;
}

function reportFailure(error: unknown, what: string) {
  if (isDatabaseUnavailable(error)) log.warn({ err: error }, `${what} waits for the database`);
  else log.error({ err: error }, `${what} failed`);
}

export function startNewsletterWork(getDb: () => Promise<Database>, options: NewsletterWorkOptions): () => Promise<void> {
  let stopped = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const schedule = async () => {
    const db = await getDb();
    await runJob(db, "newsletter-schedule", async () => {
      if (await draftWeeklyIssue(db)) log.info("This week's newsletter issue is drafted");
      const queued = await queueDueIssues(db);
      if (queued > 0) log.info({ issues: queued }, "Scheduled newsletter issue queued for sending");
    });
    const everyMinute = options.everyMinute;
    if (everyMinute) await runJob(db, "watch-mail", () => everyMinute(db));
  };

  const run = async () => {
    let lastSchedule = 0;
    while (!stopped) {
      const started = Date.now();
      let sent = 0;
      try {
        if (started - lastSchedule >= SCHEDULE_EVERY_MS) {
          const first = lastSchedule === 0;
          lastSchedule = started;
          await schedule().catch((error: unknown) => reportFailure(error, "Newsletter scheduling"));
          if (first) options.afterFirstPass?.();
        }
        const db = await getDb();
        sent = await runJob(db, "newsletter-delivery", () =>
          deliverNewsletterBatch(db, options.transport, {
            from: options.from,
            publicUrl: options.publicUrl,
            batchSize: options.ratePerSecond,
            leaseSeconds: options.leaseSeconds,
          }),
        );
      } catch (error) {
        reportFailure(error, "Newsletter sending");
      }
      if (stopped) break;
      // A batch a second keeps to the rate; with nothing due, look again shortly.
      await pause(sent > 0 ? Math.max(0, 1000 - (Date.now() - started)) : IDLE_POLL_MS);
    }
  };
  const running = run();
  return async () => {
    stopped = true;
    wake?.();
    await running;
  };
}
