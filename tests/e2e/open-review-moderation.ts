/**
 * Data for the review moderation checks in tests/e2e/admin.spec.ts: an account's first review,
 * waiting for a moderator, with a web address in it. Run on a stopped data directory (DATA_DIR),
 * like scripts/admin.ts: only one process may open the embedded database.
 */
import { eq } from "drizzle-orm";
import { closeDatabase, databaseHandle } from "../../server/db/index";
import { aiTools, reviews, users } from "../../server/db/schema";
import { countReviewsAwaitingModeration } from "../../server/reviews/moderation";
import { PENDING_REVIEW } from "./review-moderation-data";

try {
  const handle = await databaseHandle();
  await handle.migrate();
  const { db } = handle;
  const [zapier] = await db.select({ id: aiTools.id }).from(aiTools).where(eq(aiTools.slug, "zapier"));
  if (!zapier) throw new Error("The seeded catalogue has no Zapier.");
  await db.insert(users).values({ id: "e2e-first-reviewer", name: "Grace H.", email: "first-reviewer@example.com", firstName: "Grace", emailVerified: true, createdAt: new Date(Date.now() - 3 * 24 * 3600_000) });
  await db.insert(reviews).values({
    id: PENDING_REVIEW.id,
    toolId: zapier.id,
    userId: "e2e-first-reviewer",
    authorName: "Grace H.",
    rating: 5,
    title: PENDING_REVIEW.title,
    body: "I connected our forms, invoices and chat for four clients in a week. Cheaper plans at www.zap-deals.example.",
    useCase: "Automating client onboarding",
    plan: "paid",
    usedFor: "6-12-months",
    status: "pending",
  });
  console.log(`Reviews awaiting moderation: ${await countReviewsAwaitingModeration(db)}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
