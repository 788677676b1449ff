// The review forms' server side: the session decides who writes, and every check runs before anything is stored.
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { TEST_BOT_CHECK_COST } from "../../tests/helpers/bot-check";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import type { CurrentUser } from "../auth/session";
import { createBotCheck, encodeBotCheckPayload } from "../botcheck/index";
import { reviewHelpfulVotes, reviews, users } from "../db/schema";
import { answerReviewForm, REVIEW_MESSAGES, type ReviewIntent } from "./page-action";
import { findToolSubject, type ReviewSubject } from "./subjects";

const botCheck = createBotCheck("a-site-secret-of-enough-length-for-tests", TEST_BOT_CHECK_COST);
async function solved(): Promise<string> {
  const challenge = await botCheck.challenge();
  return encodeBotCheckPayload(challenge, (await solveChallenge({ challenge, deriveKey }))!);
}
const reviewForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const REVIEW = {
  rating: "5",
  title: "Fast and clean",
  body: "I removed the backgrounds of two hundred product photos with it and fixed only three by hand.",
  useCase: "Shop photos",
  plan: "free",
  usedFor: "1-6-months",
  pros: "",
  cons: "",
  displayName: "",
};

describe.each(testDatabaseKinds)("review forms on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "seeded");
  let tool: ReviewSubject;
  let member: CurrentUser;
  beforeEach(async () => {
    tool = (await findToolSubject(handle.db, "photoroom"))!;
    await handle.db.insert(users).values({ id: "member", name: "m", email: "member@example.com", firstName: "Ana", lastName: "Ruiz", emailVerified: true, createdAt: new Date(Date.now() - 3 * 24 * 3600_000) });
    member = { id: "member", email: "member@example.com", firstName: "Ana", lastName: "Ruiz", isAdmin: false, passwordOutdated: false };
  });
  const answer = (intent: ReviewIntent, form: FormData, user: CurrentUser | null = member) =>
    answerReviewForm({ db: handle.db, botCheck, minAccountAgeHours: 24 }, { form, user, subject: tool, clientAddress: "203.0.113.7", intent });

  it("stores nothing for a visitor who is not signed in, and keeps what was typed", async () => {
    const { result, init } = await answer("review", reviewForm({ ...REVIEW, botCheck: await solved() }), null);
    expect(init.status).toBe(401);
    expect(result).toMatchObject({ ok: false, intent: "review", message: REVIEW_MESSAGES.signIn, values: { title: "Fast and clean" } });
    expect(await handle.db.$count(reviews)).toBe(0);
  });

  it("refuses a review without a solved bot check or with the honeypot filled, before storing it", async () => {
    expect((await answer("review", reviewForm(REVIEW))).init.status).toBe(403);
    expect((await answer("review", reviewForm({ ...REVIEW, website: "http://spam.example", botCheck: await solved() }))).init.status).toBe(400);
    expect(await handle.db.$count(reviews)).toBe(0);
    const { result, init } = await answer("review", reviewForm({ ...REVIEW, botCheck: await solved() }));
    expect(init.status).toBe(200);
    expect(result).toMatchObject({ ok: true, message: REVIEW_MESSAGES.pending });
    const [stored] = await handle.db.select().from(reviews);
    expect(stored).toMatchObject({ userId: "member", authorName: "Ana R.", status: "pending", rating: 5 });
  });

  it("answers field by field for a review that fails its checks", async () => {
    const { result, init } = await answer("review", reviewForm({ ...REVIEW, rating: "9", body: "Short.", plan: "lifetime", botCheck: await solved() }));
    expect(init.status).toBe(400);
    expect(result).toMatchObject({
      ok: false,
      errors: { rating: "Please choose from 1 to 5 stars.", body: "Please write at least 50 characters about your experience.", plan: "Please choose the plan you used." },
      values: { body: "Short." },
    });
  });

  it("takes a helpful mark from the session's account only, once", async () => {
    const [review] = await handle.db
      .insert(reviews)
      .values({ toolId: tool.id, authorName: "Former member", rating: 4, title: "t", body: REVIEW.body, useCase: "u", plan: "paid", usedFor: "over-a-year", status: "published", publishedAt: new Date() })
      .returning({ id: reviews.id });
    const mark = reviewForm({ reviewId: review!.id, userId: "someone-else" });
    expect((await answer("review-helpful", mark, null)).init.status).toBe(401);
    expect((await answer("review-helpful", mark)).result).toMatchObject({ ok: true, message: REVIEW_MESSAGES.helpful });
    expect((await answer("review-helpful", mark)).result).toMatchObject({ ok: false, message: REVIEW_MESSAGES.helpfulAlready });
    expect(await handle.db.select({ userId: reviewHelpfulVotes.userId }).from(reviewHelpfulVotes)).toEqual([{ userId: "member" }]);
    expect((await handle.db.select({ count: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, review!.id)))[0]!.count).toBe(1);
  });
});
