import { describe, expect, it } from "vitest";
import { defaultSendTime, isoDay, mondayOf, weekToDraft } from "./schedule";

describe("the weekly schedule", () => {
  it("finds the Monday of any day, Sunday included", () => {
    expect(isoDay(mondayOf(new Date("2026-11-26T15:00:00Z")))).toBe("2026-11-23");
    expect(isoDay(mondayOf(new Date("2026-11-29T23:59:59Z")))).toBe("2026-11-23");
    expect(isoDay(mondayOf(new Date("2026-11-23T00:00:00Z")))).toBe("2026-11-23");
  });

  it("drafts the week that ended, Monday to Sunday", () => {
    const week = weekToDraft(new Date("2026-11-26T10:00:00Z"));
    expect(isoDay(week.start)).toBe("2026-11-16");
    expect(isoDay(week.end)).toBe("2026-11-23");
  });

  it("sends on Tuesday at 09:00, leaving at least 12 hours to read a late draft", () => {
    expect(defaultSendTime(new Date("2026-11-23T00:05:00Z")).toISOString()).toBe("2026-11-24T09:00:00.000Z");
    expect(defaultSendTime(new Date("2026-11-24T08:00:00Z")).toISOString()).toBe("2026-11-24T20:00:00.000Z");
  });
});
