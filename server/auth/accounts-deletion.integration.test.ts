// Accounts: deleting an account leaves no row that names the person.
import { beforeEach, describe, expect, it } from "vitest";
import { eq, or, sql } from "drizzle-orm";
import { ADDRESS, PASSWORD, accountDeps, accountSteps, formRequest, type TestAccountDeps } from "../../tests/helpers/accounts";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { accounts, aiTools, blogPosts, catalogueChanges, mailOutbox, newsletterSubscribers, rateLimits, reviewHelpfulVotes, reviewReports, reviews, sessions, userFavorites, userPreferences, userRoles, users, verifications } from "../db/schema";
import type { ReviewsOnDeletion } from "~/lib/schemas/auth";
import { deleteAccount, requestPasswordReset, signIn, signUp } from "./accounts";

describe.each(testDatabaseKinds)("accounts on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");
  let deps: TestAccountDeps;
  beforeEach(async () => {
    deps = accountDeps(handle);
  });
  const { mailTo, signedIn } = accountSteps(() => ({ handle, deps }));

  it("deletes an account only with its password, and then keeps no row that names the person", async () => {
    const { user, request } = await signedIn("leaving@example.com");
    const other = await signedIn("staying@example.com");
    const [tool] = await handle.db
      .insert(aiTools)
      .values({ slug: "sketcher", name: "Sketcher", description: "Draws.", pricing: "Free", exploreNowLink: "https://sketcher.example" })
      .returning({ id: aiTools.id });
    for (const { id } of [user, other.user]) await handle.db.insert(userFavorites).values({ userId: id, toolId: tool!.id });
    await handle.db.insert(userPreferences).values({ userId: user.id });
    await handle.db.insert(userRoles).values({ userId: user.id, role: "admin" });
    const [post] = await handle.db.insert(blogPosts).values({ title: "Hello", slug: "hello", author: "Ada", userId: user.id }).returning({ id: blogPosts.id });
    await handle.db.insert(catalogueChanges).values({ entity: "tool", entityId: tool!.id, action: "created", userId: user.id, userEmail: user.email, changes: {} });
    await handle.db.insert(newsletterSubscribers).values({ email: user.email, firstName: "Ada", unsubscribeToken: "unsubscribe-token" });
    await requestPasswordReset(deps, formRequest(), user.email);

    const naming = async () => ({
      users: await handle.db.select().from(users).where(eq(users.email, user.email)),
      sessions: await handle.db.select().from(sessions).where(eq(sessions.userId, user.id)),
      accounts: await handle.db.select().from(accounts).where(eq(accounts.userId, user.id)),
      userRoles: await handle.db.select().from(userRoles).where(eq(userRoles.userId, user.id)),
      userPreferences: await handle.db.select().from(userPreferences).where(eq(userPreferences.userId, user.id)),
      userFavorites: await handle.db.select().from(userFavorites).where(eq(userFavorites.userId, user.id)),
      blogPosts: await handle.db.select().from(blogPosts).where(eq(blogPosts.userId, user.id)),
      catalogueChanges: await handle.db
        .select()
        .from(catalogueChanges)
        .where(or(eq(catalogueChanges.userId, user.id), eq(catalogueChanges.userEmail, user.email))),
      verifications: await handle.db.select().from(verifications).where(eq(verifications.value, user.id)),
      mailOutbox: await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email)),
      newsletterSubscribers: await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
      rateLimits: await handle.db
        .select()
        .from(rateLimits)
        .where(sql`strpos(${rateLimits.key}, ${user.email}) > 0 or strpos(${rateLimits.key}, ${user.id}) > 0`),
    });
    const before = await naming();
    for (const [table, rows] of Object.entries(before)) expect(rows.length, table).toBeGreaterThan(0);

    const wrong = await deleteAccount(deps, request(), user, { password: "not-my-password", reviews: "remove" });
    expect(wrong).toMatchObject({ ok: false, code: "INVALID_PASSWORD" });
    const afterWrong = await naming();
    for (const [table, rows] of Object.entries(afterWrong)) expect(rows.length, table).toBe(before[table as keyof typeof before].length + (table === "rateLimits" ? 1 : 0));

    const deleted = await deleteAccount(deps, request(), user, { password: PASSWORD, reviews: "remove" });
    expect(deleted.ok).toBe(true);
    expect(deleted.ok && deleted.headers.getSetCookie().join()).toMatch(/atelier\.session_token=;.*Max-Age=0/);
    for (const [table, rows] of Object.entries(await naming())) expect(rows, table).toEqual([]);
    // What the site published stays, no longer linked to the account.
    expect(await handle.db.select({ userId: blogPosts.userId, author: blogPosts.author }).from(blogPosts).where(eq(blogPosts.id, post!.id))).toEqual([{ userId: null, author: "Ada" }]);
    expect(await handle.db.select({ userEmail: catalogueChanges.userEmail }).from(catalogueChanges)).toEqual([{ userEmail: null }]);
    // Nobody else's.
    expect(await handle.db.select().from(userFavorites).where(eq(userFavorites.userId, other.user.id))).toHaveLength(1);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, other.user.id))).toHaveLength(1);

    expect(await signIn(deps, formRequest(), ADDRESS, { email: user.email, password: PASSWORD })).toMatchObject({ ok: false, code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(await signUp(deps, formRequest(), { email: user.email, password: PASSWORD, firstName: "", lastName: "" })).toEqual({ ok: true });
    expect((await mailTo(user.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Confirm your/)]);
  });

  describe.each<[ReviewsOnDeletion, string]>([
    ["remove", "deletes the account's reviews with it, and the tools' totals follow"],
    ["keep", "keeps the account's reviews under \"Former member\", no longer linked to it, in the tools' totals"],
  ])("asked to %s the reviews", (choice, title) => {
    it(title, async () => {
      const { user, request } = await signedIn("reviewer@example.com");
      const reader = await signedIn("reader@example.com");
      const tools = await handle.db
        .insert(aiTools)
        .values(["sketcher", "painter"].map((slug) => ({ slug, name: slug, description: "Draws.", pricing: "Free" as const, exploreNowLink: `https://${slug}.example` })))
        .returning({ id: aiTools.id });
      const review = (toolId: string, userId: string, rating: number, status: "published" | "pending") => ({
        toolId,
        userId,
        authorName: "Ada L.",
        rating,
        title: "Quick sketches",
        body: "I sketched storyboards with it for a month and it kept up with every change the client asked for.",
        useCase: "Storyboards",
        plan: "free",
        usedFor: "1-6-months",
        status,
        publishedAt: status === "published" ? new Date() : null,
      });
      const mine = await handle.db
        .insert(reviews)
        .values([review(tools[0]!.id, user.id, 5, "published"), review(tools[1]!.id, user.id, 2, "pending")])
        .returning({ id: reviews.id });
      const [theirs] = await handle.db.insert(reviews).values(review(tools[0]!.id, reader.user.id, 3, "published")).returning({ id: reviews.id });
      // The leaving account marked another's review helpful and reported it: those marks are its own.
      await handle.db.insert(reviewHelpfulVotes).values({ reviewId: theirs!.id, userId: user.id });
      await handle.db.insert(reviewReports).values({ reviewId: theirs!.id, userId: user.id, reason: "Seems off" });
      const totals = async () => (await handle.db.select({ count: aiTools.reviewCount, sum: aiTools.ratingSum }).from(aiTools).where(eq(aiTools.id, tools[0]!.id)))[0];
      expect(await totals()).toEqual({ count: 2, sum: 8 });

      expect((await deleteAccount(deps, request(), user, { password: PASSWORD, reviews: choice })).ok).toBe(true);

      const left = await handle.db
        .select({ id: reviews.id, userId: reviews.userId, authorName: reviews.authorName, status: reviews.status, helpfulCount: reviews.helpfulCount })
        .from(reviews)
        .orderBy(reviews.rating);
      const readerReview = { id: theirs!.id, userId: reader.user.id, authorName: "Ada L.", status: "published", helpfulCount: 0 };
      if (choice === "remove") {
        expect(left).toEqual([readerReview]);
        expect(await totals()).toEqual({ count: 1, sum: 3 });
      } else {
        expect(left).toEqual([
          { id: mine[1]!.id, userId: null, authorName: "Former member", status: "pending", helpfulCount: 0 },
          readerReview,
          { id: mine[0]!.id, userId: null, authorName: "Former member", status: "published", helpfulCount: 0 },
        ]);
        expect(await totals()).toEqual({ count: 2, sum: 8 });
      }
      // The report stays for the moderators, no longer naming who sent it.
      expect(await handle.db.select({ userId: reviewReports.userId, reason: reviewReports.reason }).from(reviewReports)).toEqual([{ userId: null, reason: "Seems off" }]);
    });
  });
});
