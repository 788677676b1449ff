/**
 * Page cursors for the API's lists. A cursor is base64url JSON holding where
 * the next page starts and a fingerprint of the query it continues (endpoint,
 * search, filters, sort and limit). Sent with any other query it is refused,
 * so a client never gets a page of one list spliced onto another. It is not
 * signed: editing one can only move the start within the same list.
 *
 * The start is an offset because the directory search ranks by relevance,
 * which has no key to resume after; a tool published or withdrawn while a
 * client walks the list can therefore shift it by one.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { ApiError } from "./protocol";

/** Far beyond any real list; keeps a forged cursor from asking the database for an absurd offset. */
export const MAX_OFFSET = 1_000_000;
const MAX_CURSOR_LENGTH = 200;

const payloadSchema = z.strictObject({
  v: z.literal(1),
  offset: z.number().int().min(0).max(MAX_OFFSET),
  query: z.string(),
});

/** The same for the same query, however its parameters were ordered (the schemas sort repeated values). */
export function queryFingerprint(query: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(query)
      .sort()
      .map((key) => [key, query[key] ?? null]),
  );
  return createHash("sha256").update(canonical).digest("base64url").slice(0, 22);
}

export function encodeCursor(offset: number, fingerprint: string): string {
  return Buffer.from(JSON.stringify({ v: 1, offset, query: fingerprint })).toString("base64url");
}

function decodePayload(cursor: string): z.infer<typeof payloadSchema> | undefined {
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Where the page starts: 0 without a cursor; a cursor that is malformed or made for another query is a 400. */
export function cursorOffset(cursor: string | undefined, fingerprint: string, limit: number): number {
  if (cursor === undefined) return 0;
  const malformed = new ApiError(400, "invalid_cursor", "cursor is malformed: pass the nextCursor value of a previous response unchanged");
  const payload = decodePayload(cursor);
  if (!payload) throw malformed;
  if (payload.query !== fingerprint) {
    throw new ApiError(
      400,
      "invalid_cursor",
      "cursor was made for a different query: send it with the same parameters (search, filters, sort and limit) as the request that returned it",
    );
  }
  // Every cursor this API issues starts on a page boundary of its own limit.
  if (payload.offset % limit !== 0) throw malformed;
  return payload.offset;
}

/** The cursor of the page after this one, or null on the last page. */
export function nextCursor(offset: number, limit: number, total: number, fingerprint: string): string | null {
  const next = offset + limit;
  return next < total && next <= MAX_OFFSET ? encodeCursor(next, fingerprint) : null;
}
