/**
 * The site's languages and their addresses: English at the root, the others under a prefix
 * (/es/tools, /fr/tools, /de/tools). Messages themselves come from ~/paraglide (compiled from
 * messages/<area>/<locale>.json); this module only knows addresses and names.
 */
import { baseLocale, locales, type Locale } from "~/paraglide/runtime";
import { isOneOf } from "./records";

export { baseLocale, locales, type Locale };

/** Each language by its own name, as a switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Español", fr: "Français", de: "Deutsch" };

/** The languages with an address prefix: every one but English. */
export const PREFIXED_LOCALES = locales.filter((locale): locale is Exclude<Locale, typeof baseLocale> => locale !== baseLocale);

const PREFIX = new RegExp(`^/(${PREFIXED_LOCALES.join("|")})(?=[/?#]|$)`);

export function isLocale(value: unknown): value is Locale {
  return isOneOf(locales, value);
}

/** The language an address is in: its prefix, or English. */
export function localeOfPath(pathname: string): Locale {
  const prefix = PREFIX.exec(pathname)?.[1];
  return isLocale(prefix) ? prefix : baseLocale;
}

/**
 * Addresses that are one and the same in every language: the public API, sign-in's endpoints,
 * the files for crawlers, images. They have no /es/ copy (/es/api/v1/tools is not found).
 */
const LANGUAGE_NEUTRAL_PATHS = ["/api/v1", "/api/auth", "/api/bot-check", "/sitemap.xml", "/sitemaps", "/robots.txt", "/logos", "/uploads", "/social"];

/** Whether an address (without its prefix) exists in each language. */
export function existsInEachLanguage(path: string): boolean {
  return !LANGUAGE_NEUTRAL_PATHS.some((neutral) => path === neutral || path.startsWith(`${neutral}/`));
}

/** The address without its language prefix ("/es/tools" -> "/tools", "/es" -> "/"). */
export function pathWithoutLocale(pathname: string): string {
  return pathname.replace(PREFIX, "") || "/";
}

/** The same page in `locale` ("/tools", "es" -> "/es/tools"); `path` may carry a query. */
export function pathInLocale(path: string, locale: Locale): string {
  const bare = pathWithoutLocale(path);
  if (locale === baseLocale) return bare;
  return bare === "/" ? `/${locale}` : bare.startsWith("/?") ? `/${locale}${bare.slice(1)}` : `/${locale}${bare}`;
}

/** React Router's basename for a language: "/" for English, "/es" for Spanish. */
export function basenameOf(locale: Locale): string {
  return locale === baseLocale ? "/" : `/${locale}`;
}
