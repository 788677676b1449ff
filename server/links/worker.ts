/**
 * The link checker in a server process (LINK_CHECK=on): a pass every few
 * minutes, each on its own, so a slow site never holds up anything else.
 * It also looks for logos on the tools' sites, stored where uploads go.
 */
import { JOBS } from "../jobs/registry";
import { runJob } from "../jobs/runs";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { isDatabaseUnavailable } from "../db/availability";
import type { Database } from "../db/client";
import { log } from "../log/index";
import { defaultLogoSearchOptions } from "../logos/search";
import { storage } from "../storage/index";
import { defaultLinkCheckSettings, runLinkCheckPass, syncLinkTargets } from "./checker";

const PASS_EVERY_MS = JOBS["link-check"].everyMs;

export function startLinkChecker(getDb: () => Promise<Database>, siteUrl: string): () => Promise<void> {
  const base = defaultLinkCheckSettings(siteUrl, `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`);
  const settings = { ...base, logos: { ...defaultLogoSearchOptions(base.check.userAgent), storage: storage() } };
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const pass = () => {
    if (busy) return;
    busy = true;
    running = (async () => {
      const db = await getDb();
      await runJob(db, "link-check", async () => {
        await syncLinkTargets(db);
        await runLinkCheckPass(db, settings);
      });
    })()
      .catch((error) => {
        if (isDatabaseUnavailable(error)) log.warn({ err: error }, "The link checker waits for the database");
        else log.error({ err: error }, "A link check pass failed");
      })
      .finally(() => (busy = false));
  };
  const timer = setInterval(pass, PASS_EVERY_MS);
  timer.unref();
  pass();
  log.info("Link checker on: tool links are checked in the background.");
  return async () => {
    clearInterval(timer);
    await running;
  };
}
