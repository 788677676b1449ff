/**
 * The Workflow Survival Assessment's answers: what each question may hold, and the address that
 * carries them. The answers never leave the visitor's browser except in that address (no account,
 * no name), so the results page can be shared, opened elsewhere and cached like any other page.
 * Read by the quiz in the browser and by the results' loader on the server.
 */
import { isUseCase } from "./tool-facts";
import { isOneOf } from "./records";

export const DISCIPLINES = ["designer", "writer", "marketer", "photographer", "architect", "videographer", "other"] as const;
export type Discipline = (typeof DISCIPLINES)[number];

/** A monthly budget in US dollars for one tool; "any" sets no ceiling. 0 asks for a free plan. */
export const BUDGETS = ["0", "10", "20", "50", "any"] as const;
export type Budget = (typeof BUDGETS)[number];

/** What the work needs of a tool, beyond its task and price. */
export const NEEDS = ["commercial", "no-training", "open-source"] as const;
export type Need = (typeof NEEDS)[number];

/** Where a tool must run: one of them is enough. "offline" is a tool that runs on your own machine (self-hostable). */
export const PLACES = ["web", "mac", "windows", "offline"] as const;
export type Place = (typeof PLACES)[number];

export const MAX_TASKS = 5;
export const MAX_HOURS = 60;
export const MAX_USED_TOOLS = 10;

export interface TaskHours {
  task: string;
  hours: number;
}

export interface AssessmentAnswers {
  discipline: Discipline;
  tasks: TaskHours[];
  /** Tools already in use, by slug. */
  uses: string[];
  budget: Budget;
  needs: Need[];
  places: Place[];
}

/**
 * The tasks each discipline spends most of its hours on, offered first (in this order). Every other
 * task of the catalogue's vocabulary stays one click away.
 */
export const TASKS_OF_DISCIPLINE: Record<Discipline, readonly string[]> = {
  designer: ["generate-images", "social-graphics", "logo-design", "brand-identity", "ui-design", "mockups", "illustration", "vector-graphics", "presentations"],
  writer: ["write-articles", "write-copy", "proofread", "rewrite", "scripts-stories", "research", "summarise", "translate", "seo"],
  marketer: ["social-posts", "write-copy", "ad-creatives", "email-campaigns", "seo", "social-graphics", "schedule-posts", "market-research", "short-clips"],
  photographer: ["edit-photos", "remove-backgrounds", "upscale-images", "restore-photos", "headshots", "product-photos", "generate-images", "social-posts"],
  architect: ["architecture-renders", "interior-design", "floor-plans", "3d-models", "generate-images", "presentations", "product-design"],
  videographer: ["edit-video", "generate-video", "short-clips", "subtitles", "motion-graphics", "voiceover", "clean-audio", "compose-music", "transcribe"],
  other: ["chat-assistant", "research", "write-copy", "generate-images", "presentations", "meeting-notes", "automate-workflows", "transcribe"],
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

export type ParsedAnswers = { ok: true; answers: AssessmentAnswers } | { ok: false };

/**
 * Reads the answers from a results address. Anything unknown or out of range (a task the catalogue
 * does not have, 0 or 500 hours, a repeated task, an unknown budget) refuses the whole address: the
 * page then offers to start again rather than guess what was meant.
 */
export function parseAnswers(params: URLSearchParams): ParsedAnswers {
  const discipline = params.get("d");
  const budget = params.get("b") ?? "any";
  if (!discipline || !isOneOf(DISCIPLINES, discipline) || !isOneOf(BUDGETS, budget)) return { ok: false };

  const tasks: TaskHours[] = [];
  for (const entry of params.getAll("t")) {
    const match = /^([a-z0-9-]+):(\d{1,3})$/.exec(entry);
    if (!match) return { ok: false };
    const [, task = "", digits = ""] = match;
    const hours = Number(digits);
    if (!isUseCase(task) || hours < 1 || hours > MAX_HOURS || tasks.some((known) => known.task === task)) return { ok: false };
    tasks.push({ task, hours });
  }
  if (tasks.length === 0 || tasks.length > MAX_TASKS) return { ok: false };

  const uses = params.getAll("u");
  if (uses.length > MAX_USED_TOOLS || uses.some((slug) => !SLUG.test(slug)) || new Set(uses).size !== uses.length) return { ok: false };

  const needs = params.getAll("n");
  const places = params.getAll("p");
  const allNeeds = needs.every((need): need is Need => isOneOf(NEEDS, need));
  const allPlaces = places.every((place): place is Place => isOneOf(PLACES, place));
  if (!allNeeds || !allPlaces || new Set(needs).size !== needs.length || new Set(places).size !== places.length) return { ok: false };

  return { ok: true, answers: { discipline, tasks, uses, budget, needs, places } };
}

/** The answers as the results address's query, in a fixed order so one set of answers has one address (and one cached page). */
export function answersQuery(answers: AssessmentAnswers): string {
  const params = new URLSearchParams();
  params.set("d", answers.discipline);
  for (const { task, hours } of answers.tasks) params.append("t", `${task}:${hours}`);
  for (const slug of answers.uses) params.append("u", slug);
  params.set("b", answers.budget);
  for (const need of NEEDS.filter((need) => answers.needs.includes(need))) params.append("n", need);
  for (const place of PLACES.filter((place) => answers.places.includes(place))) params.append("p", place);
  return params.toString();
}

/** Where the quiz and its results live; /blueprint-details is the same quiz under the home promo's address. */
export const ASSESSMENT_PATH = "/workflow-survival-details";
export const resultsPath = (answers: AssessmentAnswers) => `${ASSESSMENT_PATH}/results?${answersQuery(answers)}`;

/** Where the quiz keeps answers in progress: they survive a reload and the browser's Back from the results, for this tab only. */
export const ASSESSMENT_DRAFT_KEY = "assessment-draft";

/** The weekly hours of all the tasks. */
export const totalHours = (answers: Pick<AssessmentAnswers, "tasks">) => answers.tasks.reduce((sum, { hours }) => sum + hours, 0);
