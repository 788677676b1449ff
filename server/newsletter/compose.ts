/**
 * The weekly draft: what changed in the directory during the week, its new articles (or the latest
 * one, as the week's workflow idea) and one course, written as the HTML the post editor makes, so admins edit it like a post. Links are the
 * site's own paths; the e-mail makes them absolute.
 */
import { asc, count, desc, eq, sql } from "drizzle-orm";
import { changeSentence, changeSubject, changeWords, PUBLIC_CHANGE_GROUPS, type PublicChangeGroup } from "~/lib/public-changes";
import { formatDate } from "~/lib/dates";
import { SITE_NAME } from "~/lib/site";
import { sanitizePostHtml } from "../blog/sanitize";
import { findChangesBetween } from "../changes/queries";
import type { Database } from "../db/client";
import { aiCourses, blogPosts, newsletterIssues } from "../db/schema";
import { defaultSendTime, isoDay, weekToDraft } from "./schedule";
import { escapeHtml } from "../mail/escape-html";

/** Items per section: the rest are one click away on What's new. */
const SECTION_LIMIT = 12;

type WeekChange = Awaited<ReturnType<typeof findChangesBetween>>[number];


const SECTIONS: { heading: string; groups: PublicChangeGroup[]; describe: (change: WeekChange) => string }[] = [
  { heading: "New in the directory", groups: ["tools"], describe: (change) => shortDescription(change.toolDescription) },
  { heading: "Prices and terms that changed", groups: ["prices", "terms"], describe: (change) => changeSentence(changeWords(change)) },
  {
    heading: "Discontinued, and links that broke or came back",
    groups: ["discontinued", "links"],
    describe: (change) => changeSentence(changeWords(change)) + (change.kind === "discontinued" && change.successorName ? `; try ${change.successorName} instead` : ""),
  },
  { heading: "New on the blog", groups: ["articles"], describe: () => "" },
];

function shortDescription(description: string | null): string {
  if (!description) return "";
  const firstSentence = description.split(/(?<=\.)\s/)[0] ?? description;
  return firstSentence.length > 160 ? `${firstSentence.slice(0, 157).trimEnd()}…` : firstSentence;
}

function listItem(change: WeekChange, description: string): string {
  const subject = changeSubject(change);
  return `<li><a href="${escapeHtml(subject.path)}">${escapeHtml(subject.name)}</a>${description ? `: ${escapeHtml(description)}` : ""}</li>`;
}

/** A course for the week: one added that week, else the next in turn, so each week names another. */
async function courseOfTheWeek(db: Database, changes: WeekChange[], weekStart: Date) {
  const added = changes.find((change) => change.kind === "course-added" && change.courseSlug);
  if (added) return { name: added.courseName ?? added.courseSlug!, path: `/resources/courses/${added.courseSlug}`, description: null };
  const [{ courses } = { courses: 0 }] = await db.select({ courses: count() }).from(aiCourses);
  if (courses === 0) return null;
  const weekNumber = Math.floor(weekStart.getTime() / (7 * 24 * 60 * 60 * 1000));
  const [course] = await db
    .select({ name: aiCourses.name, slug: aiCourses.slug, description: aiCourses.description })
    .from(aiCourses)
    .orderBy(asc(aiCourses.createdAt), asc(aiCourses.id))
    .offset(weekNumber % courses)
    .limit(1);
  return course ? { name: course.name, path: `/resources/courses/${course.slug}`, description: shortDescription(course.description) } : null;
}

export interface WeeklyDraft {
  subject: string;
  content: string;
}


export async function composeWeek(db: Database, week: { start: Date; end: Date }): Promise<WeeklyDraft> {
  const changes = await findChangesBetween(db, week.start, week.end);
  const parts: string[] = [];
  const counts: string[] = [];
  for (const section of SECTIONS) {
    const kinds = new Set<string>(section.groups.flatMap((group) => PUBLIC_CHANGE_GROUPS[group].kinds));
    const items = changes.filter((change) => kinds.has(change.kind));
    if (items.length === 0) continue;
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`, `<ul>${items.slice(0, SECTION_LIMIT).map((change) => listItem(change, section.describe(change))).join("")}</ul>`);
    if (items.length > SECTION_LIMIT) parts.push(`<p><a href="/new">${items.length - SECTION_LIMIT} more on What's new</a></p>`);
    if (section.groups.includes("tools")) counts.push(`${items.length} new ${items.length === 1 ? "tool" : "tools"}`);
    if (section.groups.includes("prices")) counts.push(`${items.length} ${items.length === 1 ? "change" : "changes"} to prices and terms`);
  }
  const hasNews = parts.length > 0;
  if (!changes.some((change) => change.kind === "article-added")) {
    const [article] = await db
      .select({ title: blogPosts.title, slug: blogPosts.slug, excerpt: blogPosts.excerpt })
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(desc(blogPosts.publishedAt))
      .limit(1);
    if (article) {
      parts.push(
        "<h2>One workflow idea</h2>",
        `<p><a href="/blog/${escapeHtml(article.slug)}">${escapeHtml(article.title)}</a>${article.excerpt ? `: ${escapeHtml(shortDescription(article.excerpt))}` : ""}</p>`,
      );
    }
  }
  const course = await courseOfTheWeek(db, changes, week.start);
  if (course) {
    parts.push(
      "<h2>A course worth your evening</h2>",
      `<p><a href="${escapeHtml(course.path)}">${escapeHtml(course.name)}</a>${course.description ? `: ${escapeHtml(course.description)}` : ""}</p>`,
    );
  }
  const lastDay = new Date(week.end.getTime() - 24 * 60 * 60 * 1000);
  const intro = hasNews
    ? `<p>What changed in the directory from ${formatDate(week.start)} to ${formatDate(lastDay)}.</p>`
    : `<p>A quiet week in the directory from ${formatDate(week.start)} to ${formatDate(lastDay)}.</p>`;
  return {
    subject: `${SITE_NAME} weekly: ${counts.length > 0 ? counts.join(", ") : `week of ${formatDate(week.start)}`}`,
    content: sanitizePostHtml([intro, ...parts].join("")),
  };
}

/**
 * Drafts the issue of the week that just ended, once: the week is unique, so instances running this
 * at the same moment, or a restart, make one draft. It is scheduled at the default time, so the
 * newsletter goes out every week unless an admin holds an issue.
 * Answers whether this call made it.
 */
export async function draftWeeklyIssue(db: Database, now = new Date()): Promise<boolean> {
  const week = weekToDraft(now);
  const weekStart = isoDay(week.start);
  const [existing] = await db.select({ id: newsletterIssues.id }).from(newsletterIssues).where(sql`${newsletterIssues.weekStart} = ${weekStart}`);
  if (existing) return false;
  const draft = await composeWeek(db, week);
  const made = await db
    .insert(newsletterIssues)
    .values({ weekStart, subject: draft.subject, content: draft.content, status: "scheduled", scheduledFor: defaultSendTime(now) })
    .onConflictDoNothing({ target: newsletterIssues.weekStart })
    .returning({ id: newsletterIssues.id });
  return made.length === 1;
}
