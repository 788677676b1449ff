/**
 * The moderators' queue at /admin/reviews: an account's first review waiting for approval,
 * published reviews that readers reported, and recent published ones whose signs (links,
 * near-copies of another review, a burst of new accounts on one subject) are worth a look.
 * The signs are computed in SQL; the decisions (approve, remove with a reason, dismiss the
 * reports) each resolve the review's open reports in the same transaction.
 */
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import { oneOf } from "~/lib/records";
import { REVIEW_STATUSES, type ReviewStatus } from "~/lib/schemas/review";
import { BURST_ACCOUNT_DAYS, BURST_HOURS, BURST_MIN_REVIEWS, FLAG_WINDOW_DAYS, NEAR_DUPLICATE_SIMILARITY, removalReasonSchema } from "~/lib/schemas/review-moderation";
import type { Database } from "../db/client";
import { aiCourses, aiTools, reviewReports, reviews, users } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { reviewRemovedMail } from "../mail/templates";
import { recipientLanguage } from "../mail/language";
import { baseLocale, pathInLocale } from "~/lib/i18n";
import { markAuthorshipRemoved } from "./authors";
import { subjectPath } from "./subjects";

/** A web address as people write one: http://, https:// or www. */
const LINK_PATTERN = "https?://|www\\.";

export interface ReviewFlags {
  /** The title, body, pros or cons hold a web address. */
  links: boolean;
  /** The most similar other review (any state), when its body is at least NEAR_DUPLICATE_SIMILARITY alike. */
  nearDuplicate: { reviewId: string; title: string; status: ReviewStatus; subjectName: string; subjectPath: string; similarity: number } | null;
  /**
   * How many reviews of the same subject accounts under BURST_ACCOUNT_DAYS old wrote within
   * BURST_HOURS of this one (this one too, when its own account was that new), when at least BURST_MIN_REVIEWS.
   */
  burst: number | null;
}

export interface ModerationItem {
  id: string;
  status: ReviewStatus;
  subject: { kind: "tool" | "course"; name: string; path: string };
  authorName: string;
  /** The writer's account, for admins only; null once the account was deleted. */
  account: { email: string; createdAt: Date } | null;
  rating: number;
  title: string;
  body: string;
  pros: string | null;
  cons: string | null;
  createdAt: Date;
  publishedAt: Date | null;
  openReports: { count: number; reasons: string[] };
  flags: ReviewFlags;
}

export interface ModerationQueue {
  /** Accounts' first reviews, oldest first. */
  pending: ModerationItem[];
  /** Published reviews with open reports, the longest reported first. */
  reported: ModerationItem[];
  /** Recent published reviews with no open report that carry at least one sign, newest first. */
  flagged: ModerationItem[];
}

/** The most similar other review, as queueColumns() builds it in SQL. */
const nearDuplicateJson = z.object({
  reviewId: z.string(),
  title: z.string(),
  status: z.enum(REVIEW_STATUSES),
  kind: z.enum(["tool", "course"]),
  subjectName: z.string().nullable(),
  slug: z.string().nullable(),
  similarity: z.number(),
});
const reasonsJson = z.array(z.string());

/** Parsed by the driver, or still text (the drivers differ on json in a raw column); checked against what the SQL builds. */
function jsonOf<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
  if (value === null || value === undefined) return null;
  return schema.parse(typeof value === "string" ? JSON.parse(value) : value);
}

const openReportOf = (reviewId: typeof reviews.id) => sql`${reviewReports.reviewId} = ${reviewId} and ${reviewReports.resolvedAt} is null`;

/** The columns every queue item needs, with its signs and open reports. */
function queueColumns() {
  const links = sql<boolean>`(concat_ws(' ', ${reviews.title}, ${reviews.body}, ${reviews.pros}, ${reviews.cons}) ~* ${LINK_PATTERN})`;
  // `%` (at pg_trgm's default 0.3) lets the trigram index find the candidates; the stricter bound follows.
  const nearDuplicate = sql<unknown>`(
    select json_build_object(
      'reviewId', other.id,
      'title', other.title,
      'status', other.status,
      'kind', case when other.tool_id is not null then 'tool' else 'course' end,
      'subjectName', coalesce(other_tool.name, other_course.name),
      'slug', coalesce(other_tool.slug, other_course.slug),
      'similarity', similarity(other.body, ${reviews.body})
    )
    from reviews other
    left join ai_tools other_tool on other_tool.id = other.tool_id
    left join ai_courses other_course on other_course.id = other.course_id
    where other.id <> ${reviews.id}
      and other.body % ${reviews.body}
      and similarity(other.body, ${reviews.body}) >= ${NEAR_DUPLICATE_SIMILARITY}
    order by similarity(other.body, ${reviews.body}) desc, other.created_at
    limit 1
  )`;
  const burst = sql<number>`(
    select count(*)::int
    from reviews nearby
    join users writer on writer.id = nearby.user_id
    where (nearby.tool_id = ${reviews.toolId} or nearby.course_id = ${reviews.courseId})
      and nearby.created_at between ${reviews.createdAt} - make_interval(hours => ${BURST_HOURS}) and ${reviews.createdAt} + make_interval(hours => ${BURST_HOURS})
      and nearby.created_at - writer.created_at < make_interval(days => ${BURST_ACCOUNT_DAYS})
  )`;
  return {
    id: reviews.id,
    status: reviews.status,
    toolName: aiTools.name,
    toolSlug: aiTools.slug,
    courseName: aiCourses.name,
    courseSlug: aiCourses.slug,
    authorName: reviews.authorName,
    accountEmail: users.email,
    accountCreatedAt: users.createdAt,
    rating: reviews.rating,
    title: reviews.title,
    body: reviews.body,
    pros: reviews.pros,
    cons: reviews.cons,
    createdAt: reviews.createdAt,
    publishedAt: reviews.publishedAt,
    reportCount: sql<number>`(select count(*)::int from ${reviewReports} where ${openReportOf(reviews.id)})`,
    reportReasons: sql<unknown>`(select json_agg(${reviewReports.reason} order by ${reviewReports.createdAt}) from ${reviewReports} where ${openReportOf(reviews.id)})`,
    firstReportAt: sql<string | null>`(select min(${reviewReports.createdAt})::text from ${reviewReports} where ${openReportOf(reviews.id)})`,
    links,
    nearDuplicate,
    burst,
  };
}

type QueueRow = Awaited<ReturnType<typeof selectQueueRows>>[number];

function selectQueueRows(db: Database, now: Date) {
  const since = new Date(now.getTime() - FLAG_WINDOW_DAYS * 24 * 3600_000);
  return db
    .select(queueColumns())
    .from(reviews)
    .leftJoin(aiTools, eq(aiTools.id, reviews.toolId))
    .leftJoin(aiCourses, eq(aiCourses.id, reviews.courseId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(
      or(
        eq(reviews.status, "pending"),
        and(
          eq(reviews.status, "published"),
          or(sql`exists (select 1 from ${reviewReports} where ${openReportOf(reviews.id)})`, sql`coalesce(${reviews.publishedAt}, ${reviews.createdAt}) >= ${since.toISOString()}::timestamptz`),
        ),
      ),
    )
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
}

function itemOf(row: QueueRow): ModerationItem {
  const kind = row.toolName !== null ? "tool" : "course";
  const name = (kind === "tool" ? row.toolName : row.courseName) ?? "";
  const slug = (kind === "tool" ? row.toolSlug : row.courseSlug) ?? "";
  const near = jsonOf(nearDuplicateJson, row.nearDuplicate);
  return {
    id: row.id,
    status: oneOf(REVIEW_STATUSES, row.status, "review status"),
    subject: { kind, name, path: subjectPath({ kind, slug }) },
    authorName: row.authorName,
    account: row.accountEmail !== null && row.accountCreatedAt !== null ? { email: row.accountEmail, createdAt: row.accountCreatedAt } : null,
    rating: row.rating,
    title: row.title,
    body: row.body,
    pros: row.pros,
    cons: row.cons,
    createdAt: row.createdAt,
    publishedAt: row.publishedAt,
    openReports: { count: Number(row.reportCount), reasons: jsonOf(reasonsJson, row.reportReasons) ?? [] },
    flags: {
      links: Boolean(row.links),
      nearDuplicate: near
        ? { reviewId: near.reviewId, title: near.title, status: near.status, subjectName: near.subjectName ?? "", subjectPath: subjectPath({ kind: near.kind, slug: near.slug ?? "" }), similarity: near.similarity }
        : null,
      burst: Number(row.burst) >= BURST_MIN_REVIEWS ? Number(row.burst) : null,
    },
  };
}

export const hasFlags = (flags: ReviewFlags) => flags.links || flags.nearDuplicate !== null || flags.burst !== null;

export async function findModerationQueue(db: Database, now = new Date()): Promise<ModerationQueue> {
  const rows = await selectQueueRows(db, now);
  const queue: ModerationQueue = { pending: [], reported: [], flagged: [] };
  const firstReportAt = new Map<string, string>();
  for (const row of rows) {
    const item = itemOf(row);
    if (item.status === "pending") queue.pending.push(item);
    else if (item.openReports.count > 0) {
      queue.reported.push(item);
      firstReportAt.set(item.id, row.firstReportAt ?? "");
    } else if (hasFlags(item.flags)) queue.flagged.push(item);
  }
  // Timestamps as Postgres writes them in one session sort as text.
  queue.reported.sort((a, b) => (firstReportAt.get(a.id) ?? "").localeCompare(firstReportAt.get(b.id) ?? ""));
  queue.flagged.reverse();
  return queue;
}

/** For the admin overview: first reviews waiting, and published reviews with open reports. */
export async function countReviewsAwaitingModeration(db: Database): Promise<number> {
  return db.$count(
    reviews,
    or(eq(reviews.status, "pending"), and(eq(reviews.status, "published"), sql`exists (select 1 from ${reviewReports} where ${openReportOf(reviews.id)})`)),
  );
}

type Writer = Pick<Database, "update">;

async function resolveOpenReports(tx: Writer, reviewId: string, now: Date): Promise<number> {
  const resolved = await tx
    .update(reviewReports)
    .set({ resolvedAt: now })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
    .returning({ id: reviewReports.id });
  return resolved.length;
}

/**
 * Publishes a waiting review, or brings back a removed one (its first publication date kept);
 * the subject's totals follow by trigger. Its open reports are resolved with it.
 */
export async function approveReview(db: Database, reviewId: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const approved = await tx
      .update(reviews)
      .set({ status: "published", publishedAt: sql`coalesce(${reviews.publishedAt}, ${now.toISOString()}::timestamptz)`, removalReason: null, updatedAt: now })
      .where(and(eq(reviews.id, reviewId), inArray(reviews.status, ["pending", "removed"])))
      .returning({ id: reviews.id, userId: reviews.userId, toolId: reviews.toolId, courseId: reviews.courseId });
    if (approved.length === 0) return false;
    await resolveOpenReports(tx, reviewId, now);
    const [author] = approved[0]!.userId ? await tx.select({ email: users.email }).from(users).where(eq(users.id, approved[0]!.userId)) : [];
    if (author) await markAuthorshipRemoved(tx, author.email, approved[0]!, false);
    return true;
  });
}

/**
 * Takes a waiting or published review out of view, with the reason kept beside it for its
 * author; the subject's totals follow by trigger. Its open reports are resolved with it. Given
 * the site's address, it also e-mails the reason to the author, through the outbox in the same
 * transaction (an account deleted since has no one to tell).
 */
export async function removeReview(db: Database, reviewId: string, reason: string, { now = new Date(), publicUrl }: { now?: Date; publicUrl?: string } = {}): Promise<boolean> {
  const checked = removalReasonSchema.safeParse(reason);
  if (!checked.success) throw new RangeError(`A removal needs a reason: ${checked.error.issues[0]?.message}`);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: reviews.status,
        title: reviews.title,
        toolName: aiTools.name,
        toolSlug: aiTools.slug,
        courseName: aiCourses.name,
        courseSlug: aiCourses.slug,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        emailVerified: users.emailVerified,
        toolId: reviews.toolId,
        courseId: reviews.courseId,
      })
      .from(reviews)
      .leftJoin(aiTools, eq(aiTools.id, reviews.toolId))
      .leftJoin(aiCourses, eq(aiCourses.id, reviews.courseId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.id, reviewId))
      .for("update", { of: reviews });
    if (!before || before.status === "removed") return false;
    await tx.update(reviews).set({ status: "removed", removalReason: checked.data, updatedAt: now }).where(eq(reviews.id, reviewId));
    await resolveOpenReports(tx, reviewId, now);
    // The address may not delete the removed review and write it again (server/reviews/authors.ts).
    if (before.email !== null) await markAuthorshipRemoved(tx, before.email, before, true);
    if (publicUrl && before.email !== null && before.emailVerified !== null) {
      const kind = before.toolName !== null ? "tool" : "course";
      const subject = { name: (kind === "tool" ? before.toolName : before.courseName) ?? "", slug: (kind === "tool" ? before.toolSlug : before.courseSlug) ?? "" };
      // The moderator's page does not say the author's language: the account's, or English.
      const locale = await recipientLanguage(tx, before.userId, baseLocale);
      const mail = reviewRemovedMail(
        { email: before.email, firstName: before.firstName, emailVerified: before.emailVerified },
        {
          title: before.title,
          subjectName: subject.name,
          subjectUrl: new URL(pathInLocale(subjectPath({ kind, slug: subject.slug }), locale), publicUrl).href,
          wasPublished: before.status === "published",
        },
        checked.data,
        new URL(pathInLocale("/contact", locale), publicUrl).href,
        locale,
      );
      await enqueueMail(tx, mail);
    }
    return true;
  });
}

/** The reports were unfounded: they are resolved and the review stays as it is. */
export async function dismissReports(db: Database, reviewId: string, now = new Date()): Promise<boolean> {
  return (await resolveOpenReports(db, reviewId, now)) > 0;
}
