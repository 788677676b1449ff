import { getLocale, type Locale } from "~/paraglide/runtime";

const MONTHS: Record<Locale, string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  es: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  de: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
};

/** Day, month and year as each language writes them: 23 November 2026, 23 de noviembre de 2026, 23 novembre 2026, 23. November 2026. */
const DAY_MONTH_YEAR: Record<Locale, (day: number, month: string, year: number) => string> = {
  en: (day, month, year) => `${day} ${month} ${year}`,
  es: (day, month, year) => `${day} de ${month} de ${year}`,
  fr: (day, month, year) => `${day === 1 ? "1er" : day} ${month} ${year}`,
  de: (day, month, year) => `${day}. ${month} ${year}`,
};

const MONTH_YEAR: Record<Locale, (month: string, year: number) => string> = {
  en: (month, year) => `${month} ${year}`,
  es: (month, year) => `${month} de ${year}`,
  fr: (month, year) => `${month} ${year}`,
  de: (month, year) => `${month} ${year}`,
};

/**
 * The site writes dates day month year, in the page's language (or `locale`), in UTC so server
 * and browser agree. Written out here rather than with toLocaleDateString: that builds a new
 * formatter on every call, and a browser's first one loads its locale data, 10-20 ms of a phone's
 * main thread while a page is being taken over.
 */
export function formatDate(date: Date | string | null, locale: Locale = getLocale()): string {
  if (!date) return "";
  const day = new Date(date);
  if (Number.isNaN(day.getTime())) return "";
  return DAY_MONTH_YEAR[locale](day.getUTCDate(), MONTHS[locale][day.getUTCMonth()]!, day.getUTCFullYear());
}

/** A month of a year: "January 2025" for month 1 (in Spanish "enero de 2025"). */
export function formatMonth(year: number, month: number, locale: Locale = getLocale()): string {
  return MONTH_YEAR[locale](MONTHS[locale][month - 1]!, year);
}

/*
 * Date and time for the admin pages ("5 Mar 2026, 14:05"; with `long`, "5 March 2026, 14:05"),
 * in UTC like the dates above. Intl is worth it here for the time part; each formatter is built
 * on first use so public pages, which never show a time, do not pay for it.
 */
const dateTimeFormats = new Map<"medium" | "long", Intl.DateTimeFormat>();

export function formatDateTime(date: Date | string, dateStyle: "medium" | "long" = "medium"): string {
  let format = dateTimeFormats.get(dateStyle);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { dateStyle, timeStyle: "short", timeZone: "UTC" });
    dateTimeFormats.set(dateStyle, format);
  }
  return format.format(new Date(date));
}
