/** Everything a tool or course page shows of its reviews, for the reader at hand. */
import { reviewSortOf } from "~/lib/schemas/review";
import type { CurrentUser } from "../auth/session";
import type { Database } from "../db/client";
import { isMakerEmail } from "./makers";
import { isVerifiedMaker } from "../claims/queries";
import { findPublishedReviews, findReaderReviewState, findReviewSummary, REVIEWS_PER_PAGE } from "./queries";
import { subjectPath, type ReviewSubject } from "./subjects";
import { reviewEligibility } from "./write";

/** The page's ?reviews= (sort) and ?reviewsPage= (from 1). */
export function reviewListParams(url: URL) {
  const page = Number(url.searchParams.get("reviewsPage"));
  return { sort: reviewSortOf(url.searchParams.get("reviews")), page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1 };
}

/**
 * Anonymous readers all get the same section (so the page stays cacheable); a signed-in
 * reader also gets their own review, their marks and reports, and whether they may write.
 */
export async function findReviewSection(db: Database, subject: ReviewSubject, user: CurrentUser | null, { url, minAccountAgeHours }: { url: URL; minAccountAgeHours: number }) {
  const { sort, page } = reviewListParams(url);
  const [summary, shown] = await Promise.all([findReviewSummary(db, subject), findPublishedReviews(db, subject, sort, page)]);
  const section = {
    subject: { kind: subject.kind, name: subject.name, path: subjectPath(subject) },
    summary,
    reviews: shown,
    sort,
    page,
    hasMore: summary.count > page * REVIEWS_PER_PAGE,
  };
  if (!user) return { ...section, reader: null };
  const state = await findReaderReviewState(db, user.id, subject, shown.map((review) => review.id));
  const block = await reviewEligibility(db, user, subject, { minAccountAgeHours });
  const claimed = subject.kind === "tool" && (await isVerifiedMaker(db, user.id, subject.id));
  return { ...section, reader: { ...state, block: state.own ? null : block, isMaker: claimed || (block !== "unconfirmed" && isMakerEmail(user.email, subject.siteUrl)) } };
}
export type ReviewSectionData = Awaited<ReturnType<typeof findReviewSection>>;
