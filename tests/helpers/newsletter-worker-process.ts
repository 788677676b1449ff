/**
 * A newsletter worker in a process of its own, for tests that kill one: it sends due copies from
 * the PostgreSQL database at DATABASE_URL to the SMTP server at SMTP_URL until nothing has been due
 * for a second, then exits. LEASE_SECONDS sets how soon a killed worker's copies are due again.
 */
import { openDatabase } from "../../server/db/client";
import { smtpTransport } from "../../server/mail/transport";
import { deliverNewsletterBatch } from "../../server/newsletter/delivery";

const handle = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL! });
const transport = smtpTransport(process.env.SMTP_URL!, { maxConnections: 2 });
const options = { from: "Atelier AI <hello@example.com>", publicUrl: "http://localhost:3000", batchSize: 4, leaseSeconds: Number(process.env.LEASE_SECONDS ?? 2) };
let idleSince = Date.now();
while (Date.now() - idleSince < 1000) {
  if ((await deliverNewsletterBatch(handle.db, transport, options)) > 0) idleSince = Date.now();
  else await new Promise((resolve) => setTimeout(resolve, 100));
}
transport.close?.();
await handle.close();
