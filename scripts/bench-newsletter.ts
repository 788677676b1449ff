/**
 * `npm run bench:newsletter`: one issue to 100,000 confirmed subscribers. Measures the time to queue
 * it (goal <= 30 s), the delivery rate of two workers to a local SMTP sink started here (goal >= 100
 * messages a second), the growth of this process's memory over the send (goal < 100 MB), and copies
 * received twice (goal 0). PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, in a
 * database it creates and drops; PGlite in a temporary data directory otherwise. BENCH_SUBSCRIBERS and BENCH_SEND
 * (how many copies to send, all by default) make it smaller.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { openDatabase, type DatabaseHandle } from "../server/db/client";
import { newsletterIssues } from "../server/db/schema";
import { smtpTransport } from "../server/mail/transport";
import { deliverNewsletterBatch, queueIssue } from "../server/newsletter/delivery";
import { openScratchPostgres } from "../tests/helpers/scratch-postgres";

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);
const TO_SEND = Math.min(Number(process.env.BENCH_SEND ?? SUBSCRIBERS), SUBSCRIBERS);
const GOALS = { queueSeconds: 30, messagesPerSecond: 100, memoryGrowthMb: 100, duplicates: 0 };

/**
 * PGlite in a data directory, as the site runs it: in memory, the database's own pages would grow
 * inside this process and be counted as the sender's memory.
 */
async function openTarget(): Promise<{ handle: DatabaseHandle; label: string }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) return { handle: await openScratchPostgres(adminUrl, { prefix: "bench" }), label: "PostgreSQL" };
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-newsletter-"));
  const handle = await openDatabase({ kind: "pglite", dataDir });
  return {
    handle: {
      ...handle,
      async close() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    },
    label: "PGlite (data directory)",
  };
}

/** A mail server that counts what it accepts per recipient and keeps no message. */
async function startSink() {
  const received = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        for (const { address } of session.envelope.rcptTo) received.set(address, (received.get(address) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  if (address === null || typeof address === "string") throw new Error("The SMTP server is not listening on a TCP port");
  const { port } = address;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const line = (label: string, value: string, goal: string, ok: boolean) => console.log(`${label.padEnd(34)} ${value.padStart(12)}   goal ${goal.padEnd(10)} ${ok ? "ok" : "MISSED"}`);

async function main() {
  const { handle, label } = await openTarget();
  const sink = await startSink();
  try {
    await handle.migrate();
    console.log(`Newsletter bench on ${label}: ${SUBSCRIBERS.toLocaleString("en-GB")} confirmed subscribers, ${TO_SEND.toLocaleString("en-GB")} copies sent by two workers`);
    await handle.db.execute(sql`
      insert into newsletter_subscribers (email, first_name, unsubscribe_token, confirmed_at)
      select 'reader' || i || '@example.com', 'Reader', md5(random()::text || i), now() from generate_series(1, ${SUBSCRIBERS}) as i`);
    const [issue] = await handle.db
      .insert(newsletterIssues)
      .values({ weekStart: "2026-11-16", subject: "Bench issue", content: `<h2>New in the directory</h2><ul>${"<li><a href=\"/tools/example\">Example</a>: a tool for the bench.</li>".repeat(12)}</ul>` })
      .returning();

    const queueStart = performance.now();
    const queued = await queueIssue(handle.db, issue!.id);
    const queueSeconds = (performance.now() - queueStart) / 1000;
    if (queued?.recipients !== SUBSCRIBERS) throw new Error(`Queued ${queued?.recipients} copies, expected ${SUBSCRIBERS}`);
    // Copies past BENCH_SEND are set aside, so the workers stop after that many.
    if (TO_SEND < SUBSCRIBERS) {
      await handle.db.execute(sql`
        update newsletter_deliveries set status = 'skipped' where subscriber_id in (
          select subscriber_id from newsletter_deliveries order by subscriber_id offset ${TO_SEND})`);
    }

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
    const sendStart = performance.now();
    const worker = async () => {
      const transport = smtpTransport(sink.url);
      while ((await deliverNewsletterBatch(handle.db, transport, { from: "Bench <bench@example.com>", publicUrl: "https://example.com", batchSize: 100 })) > 0) {
        // Until nothing is due.
      }
      transport.close?.();
    };
    await Promise.all([worker(), worker()]);
    const sendSeconds = (performance.now() - sendStart) / 1000;
    clearInterval(sampler);

    const delivered = [...sink.received.values()].reduce((sum, n) => sum + n, 0);
    const duplicates = [...sink.received.values()].filter((n) => n > 1).length;
    const rate = delivered / sendSeconds;
    const growthMb = (peak - baseline) / 1024 / 1024;
    line(`Queue ${SUBSCRIBERS.toLocaleString("en-GB")} copies`, `${queueSeconds.toFixed(1)} s`, `<= ${GOALS.queueSeconds} s`, queueSeconds <= GOALS.queueSeconds);
    line(`Deliver ${delivered.toLocaleString("en-GB")} copies`, `${rate.toFixed(0)} msg/s`, `>= ${GOALS.messagesPerSecond}`, rate >= GOALS.messagesPerSecond);
    line("Memory growth over the send", `${growthMb.toFixed(0)} MB`, `< ${GOALS.memoryGrowthMb} MB`, growthMb < GOALS.memoryGrowthMb);
    line("Recipients who got two copies", String(duplicates), `${GOALS.duplicates}`, duplicates === GOALS.duplicates);
    line("Recipients who got none", String(TO_SEND - sink.received.size), "0", sink.received.size === TO_SEND);
  } finally {
    await sink.close();
    await handle.close();
  }
}

await main();
