// Review moderation: what waits for a moderator, the signs it carries, and what each decision does.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { aiCourses, aiTools, mailOutbox, reviewReports, reviews, users } from "../db/schema";
import { approveReview, countReviewsAwaitingModeration, dismissReports, findModerationQueue, removeReview } from "./moderation";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);

const BODY = "I used it every week for a season of product photos and it saved me hours of masking around hair.";
const OTHER_BODY = "The course moves slowly through the basics, and the exercises on lighting were the part worth paying for.";

describe.each(testDatabaseKinds)("review moderation on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "seeded");
  let photoroom: { id: string; name: string };
  let canva: { id: string; name: string };
  let course: { id: string; name: string; slug: string };
  beforeEach(async () => {
    const tools = await handle.db.select({ id: aiTools.id, name: aiTools.name, slug: aiTools.slug }).from(aiTools);
    photoroom = tools.find((tool) => tool.slug === "photoroom")!;
    canva = tools.find((tool) => tool.slug === "canva")!;
    course = (await handle.db.select({ id: aiCourses.id, name: aiCourses.name, slug: aiCourses.slug }).from(aiCourses).limit(1))[0]!;
  });

  async function member(id: string, createdAt = ago(30 * DAY)) {
    await handle.db.insert(users).values({ id, name: id, email: `${id}@example.com`, firstName: "Ana", emailVerified: true, createdAt });
    return id;
  }

  interface Writing {
    userId: string | null;
    toolId?: string;
    courseId?: string;
    status?: "pending" | "published" | "removed";
    rating?: number;
    title?: string;
    body?: string;
    pros?: string | null;
    createdAt?: Date;
  }
  async function review({ userId, toolId, courseId, status = "published", rating = 4, title = "Solid for product shots", body = BODY, pros = null, createdAt = ago(2 * DAY) }: Writing) {
    const [row] = await handle.db
      .insert(reviews)
      .values({
        ...(courseId ? { courseId } : { toolId: toolId ?? photoroom.id }),
        userId,
        authorName: "Ana G.",
        rating,
        title,
        body,
        useCase: "Product photos for an online shop",
        plan: "paid",
        usedFor: "1-6-months",
        pros,
        status,
        publishedAt: status === "published" ? createdAt : null,
        createdAt,
      })
      .returning({ id: reviews.id });
    return row!.id;
  }
  const report = async (reviewId: string, reason: string, userId: string | null = null) => handle.db.insert(reviewReports).values({ reviewId, userId, reason });
  const toolTotals = async (toolId: string) => (await handle.db.select({ count: aiTools.reviewCount, sum: aiTools.ratingSum }).from(aiTools).where(eq(aiTools.id, toolId)))[0]!;
  const statusOf = async (id: string) => (await handle.db.select({ status: reviews.status, reason: reviews.removalReason, publishedAt: reviews.publishedAt }).from(reviews).where(eq(reviews.id, id)))[0]!;
  const openReports = async (id: string) => (await handle.db.select().from(reviewReports).where(eq(reviewReports.reviewId, id))).filter((row) => row.resolvedAt === null).length;
  const ids = (items: { id: string }[]) => items.map((item) => item.id);

  it("lists waiting reviews oldest first, reported ones with their reasons, and leaves quiet ones out", async () => {
    const newer = await review({ userId: await member("newer"), status: "pending", createdAt: ago(1 * HOUR), body: "Newer waiting review body that is long enough to be a review of its own kind." });
    const older = await review({ userId: await member("older", ago(2 * DAY)), status: "pending", toolId: canva.id, createdAt: ago(5 * HOUR), title: "Good templates", body: OTHER_BODY });
    const onCourse = await review({ userId: null, courseId: course.id, status: "pending", createdAt: ago(3 * HOUR), body: "A course review waiting for approval, from an account deleted since then." });
    const reported = await review({ userId: await member("reported"), toolId: canva.id, createdAt: ago(60 * DAY), body: "An old review that someone reported as an advert for another product entirely." });
    await report(reported, "This is an advert", await member("reader-1"));
    await report(reported, "Not about the tool", await member("reader-2"));
    const quiet = await review({ userId: await member("quiet"), body: "A recent published review with nothing odd about it at all, written by a regular." });
    const removed = await review({ userId: await member("removed"), status: "removed", body: "https://spam.example removed already and so out of the queue entirely, as it should be." });

    const queue = await findModerationQueue(handle.db, now);
    expect(ids(queue.pending)).toEqual([older, onCourse, newer]);
    const [first] = queue.pending;
    expect(first).toMatchObject({
      subject: { kind: "tool", name: canva.name, path: "/tools/canva" },
      account: { email: "older@example.com" },
      authorName: "Ana G.",
      rating: 4,
      title: "Good templates",
      body: OTHER_BODY,
      publishedAt: null,
    });
    expect(first!.account!.createdAt.getTime()).toBe(ago(2 * DAY).getTime());
    expect(queue.pending[1]).toMatchObject({ subject: { kind: "course", name: course.name, path: `/resources/courses/${course.slug}` }, account: null });
    expect(ids(queue.reported)).toEqual([reported]);
    expect(queue.reported[0]!.openReports).toEqual({ count: 2, reasons: ["This is an advert", "Not about the tool"] });
    expect(ids(queue.flagged)).toEqual([]);
    for (const item of [...queue.pending, ...queue.reported]) expect([quiet, removed]).not.toContain(item.id);
    expect(await countReviewsAwaitingModeration(handle.db)).toBe(4);
  });

  it("flags a web address in the title, body, pros or cons, and not a plain mention of a site's name", async () => {
    const inBody = await review({ userId: await member("body"), body: "Great results, and you can get a discount at https://deals.example for the paid plan of it." });
    const inPros = await review({ userId: await member("pros"), toolId: canva.id, body: OTHER_BODY, pros: "Cheaper through www.deals.example" });
    const inTitle = await review({ userId: await member("title"), courseId: course.id, title: "See http://deals.example", body: "A course about lighting for product photography that I took over a long winter." });
    const plain = await review({ userId: await member("plain"), body: "Works well with photoroom.com exports and the shop's own editor, no complaints from me." });
    const queue = await findModerationQueue(handle.db, now);
    expect(new Set(ids(queue.flagged))).toEqual(new Set([inBody, inPros, inTitle]));
    for (const item of queue.flagged) expect(item.flags).toMatchObject({ links: true, nearDuplicate: null, burst: null });
    expect(ids(queue.flagged)).not.toContain(plain);
  });

  it("flags a review whose body is a near copy of another one, naming that one, and not a merely similar one", async () => {
    const original = await review({ userId: await member("original"), toolId: canva.id, title: "Fast background removal", createdAt: ago(40 * DAY) });
    const copy = await review({
      userId: await member("copy"),
      status: "pending",
      body: "I used it every week for a season of product photos and it saved me hours of masking around hair!!",
    });
    const different = await review({
      userId: await member("different"),
      courseId: course.id,
      body: "Every week I used a different app for product photos, and none of them saved me any time with hair.",
    });
    const queue = await findModerationQueue(handle.db, now);
    const waiting = queue.pending.find((item) => item.id === copy)!;
    expect(waiting.flags.nearDuplicate).toMatchObject({ reviewId: original, title: "Fast background removal", status: "published", subjectName: canva.name, subjectPath: "/tools/canva" });
    expect(waiting.flags.nearDuplicate!.similarity).toBeGreaterThanOrEqual(0.6);
    expect(ids(queue.flagged)).not.toContain(different);
    // The original is older than the window: it names the copy only when it is itself recent or waiting.
    expect(ids(queue.flagged)).not.toContain(original);
  });

  it("flags a burst of reviews by new accounts on one subject within a day, and not old accounts, spread-out reviews or two alone", async () => {
    const bodies = ["Smooth cut-outs on product shots with hardly any clean-up needed afterwards at all.", "The batch mode handled our whole spring catalogue in one evening of work.", "Colours stayed true and shadows looked natural on white backgrounds every time."];
    // Three new accounts on Photoroom within 20 hours: a burst.
    const burst: string[] = [];
    for (const [index, body] of bodies.entries()) {
      const writtenAt = ago((2 + index * 10) * HOUR);
      burst.push(await review({ userId: await member(`new-${index}`, new Date(writtenAt.getTime() - 2 * DAY)), body, createdAt: writtenAt }));
    }
    // Three old accounts on Canva within a day: no burst.
    const canvaBodies = ["Templates for every social format, and the brand kit keeps our colours in line.", "Magic resize spared me an afternoon each week when a campaign went out.", "Presentations look polished, though exporting large decks can be slow."];
    for (const [index, body] of canvaBodies.entries()) await review({ userId: await member(`old-${index}`), toolId: canva.id, body, createdAt: ago((2 + index) * HOUR) });
    // Three new accounts on the course, but days apart: no burst.
    const courseBodies = ["Clear lessons on prompting, with homework that actually made me practise.", "The module on client briefs paid for the whole course in one project.", "Too long on theory at the start, but the last three weeks were excellent."];
    for (const [index, body] of courseBodies.entries()) {
      const writtenAt = ago((1 + index * 3) * DAY);
      await review({ userId: await member(`spread-${index}`, new Date(writtenAt.getTime() - DAY)), courseId: course.id, body, createdAt: writtenAt });
    }
    const queue = await findModerationQueue(handle.db, now);
    expect(new Set(ids(queue.flagged))).toEqual(new Set(burst));
    for (const item of queue.flagged) expect(item.flags).toEqual({ links: false, nearDuplicate: null, burst: 3 });

    // Two new accounts alone are no burst.
    await handle.db.delete(reviews).where(eq(reviews.id, burst[0]!));
    expect((await findModerationQueue(handle.db, now)).flagged).toEqual([]);
  });

  it("approves a waiting review: published, counted in the tool's totals, its date set once", async () => {
    const before = await toolTotals(photoroom.id);
    const waiting = await review({ userId: await member("newcomer"), status: "pending", rating: 5 });
    expect(await toolTotals(photoroom.id)).toEqual(before);
    expect(await approveReview(handle.db, waiting, now)).toBe(true);
    expect(await statusOf(waiting)).toEqual({ status: "published", reason: null, publishedAt: now });
    expect(await toolTotals(photoroom.id)).toEqual({ count: before.count + 1, sum: before.sum + 5 });
    // Approving again changes nothing.
    expect(await approveReview(handle.db, waiting, new Date(now.getTime() + HOUR))).toBe(false);
    expect(await toolTotals(photoroom.id)).toEqual({ count: before.count + 1, sum: before.sum + 5 });
    expect((await findModerationQueue(handle.db, now)).pending).toEqual([]);
    expect(await countReviewsAwaitingModeration(handle.db)).toBe(0);
  });

  it("removes a review with its reason, out of the totals, resolving its reports; approving it again brings it back with its first date", async () => {
    const before = await toolTotals(photoroom.id);
    const published = await review({ userId: await member("author"), rating: 2, createdAt: ago(3 * DAY) });
    await report(published, "Written by a competitor", await member("reader"));
    expect(await toolTotals(photoroom.id)).toEqual({ count: before.count + 1, sum: before.sum + 2 });
    expect(await countReviewsAwaitingModeration(handle.db)).toBe(1);

    await expect(removeReview(handle.db, published, "  ")).rejects.toThrow(RangeError);
    expect(await removeReview(handle.db, published, "  Written about another product.  ", { now, publicUrl: "https://site.test" })).toBe(true);
    expect(await statusOf(published)).toMatchObject({ status: "removed", reason: "Written about another product." });
    // The author is told why, once.
    const [mail, ...more] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "author@example.com"));
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "review-removed", subject: `Your review of ${photoroom.name} was removed` });
    expect(mail!.textBody).toContain("The reason: Written about another product.");
    expect(mail!.textBody).toContain("it no longer shows on the page or counts in the rating");
    expect(mail!.textBody).toContain("https://site.test/tools/photoroom");
    expect(await toolTotals(photoroom.id)).toEqual(before);
    expect(await openReports(published)).toBe(0);
    expect(await countReviewsAwaitingModeration(handle.db)).toBe(0);
    expect(await removeReview(handle.db, published, "Again", { publicUrl: "https://site.test" })).toBe(false);
    expect(await handle.db.$count(mailOutbox, eq(mailOutbox.toAddress, "author@example.com"))).toBe(1);

    expect(await approveReview(handle.db, published, now)).toBe(true);
    expect(await statusOf(published)).toEqual({ status: "published", reason: null, publishedAt: ago(3 * DAY) });
    expect(await toolTotals(photoroom.id)).toEqual({ count: before.count + 1, sum: before.sum + 2 });
  });

  it("tells the author of a waiting review that it was not published, and nobody when the account is gone", async () => {
    const waiting = await review({ userId: await member("newcomer"), status: "pending" });
    const orphan = await review({ userId: null, toolId: canva.id, status: "pending", body: OTHER_BODY });
    const before = await handle.db.$count(mailOutbox);
    expect(await removeReview(handle.db, waiting, "Not about your own use of it.", { publicUrl: "https://site.test" })).toBe(true);
    expect(await removeReview(handle.db, orphan, "Advertising.", { publicUrl: "https://site.test" })).toBe(true);
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "review-removed"));
    expect(mails.map((mail) => mail.toAddress)).toEqual(["newcomer@example.com"]);
    expect(mails[0]!.textBody).toContain(`did not publish it`);
    expect(await handle.db.$count(mailOutbox)).toBe(before + 1);
    expect(await statusOf(orphan)).toMatchObject({ status: "removed", reason: "Advertising." });
  });

  it("dismisses a review's reports and leaves the review published", async () => {
    const published = await review({ userId: await member("author"), rating: 3 });
    await report(published, "I disagree", await member("reader"));
    const totals = await toolTotals(photoroom.id);
    expect(await dismissReports(handle.db, published, now)).toBe(true);
    expect(await openReports(published)).toBe(0);
    expect(await statusOf(published)).toMatchObject({ status: "published" });
    expect(await toolTotals(photoroom.id)).toEqual(totals);
    expect((await findModerationQueue(handle.db, now)).reported).toEqual([]);
    expect(await dismissReports(handle.db, published, now)).toBe(false);
  });
});
