// Reviews: who may write one, what waits for a moderator, and totals that stay exact.
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { aiCourses, aiTools, reviews, toolClaims, users } from "../db/schema";
import type { ReviewInput } from "~/lib/schemas/review";
import { findPublishedReviews, findReviewSummary } from "./queries";
import { approveReview, findModerationQueue, removeReview } from "./moderation";
import { markHelpful, replyToReview, reportReview } from "./reactions";
import { findCourseSubject, findToolSubject, type ReviewSubject } from "./subjects";
import { deleteReview, editReview, reviewEligibility, submitReview, type Reviewer } from "./write";

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
    // A second account on the maker's domain cannot overwrite the first one's reply.
    await member("colleague", { email: "bo@photoroom.com" });
    expect(await replyToReview(handle.db, { id: "colleague", email: "bo@photoroom.com" }, review!.id, "Ignore the reply above.")).toBe("taken");
    const [still] = await findPublishedReviews(handle.db, tool, "newest");
    expect(still!.reply?.body).toBe("Thank you: fixed in 4.2.");
  });

  it("lets a verified maker of the tool reply, whatever their address, while the claim stands", async () => {
    const regular = await member("regular");
    await submitReview(handle.db, regular, tool, input(3), rules);
    const [review] = await findPublishedReviews(handle.db, tool, "newest");
    await member("agency", { email: "lee@agency.example" });
    const agency = { id: "agency", email: "lee@agency.example" };
    expect(await replyToReview(handle.db, agency, review!.id, "We make it.")).toBe("not-maker");
    await handle.db.insert(toolClaims).values({ toolId: tool.id, userId: "agency", token: "atelier-ai-t", status: "lapsed", method: "file" });
    expect(await replyToReview(handle.db, agency, review!.id, "We make it.")).toBe("not-maker");
    await handle.db.update(toolClaims).set({ status: "verified", verifiedAt: new Date() });
    expect(await replyToReview(handle.db, agency, review!.id, "Thank you for the review.")).toBe("saved");
  });

  it("counts two helpful marks sent at the same instant by two accounts, and one account's twice as one", async () => {
    const author = await member("author");
    await submitReview(handle.db, author, tool, input(4), rules);
    const [review] = await findPublishedReviews(handle.db, tool, "newest");
    await member("reader-1");
    await member("reader-2");
    const results = await Promise.all([markHelpful(handle.db, "reader-1", review!.id, rules), markHelpful(handle.db, "reader-2", review!.id, rules)]);
    expect(results).toEqual(["counted", "counted"]);
    expect(await Promise.all([markHelpful(handle.db, "reader-1", review!.id, rules), markHelpful(handle.db, "reader-1", review!.id, rules)])).toEqual(["already", "already"]);
    expect(await markHelpful(handle.db, "author", review!.id, rules)).toBe("own");
    // An account made a minute ago, or never confirmed, adds nothing.
    await member("fresh", { ageDays: 0.001, published: false });
    await member("unconfirmed", { confirmed: false, published: false });
    expect(await markHelpful(handle.db, "fresh", review!.id, rules)).toBe("too-new");
    expect(await markHelpful(handle.db, "unconfirmed", review!.id, rules)).toBe("too-new");
    const [after] = await findPublishedReviews(handle.db, tool, "helpful");
    expect(after!.helpfulCount).toBe(2);
  });

  it("keeps the tool's count, sum, average and distribution exact through concurrent writes, edits, removals and deletions", async () => {
    const authors = await Promise.all(["a", "b", "c", "d", "e"].map((id) => member(id)));
    await Promise.all(authors.map((author, index) => submitReview(handle.db, author, tool, input(index + 1), rules)));
    expect(await totals()).toEqual({ count: 5, sum: 15 });
    expect(await findReviewSummary(handle.db, tool)).toEqual({ count: 5, average: 3, distribution: [1, 1, 1, 1, 1] });

    // A changed rating takes a review back to the queue: its totals leave the subject's until a moderator approves it again.
    expect(await Promise.all([editReview(handle.db, authors[0]!, tool, input(5)), editReview(handle.db, authors[1]!, tool, input(5)), deleteReview(handle.db, authors[2]!, tool)])).toEqual([
      "queued",
      "queued",
      true,
    ]);
    expect(await totals()).toEqual({ count: 2, sum: 9 });
    const queued = await handle.db.select({ id: reviews.id }).from(reviews).where(sql`${reviews.toolId} = ${tool.id} and ${reviews.status} = 'pending'`);
    await Promise.all(queued.map((review) => approveReview(handle.db, review.id)));
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
    expect(await editReview(handle.db, author, tool, input(4, "Solid for product shots!"))).toBe("saved");
    const [edited] = await findPublishedReviews(handle.db, tool, "newest");
    expect(edited!.editedAt).not.toBeNull();
    expect(edited!.title).toBe("Solid for product shots!");
    await handle.db.update(reviews).set({ status: "removed", removalReason: "Off topic" }).where(eq(reviews.id, edited!.id));
    expect(await editReview(handle.db, author, tool, input(5))).toBe("removed");
    expect(await findPublishedReviews(handle.db, tool, "newest")).toEqual([]);
  });

  describe("moderation cannot be undone by its author", () => {
    const REASON = "Advertising for another product";
    const reviewOf = async (userId: string) => (await handle.db.select({ id: reviews.id, status: reviews.status }).from(reviews).where(sql`${reviews.userId} = ${userId} and ${reviews.toolId} = ${tool.id}`))[0];

    it("a removed review earns no trust: the author's next review waits for a moderator", async () => {
      const author = await member("author");
      const [earlier] = await handle.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, "author"));
      expect(await removeReview(handle.db, earlier!.id, REASON)).toBe(true);
      expect(await submitReview(handle.db, author, tool, input(5), rules)).toEqual({ ok: true, status: "pending" });
    });

    it("a removed review, deleted by its author, cannot be written again", async () => {
      const author = await member("author");
      await submitReview(handle.db, author, tool, input(5), rules);
      expect(await removeReview(handle.db, (await reviewOf("author"))!.id, REASON)).toBe(true);
      expect(await deleteReview(handle.db, author, tool)).toBe(true);
      expect(await reviewEligibility(handle.db, author, tool, rules)).toBe("removed");
      expect(await submitReview(handle.db, author, tool, input(5), rules)).toEqual({ ok: false, block: "removed" });
      expect(await reviewOf("author")).toBeUndefined();
    });

    it("a review its author deleted of their own accord can be written again", async () => {
      const author = await member("author");
      await submitReview(handle.db, author, tool, input(3), rules);
      expect(await deleteReview(handle.db, author, tool)).toBe(true);
      expect(await submitReview(handle.db, author, tool, input(4), rules)).toEqual({ ok: true, status: "published" });
    });

    it("an approved review edited into spam, long after it was published, goes back to the queue; a typo fix does not", async () => {
      const author = await member("author");
      await submitReview(handle.db, author, tool, input(5), rules);
      await handle.db.update(reviews).set({ publishedAt: new Date(Date.now() - 40 * DAY) }).where(eq(reviews.id, (await reviewOf("author"))!.id));
      const typo = { ...input(5), body: input(5).body.replace("masking", "maskng") };
      expect(await editReview(handle.db, author, tool, typo)).toBe("saved");
      expect((await reviewOf("author"))!.status).toBe("published");
      const spam = { ...input(1), body: "Terrible. Everyone should buy the better one at https://spam.example instead, it is cheaper." };
      expect(await editReview(handle.db, author, tool, spam)).toBe("queued");
      expect(await findPublishedReviews(handle.db, tool, "newest")).toEqual([]);
      expect(await totals()).toEqual({ count: 0, sum: 0 });
      const queue = await findModerationQueue(handle.db);
      expect(queue.pending.map((item) => item.id)).toContain((await reviewOf("author"))!.id);
    });

    it("one address reviews a subject once, even after deleting its account and signing up again", async () => {
      const first = await member("first", { email: "same.person@example.com" });
      expect(await submitReview(handle.db, first, tool, input(5), rules)).toEqual({ ok: true, status: "published" });
      await handle.db.delete(users).where(eq(users.id, "first"));
      const again = await member("again", { email: "Same.Person@example.com" });
      expect(await reviewEligibility(handle.db, again, tool, rules)).toBe("earlier");
      expect(await submitReview(handle.db, again, tool, input(5), rules)).toEqual({ ok: false, block: "earlier" });
      expect(await totals()).toEqual({ count: 1, sum: 5 });
    });
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
