import { describe, expect, it } from "vitest";
import { cursorOffset, encodeCursor, MAX_OFFSET, nextCursor, queryFingerprint } from "./cursor";
import { ApiError } from "./protocol";

const fingerprint = queryFingerprint({ endpoint: "tools", search: "video", category: ["animation"], limit: 10 });

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("page cursors", () => {
  it("lead from one page to the next and end on the last", () => {
    const second = nextCursor(0, 10, 25, fingerprint);
    expect(second).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursorOffset(second!, fingerprint, 10)).toBe(10);
    const third = nextCursor(10, 10, 25, fingerprint);
    expect(cursorOffset(third!, fingerprint, 10)).toBe(20);
    expect(nextCursor(20, 10, 25, fingerprint)).toBeNull();
    expect(nextCursor(0, 10, 10, fingerprint)).toBeNull();
    expect(cursorOffset(undefined, fingerprint, 10)).toBe(0);
  });

  it("are bound to the query they were made for", () => {
    const cursor = encodeCursor(10, fingerprint);
    const otherFilters = queryFingerprint({ endpoint: "tools", search: "video", category: ["audio-and-music"], limit: 10 });
    const otherEndpoint = queryFingerprint({ endpoint: "courses", search: "video", category: ["animation"], limit: 10 });
    for (const other of [otherFilters, otherEndpoint]) {
      const error = refusal(() => cursorOffset(cursor, other, 10));
      expect(error).toMatchObject({ status: 400, code: "invalid_cursor" });
      expect(error.message).toMatch(/different query/);
    }
  });

  it("fingerprint a query whatever the order of its keys, and tell values apart", () => {
    expect(queryFingerprint({ b: 1, a: [1, 2] })).toBe(queryFingerprint({ a: [1, 2], b: 1 }));
    expect(queryFingerprint({ a: undefined })).toBe(queryFingerprint({ a: null }));
    expect(queryFingerprint({ a: "1" })).not.toBe(queryFingerprint({ a: 1 }));
    expect(queryFingerprint({ a: ["x", "y"] })).not.toBe(queryFingerprint({ a: ["xy"] }));
  });

  it("refuse anything they did not issue", () => {
    const forged = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64url");
    const bad = [
      "not a cursor!",
      "%%%",
      Buffer.from("{not json").toString("base64url"),
      forged({ v: 2, offset: 10, query: fingerprint }),
      forged({ v: 1, offset: -10, query: fingerprint }),
      forged({ v: 1, offset: 1.5, query: fingerprint }),
      forged({ v: 1, offset: "10", query: fingerprint }),
      forged({ v: 1, offset: MAX_OFFSET + 10, query: fingerprint }),
      forged({ v: 1, offset: 10, query: fingerprint, extra: true }),
      // Not on a page boundary of its limit: never issued.
      forged({ v: 1, offset: 15, query: fingerprint }),
      "a".repeat(500),
    ];
    for (const cursor of bad) {
      const error = refusal(() => cursorOffset(cursor, fingerprint, 10));
      expect(error, cursor).toMatchObject({ status: 400, code: "invalid_cursor" });
      expect(error.message).toMatch(/malformed/);
    }
  });
});
