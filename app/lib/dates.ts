const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * The site writes dates in English, day month year, in UTC so server and browser agree. Written out
 * here rather than with toLocaleDateString: that builds a new formatter on every call, and a
 * browser's first one loads its locale data, 10-20 ms of a phone's main thread while a page is
 * being taken over.
 */
export function formatDate(date: Date | string | null): string {
  if (!date) return "";
  const day = new Date(date);
  if (Number.isNaN(day.getTime())) return "";
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** A month of a year: "January 2025" for month 1. */
export function formatMonth(year: number, month: number): string {
  return `${MONTHS[month - 1]} ${year}`;
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
