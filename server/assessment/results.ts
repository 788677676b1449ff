/**
 * The assessment's results: for each task the visitor named, the catalogue's tools for it that meet
 * their needs (every deciding fact known and fitting), then those that may (nothing known against
 * them, something not on record), a course that teaches one of them, and the first thing to try.
 * Computed from the answers and today's catalogue only: no guess, no figure the answers do not give.
 */
import { and, arrayOverlaps, asc, desc, eq, inArray } from "drizzle-orm";
import { totalHours, type AssessmentAnswers } from "~/lib/assessment";
import { wholeSources, type FactSources } from "~/lib/fact-sources";
import type { Database } from "../db/client";
import { aiCourses, aiTools, courseTools } from "../db/schema";
import { byName } from "../db/order";
import { listedTool } from "../tools/queries";
import { checkTool, mayMeet, meetsAll, type RequirementCheck, type ToolFacts } from "./match";

/** How many tools each task recommends. */
export const PER_TASK = 3;

export type RecommendedTool = ToolFacts & {
  id: string;
  slug: string;
  name: string;
  logoUrl: string | null;
  factSources: FactSources;
  checks: RequirementCheck[];
};

export interface TaskResult {
  task: string;
  hours: number;
  /** Tools whose every deciding fact is known and fits, the most notable first. */
  matches: RecommendedTool[];
  /** When fewer than PER_TASK match: tools nothing known rules out, with what is not on record. */
  maybes: RecommendedTool[];
  /** Tools the visitor already uses for this task. */
  alreadyUsed: { slug: string; name: string }[];
  course: { slug: string; name: string; platformName: string; teaches: string } | null;
}

export interface AssessmentResults {
  tasks: TaskResult[];
  totalHours: number;
  /** Hours of the tasks with at least PER_TASK tools that meet every need. */
  coveredHours: number;
  /** The first tool to try: the best match of the task with the most hours. */
  firstStep: { task: string; hours: number; tool: { slug: string; name: string } } | null;
  /** Tools the visitor named that the catalogue does not list (a removed tool, a mistyped address). */
  unknownUses: string[];
}

const toolColumns = {
  id: aiTools.id,
  slug: aiTools.slug,
  name: aiTools.name,
  logoUrl: aiTools.logoUrl,
  pricing: aiTools.pricing,
  freeTier: aiTools.freeTier,
  startingPrice: aiTools.startingPrice,
  monthlyPriceUsd: aiTools.monthlyPriceUsd,
  commercialFree: aiTools.commercialFree,
  commercialPaid: aiTools.commercialPaid,
  trainsOnContent: aiTools.trainsOnContent,
  openSource: aiTools.openSource,
  selfHostable: aiTools.selfHostable,
  platforms: aiTools.platforms,
  useCases: aiTools.useCases,
  factSources: aiTools.factSources,
};

export async function assessmentResults(db: Database, answers: AssessmentAnswers): Promise<AssessmentResults> {
  const taskSlugs = answers.tasks.map(({ task }) => task);
  const candidates = await db
    .select(toolColumns)
    .from(aiTools)
    .where(and(listedTool, arrayOverlaps(aiTools.useCases, taskSlugs)))
    .orderBy(asc(aiTools.sortOrder), desc(aiTools.popularity), asc(byName(aiTools.name)));
  const used = answers.uses.length === 0 ? [] : await db.select({ id: aiTools.id, slug: aiTools.slug, name: aiTools.name, useCases: aiTools.useCases }).from(aiTools).where(and(listedTool, inArray(aiTools.slug, answers.uses)));
  const usedSlugs = new Set(used.map((tool) => tool.slug));

  const tasks = answers.tasks.map(({ task, hours }) => {
    const checked = candidates
      .filter((tool) => tool.useCases.includes(task) && !usedSlugs.has(tool.slug))
      .map(({ useCases: _useCases, ...tool }) => ({ ...tool, factSources: wholeSources(tool.factSources), checks: checkTool(tool, answers) }));
    const matches = checked.filter((tool) => meetsAll(tool.checks)).slice(0, PER_TASK);
    // The fewer facts missing, the nearer a tool is to a known match; among equals, the most notable first (a stable sort).
    const unknowns = (tool: { checks: RequirementCheck[] }) => tool.checks.filter((check) => check.status === "unknown").length;
    const maybes = checked
      .filter((tool) => mayMeet(tool.checks))
      .sort((a, b) => unknowns(a) - unknowns(b))
      .slice(0, Math.max(0, PER_TASK - matches.length));
    return {
      task,
      hours,
      matches,
      maybes,
      alreadyUsed: used.filter((tool) => tool.useCases.includes(task)).map(({ slug, name }) => ({ slug, name })),
    };
  });

  const courses = await coursesTeaching(db, tasks.flatMap((task) => task.matches.concat(task.maybes).map((tool) => tool.id)));
  const withCourses: TaskResult[] = tasks.map((task) => {
    const taught = task.matches.concat(task.maybes).find((tool) => courses.has(tool.id));
    const course = taught ? courses.get(taught.id) : undefined;
    return { ...task, course: course && taught ? { ...course, teaches: taught.name } : null };
  });

  const byHours = [...withCourses].sort((a, b) => b.hours - a.hours);
  const firstTask = byHours.find((task) => task.matches.length > 0);
  const firstTool = firstTask?.matches[0];
  return {
    tasks: withCourses,
    totalHours: totalHours(answers),
    coveredHours: withCourses.filter((task) => task.matches.length >= PER_TASK).reduce((sum, task) => sum + task.hours, 0),
    firstStep: firstTask && firstTool ? { task: firstTask.task, hours: firstTask.hours, tool: { slug: firstTool.slug, name: firstTool.name } } : null,
    unknownUses: answers.uses.filter((slug) => !usedSlugs.has(slug)),
  };
}

/** For each tool, one course that teaches it: featured courses first, then by name. */
async function coursesTeaching(db: Database, toolIds: string[]) {
  if (toolIds.length === 0) return new Map<string, { slug: string; name: string; platformName: string }>();
  const rows = await db
    .select({ toolId: courseTools.toolId, slug: aiCourses.slug, name: aiCourses.name, platformName: aiCourses.platformName })
    .from(courseTools)
    .innerJoin(aiCourses, eq(aiCourses.id, courseTools.courseId))
    .where(inArray(courseTools.toolId, toolIds))
    .orderBy(desc(aiCourses.isFeatured), asc(byName(aiCourses.name)));
  const first = new Map<string, { slug: string; name: string; platformName: string }>();
  for (const { toolId, ...course } of rows) if (!first.has(toolId)) first.set(toolId, course);
  return first;
}

/** The recommended tools of a set of answers, for "save all": the ones that meet every need. */
export async function recommendedToolIds(db: Database, answers: AssessmentAnswers): Promise<string[]> {
  const results = await assessmentResults(db, answers);
  return [...new Set(results.tasks.flatMap((task) => task.matches.map((tool) => tool.id)))];
}

/** The names of tools named by slug, for the quiz that opens with its answers again. */
export async function findToolNames(db: Database, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.select({ slug: aiTools.slug, name: aiTools.name }).from(aiTools).where(inArray(aiTools.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.name]));
}
