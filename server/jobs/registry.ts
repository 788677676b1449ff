/**
 * Every piece of background work the server runs, by name: what it does and how often. The loops
 * that run them (server/mail/worker.ts, server/newsletter/worker.ts, server/links/worker.ts,
 * server/tools/popularity.ts, server/claims/worker.ts) report each run through runJob (./runs.ts), and /admin/jobs lists them.
 */
import { keysOf } from "~/lib/records";

export const JOBS = {
  "mail-delivery": { label: "E-mail delivery", what: "Sends the e-mails waiting in the outbox.", everyMs: 1000 },
  "confirmation-sweep": { label: "Lost confirmations", what: "Sends again the confirmation e-mails a crash kept from being queued.", everyMs: 60 * 1000 },
  "limits-prune": { label: "Old limits", what: "Forgets rate-limit windows and bot checks that are over.", everyMs: 60 * 60 * 1000 },
  "newsletter-schedule": { label: "Newsletter schedule", what: "Drafts the week's issue and queues issues that are due.", everyMs: 60 * 1000 },
  "newsletter-delivery": { label: "Newsletter sending", what: "Sends queued newsletter copies, a batch a second.", everyMs: 2000 },
  "watch-mail": { label: "Saved tools e-mail", what: "Tells members once a day what changed in the tools they saved.", everyMs: 60 * 1000 },
  "link-check": { label: "Link and source checks", what: "Checks tools' links, watches pricing and terms pages, looks for logos (when LINK_CHECK is on).", everyMs: 5 * 60 * 1000 },
  popularity: { label: "Popularity", what: "Recomputes how much each tool is wanted, from visits and saves.", everyMs: 60 * 60 * 1000 },
  "claim-recheck": { label: "Makers' claims", what: "Checks again the proof of each maker's claim verified or checked over a month ago; a claim whose proof is gone lapses.", everyMs: 60 * 60 * 1000 },
} as const satisfies Record<string, { label: string; what: string; everyMs: number }>;

export type JobName = keyof typeof JOBS;
export const JOB_NAMES: JobName[] = keysOf(JOBS);
