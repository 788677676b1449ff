// Reviews: who may write one, what waits for a moderator, and totals that stay exact.
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { aiCourses, aiTools, reviews, users } from "../db/schema";
import type { ReviewInput } from "~/lib/schemas/review";
import { findPublishedReviews, findReviewSummary } from "./queries";
import { markHelpful, replyToReview, reportReview } from "./reactions";
import { findCourseSubject, findToolSubject, type ReviewSubject } from "./subjects";
import { deleteReview, editReview, submitReview, type Reviewer } from "./write";

const DAY = 24 * 3600_000;
const rules = { minAccountAgeHours: 24 };
const input = (rating: number, title = "Solid for product shots"): ReviewInput => ({
  rating,
  title,
  body: "I used it every week for a season of product photos and it saved me hours of masking.",
  useCase: "Product photos for an online shop",
  plan: "paid",
  usedFor: "1-6-months",
  pros: "",
  cons: "",
  displayName: "",
});

describe.each(testDatabaseKinds)("reviews on $name", (kind) => {
  let handle: DatabaseHandle;
  let tool: ReviewSubject;
  beforeEach(async () => {
    handle = await kind.openSeeded();
    tool = (await findToolSubject(handle.db, "photoroom"))!;
  });
  afterEach(async () => {
    await handle.close();
  });

  async function member(id: string, { email = `${id}@example.com`, ageDays = 3, confirmed = true, published = true } = {}): Promise<Reviewer> {
    const reviewer = { id, email, firstName: "Ana", lastName: "García" };
    await handle.db.insert(users).values({ id, name: id, email, firstName: "Ana", lastName: "García", emailVerified: confirmed, createdAt: new Date(Date.now() - ageDays * DAY) });
    // An account with one published review publishes at once; most tests want that.
    if (published) {
      const other = (await handle.db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, "canva")))[0]!;
      await handle.db.insert(reviews).values({ toolId: other.id, userId: id, authorName: "Ana G.", ...input(4), pros: null, cons: null, status: "published", publishedAt: new Date() });
    }
    return reviewer;
  }
  const totals = async () => (await handle.db.select({ count: aiTools.reviewCount, sum: aiTools.ratingSum }).from(aiTools).where(eq(aiTools.id, tool.id)))[0]!;

  it("holds an account's first review for a moderator and publishes later ones at once", async () => {
    const newcomer = await member("newcomer", { published: false });
    expect(await submitReview(handle.db, newcomer, tool, input(5), rules)).toEqual({ ok: true, status: "pending" });
    expect((await findReviewSummary(handle.db, tool)).count).toBe(0);
    const regular = await member("regular");
    expect(await submitReview(handle.db, regular, tool, input(4), rules)).toEqual({ ok: true, status: "published" });
    const [shown] = await findPublishedReviews(handle.db, tool, "newest");
    expect(shown).toMatchObject({ authorName: "Ana G.", rating: 4, formerMember: false, reply: null });
  });

  it("refuses a second review, an unconfirmed account, an account under a day old and the maker", async () => {
    const regular = await member("regular");
    expect((await submitReview(handle.db, regular, tool, input(4), rules)).ok).toBe(true);
    expect(await submitReview(handle.db, regular, tool, input(2), rules)).toEqual({ ok: false, block: "already" });
    expect(await submitReview(handle.db, await member("unconfirmed", { confirmed: false }), tool, input(4), rules)).toEqual({ ok: false, block: "unconfirmed" });
    expect(await submitReview(handle.db, await member("fresh", { ageDays: 0.5 }), tool, input(4), rules)).toEqual({ ok: false, block: "too-new" });
    const maker = await member("maker", { email: "ana@photoroom.com" });
    expect(await submitReview(handle.db, maker, tool, input(5), rules)).toEqual({ ok: false, block: "maker" });
    expect(await handle.db.$count(reviews, eq(reviews.toolId, tool.id))).toBe(1);
  });

  it("lets the maker reply once, in public, and no one else", async () => {
    const regular = await member("regular");
    await submitReview(handle.db, regular, tool, input(3), rules);
    const [review] = await findPublishedReviews(handle.db, tool, "newest");
    expect(await replyToReview(handle.db, { id: "regular", email: "regular@example.com" }, review!.id, "Thanks")).toBe("not-maker");
    await member("maker", { email: "ana@photoroom.com" });
    expect(await replyToReview(handle.db, { id: "maker", email: "ana@photoroom.com" }, review!.id, "Thank you, we fixed the edges.")).toBe("saved");
    expect(await replyToReview(handle.db, { id: "maker", email: "ana@photoroom.com" }, review!.id, "Thank you: fixed in 4.2.")).toBe("saved");
    const [shown] = await findPublishedReviews(handle.db, tool, "newest");
    expect(shown!.reply?.body).toBe("Thank you: fixed in 4.2.");
  });

  it("counts two helpful marks sent at the same instant by two accounts, and one account's twice as one", async () => {
    const author = await member("author");
    await submitReview(handle.db, author, tool, input(4), rules);
    const [review] = await findPublishedReviews(handle.db, tool, "newest");
    await member("reader-1");
    await member("reader-2");
    const results = await Promise.all([markHelpful(handle.db, "reader-1", review!.id), markHelpful(handle.db, "reader-2", review!.id)]);
    expect(results).toEqual(["counted", "counted"]);
    expect(await Promise.all([markHelpful(handle.db, "reader-1", review!.id), markHelpful(handle.db, "reader-1", review!.id)])).toEqual(["already", "already"]);
    expect(await markHelpful(handle.db, "author", review!.id)).toBe("own");
    const [after] = await findPublishedReviews(handle.db, tool, "helpful");
    expect(after!.helpfulCount).toBe(2);
  });

  it("keeps the tool's count, sum, average and distribution exact through concurrent writes, edits, removals and deletions", async () => {
    const authors = await Promise.all(["a", "b", "c", "d", "e"].map((id) => member(id)));
    await Promise.all(authors.map((author, index) => submitReview(handle.db, author, tool, input(index + 1), rules)));
    expect(await totals()).toEqual({ count: 5, sum: 15 });
    expect(await findReviewSummary(handle.db, tool)).toEqual({ count: 5, average: 3, distribution: [1, 1, 1, 1, 1] });

    await Promise.all([editReview(handle.db, authors[0]!, tool, input(5)), editReview(handle.db, authors[1]!, tool, input(5)), deleteReview(handle.db, "c", tool)]);
    expect(await totals()).toEqual({ count: 4, sum: 19 });
    expect(await findReviewSummary(handle.db, tool)).toEqual({ count: 4, average: 4.8, distribution: [0, 0, 0, 1, 3] });

    // A moderator's removal, and an account deleted with its reviews kept as a former member's.
    await handle.db.update(reviews).set({ status: "removed", removalReason: "Advertising" }).where(eq(reviews.userId, "d"));
    await handle.db.delete(users).where(eq(users.id, "e"));
    const recount = await handle.db
      .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
      .from(reviews)
      .where(sql`${reviews.toolId} = ${tool.id} and ${reviews.status} = 'published'`);
    expect(await totals()).toEqual(recount[0]);
    expect(await totals()).toEqual({ count: 3, sum: 15 });
    const shown = await findPublishedReviews(handle.db, tool, "lowest");
    expect(shown.find((review) => review.formerMember)?.rating).toBe(5);
  });

  it("marks an edit of a published review, and never brings a removed one back by editing it", async () => {
    const author = await member("author");
    await submitReview(handle.db, author, tool, input(4), rules);
    expect(await editReview(handle.db, author, tool, input(3, "Better after a month"))).toBe("saved");
    const [edited] = await findPublishedReviews(handle.db, tool, "newest");
    expect(edited!.editedAt).not.toBeNull();
    expect(edited!.title).toBe("Better after a month");
    await handle.db.update(reviews).set({ status: "removed", removalReason: "Off topic" }).where(eq(reviews.id, edited!.id));
    expect(await editReview(handle.db, author, tool, input(5))).toBe("removed");
    expect(await findPublishedReviews(handle.db, tool, "newest")).toEqual([]);
  });

  it("takes one report per account, never of one's own review", async () => {
    const author = await member("author");
    await submitReview(handle.db, author, tool, input(1), rules);
    const [review] = await findPublishedReviews(handle.db, tool, "newest");
    await member("reader");
    expect(await reportReview(handle.db, "reader", review!.id, "This is an advert")).toBe("reported");
    expect(await reportReview(handle.db, "reader", review!.id, "Again")).toBe("already");
    expect(await reportReview(handle.db, "author", review!.id, "Mine")).toBe("own");
  });

  it("reviews a course the same way, with its own totals", async () => {
    const [first] = await handle.db.select({ slug: aiCourses.slug }).from(aiCourses).limit(1);
    const course = (await findCourseSubject(handle.db, first!.slug))!;
    await Promise.all(["a", "b", "c"].map(async (id, index) => submitReview(handle.db, await member(id), course, input(3 + index), rules)));
    expect(await findReviewSummary(handle.db, course)).toEqual({ count: 3, average: 4, distribution: [0, 0, 1, 1, 1] });
    const [row] = await handle.db.select({ count: aiCourses.reviewCount, sum: aiCourses.ratingSum }).from(aiCourses).where(eq(aiCourses.id, course.id));
    expect(row).toEqual({ count: 3, sum: 12 });
  });
});
