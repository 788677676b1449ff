/**
 * Whether an author's edit of a published review changes more than a typo's worth, and so goes
 * back to a moderator: the rating changes, a web address appears that was not there, or the
 * written fields (title, body, use case, pros, cons) differ by more than TYPO_BUDGET characters
 * of edit distance in all (Levenshtein: a character added, removed or replaced counts one).
 */
export const TYPO_BUDGET = 10;

export interface ReviewText {
  rating: number;
  title: string;
  body: string;
  useCase: string;
  pros: string | null;
  cons: string | null;
}

const LINK = /https?:\/\/|www\./gi;

/** The edit distance between a and b, or `limit + 1` as soon as it is known to exceed `limit`: a band of 2·limit+1 cells a row. */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const over = limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => (j <= limit ? j : over));
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(over);
    current[0] = i <= limit ? i : over;
    let best = current[0];
    for (let j = Math.max(1, i - limit); j <= Math.min(b.length, i + limit); j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(over, previous[j - 1]! + cost, previous[j]! + 1, current[j - 1]! + 1);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return over;
    previous = current;
  }
  return Math.min(previous[b.length]!, over);
}

const linksIn = (text: ReviewText) => [text.title, text.body, text.useCase, text.pros ?? "", text.cons ?? ""].join(" ").match(LINK)?.length ?? 0;

export function isSubstantialEdit(before: ReviewText, after: ReviewText): boolean {
  if (before.rating !== after.rating) return true;
  if (linksIn(after) > linksIn(before)) return true;
  let spent = 0;
  for (const field of ["title", "body", "useCase", "pros", "cons"] as const) {
    spent += boundedEditDistance(before[field] ?? "", after[field] ?? "", TYPO_BUDGET - spent);
    if (spent > TYPO_BUDGET) return true;
  }
  return false;
}
