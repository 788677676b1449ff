/**
 * The language an e-mail is written in: the account's choice when it made one, else the
 * language of the page the person was on (the request being answered), else English.
 */
import type { Database } from "../db/client";
import { findLanguage } from "../preferences/queries";
import { pathInLocale, type Locale } from "~/lib/i18n";
import { AsyncLocalStorage } from "node:async_hooks";
import { getLocale, getServerAsyncLocalStorage, overwriteServerAsyncLocalStorage } from "~/paraglide/runtime";

export async function recipientLanguage(db: Database, userId: string | null | undefined, fallback: Locale = getLocale()): Promise<Locale> {
  return (userId ? await findLanguage(db, userId) : undefined) ?? fallback;
}

/** A link from an e-mail whose `callbackURL` (where the site sends the person after it) opens the page in their language. */
export function withCallbackInLanguage(url: string, locale: Locale, extra: Record<string, string> = {}): string {
  const link = new URL(url);
  const callback = link.searchParams.get("callbackURL");
  if (!callback?.startsWith("/")) return url;
  const target = new URL(pathInLocale(callback, locale), "http://site.invalid");
  for (const [key, value] of Object.entries(extra)) target.searchParams.set(key, value);
  link.searchParams.set("callbackURL", `${target.pathname}${target.search}`);
  return link.href;
}

/**
 * Runs `write` with the page-language messages (m.x() without options, and the labels built on
 * them) in `locale`: for text written outside any page, such as a scheduled e-mail.
 */
export function withMessagesIn<T>(locale: Locale, write: () => T): T {
  let storage = getServerAsyncLocalStorage();
  if (!storage) {
    storage = new AsyncLocalStorage();
    overwriteServerAsyncLocalStorage(storage);
  }
  return storage.run({ ...storage.getStore(), locale }, write);
}
