/**
 * Where two versions of a page's text first differ, line by line, for the
 * admin to read before and after side by side. Not a full diff: the lines both
 * versions share at the start and at the end are left out, and what lies
 * between is shown from its start, which is the first change.
 */

export interface ChangedRegion {
  /** Unchanged lines just before the change. */
  lead: string[];
  removed: string[];
  added: string[];
  /** Lines of the region not shown, on each side. */
  removedMore: number;
  addedMore: number;
  /** Unchanged lines just after the change, when all of it is shown. */
  trail: string[];
}

const CONTEXT_LINES = 2;
const MAX_REGION_LINES = 8;
/** A paragraph is one line: a long one is cut, its start is where the change shows. */
const MAX_LINE_CHARS = 600;

const shortened = (line: string) => (line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line);

/** Null when the texts are the same. */
export function changedRegion(before: string, after: string): ChangedRegion | null {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  if (start === a.length && start === b.length) return null;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const removed = a.slice(start, endA);
  const added = b.slice(start, endB);
  const whole = removed.length <= MAX_REGION_LINES && added.length <= MAX_REGION_LINES;
  return {
    lead: a.slice(Math.max(0, start - CONTEXT_LINES), start).map(shortened),
    removed: removed.slice(0, MAX_REGION_LINES).map(shortened),
    added: added.slice(0, MAX_REGION_LINES).map(shortened),
    removedMore: Math.max(0, removed.length - MAX_REGION_LINES),
    addedMore: Math.max(0, added.length - MAX_REGION_LINES),
    trail: whole ? a.slice(endA, endA + CONTEXT_LINES).map(shortened) : [],
  };
}
