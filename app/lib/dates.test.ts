import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMonth } from "./dates";

const localeDate = (date: Date) => date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

describe("formatDate", () => {
  it("writes day, month and year in UTC, as en-GB does", () => {
    expect(formatDate("2026-11-23T23:30:00Z")).toBe("23 November 2026");
    expect(formatDate(new Date(Date.UTC(2025, 0, 1)))).toBe("1 January 2025");
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2024, month, 29, 12));
      expect(formatDate(date)).toBe(localeDate(date));
    }
  });

  it("writes nothing for a missing or unreadable date", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatDate in the other languages", () => {
  it("writes the date as each language does, as Intl does", () => {
    const date = new Date(Date.UTC(2026, 10, 23, 12));
    expect(formatDate(date, "es")).toBe("23 de noviembre de 2026");
    expect(formatDate(date, "fr")).toBe("23 novembre 2026");
    expect(formatDate(date, "de")).toBe("23. November 2026");
    for (const locale of ["es", "de"] as const) {
      for (let month = 0; month < 12; month++) {
        const day = new Date(Date.UTC(2024, month, 29, 12));
        expect(formatDate(day, locale)).toBe(day.toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }));
      }
    }
    expect(formatDate(new Date(Date.UTC(2026, 0, 1)), "fr")).toBe("1er janvier 2026");
    expect(formatMonth(2025, 3, "es")).toBe("marzo de 2025");
    expect(formatMonth(2025, 3, "de")).toBe("März 2025");
  });
});

describe("formatMonth", () => {
  it("names the month of the year", () => {
    expect(formatMonth(2025, 1)).toBe("January 2025");
    expect(formatMonth(2026, 12)).toBe("December 2026");
  });
});

describe("formatDateTime", () => {
  it("writes the date and the time in UTC, medium or long", () => {
    expect(formatDateTime("2026-03-05T14:05:00Z")).toBe("5 Mar 2026, 14:05");
    expect(formatDateTime(new Date("2026-03-05T14:05:00Z"), "long")).toBe("5 March 2026 at 14:05");
  });
});
