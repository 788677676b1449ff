/**
 * The quiz as it is being answered: what each screen holds, and whether it may move on. The
 * browser checks a screen when Next is pressed; the action checks them all again.
 */
import { BUDGETS, DISCIPLINES, MAX_HOURS, MAX_TASKS, MAX_USED_TOOLS, NEEDS, PLACES, parseAnswers, type AssessmentAnswers } from "./assessment";
import * as m from "../paraglide/messages";

export interface QuizDraft {
  discipline: string;
  tasks: string[];
  /** Hours a week by task, as typed. */
  hours: Record<string, string>;
  uses: { slug: string; name: string }[];
  budget: string;
  needs: string[];
  places: string[];
}

export const EMPTY_DRAFT: QuizDraft = { discipline: "", tasks: [], hours: {}, uses: [], budget: "", needs: [], places: [] };

export const QUIZ_STEPS = ["discipline", "tasks", "hours", "tools", "budget", "needs"] as const;
export type QuizStep = (typeof QUIZ_STEPS)[number];

const WHOLE_HOURS = /^\d{1,3}$/;

/** What keeps a screen from moving on, in the page's language; nothing when it may. */
export function stepError(step: QuizStep, draft: QuizDraft): string | undefined {
  switch (step) {
    case "discipline":
      return DISCIPLINES.some((discipline) => discipline === draft.discipline) ? undefined : m.assessment_error_discipline();
    case "tasks":
      if (draft.tasks.length === 0) return m.assessment_error_tasks();
      return draft.tasks.length > MAX_TASKS ? m.assessment_error_too_many_tasks({ max: MAX_TASKS }) : undefined;
    case "hours": {
      const valid = (task: string) => {
        const typed = (draft.hours[task] ?? "").trim();
        return WHOLE_HOURS.test(typed) && Number(typed) >= 1 && Number(typed) <= MAX_HOURS;
      };
      return draft.tasks.every(valid) ? undefined : m.assessment_error_hours({ max: MAX_HOURS });
    }
    case "budget":
      return BUDGETS.some((budget) => budget === draft.budget) ? undefined : m.assessment_error_budget();
    case "tools":
    case "needs":
      return undefined;
  }
}

/** The first screen that cannot move on, or the answers. */
export function draftAnswers(draft: QuizDraft): { ok: true; answers: AssessmentAnswers } | { ok: false; step: QuizStep; message: string } {
  for (const step of QUIZ_STEPS) {
    const message = stepError(step, draft);
    if (message) return { ok: false, step, message };
  }
  const params = new URLSearchParams();
  params.set("d", draft.discipline);
  for (const task of draft.tasks) params.append("t", `${task}:${Number(draft.hours[task])}`);
  for (const { slug } of draft.uses.slice(0, MAX_USED_TOOLS)) params.append("u", slug);
  params.set("b", draft.budget);
  for (const need of draft.needs) params.append("n", need);
  for (const place of draft.places) params.append("p", place);
  const parsed = parseAnswers(params);
  // Every screen passed, so only a value no screen offers (a forged task or need) lands here.
  return parsed.ok ? parsed : { ok: false, step: "tasks", message: m.assessment_error_tasks() };
}

/** The quiz's fields as a form sends them (the page works without scripts too). */
export function draftFromForm(form: FormData | URLSearchParams): QuizDraft {
  const tasks = form.getAll("t").map(String);
  return {
    discipline: String(form.get("d") ?? ""),
    tasks,
    hours: Object.fromEntries(tasks.map((task) => [task, String(form.get(`hours-${task}`) ?? "")])),
    uses: form.getAll("u").map((slug) => ({ slug: String(slug), name: String(slug) })),
    budget: String(form.get("b") ?? ""),
    needs: form.getAll("n").map(String).filter((need) => NEEDS.some((known) => known === need)),
    places: form.getAll("p").map(String).filter((place) => PLACES.some((known) => known === place)),
  };
}

/** A set of answers back into the quiz, to change them ("Change my answers"). */
export function draftOf(answers: AssessmentAnswers, toolNames: Map<string, string>): QuizDraft {
  return {
    discipline: answers.discipline,
    tasks: answers.tasks.map(({ task }) => task),
    hours: Object.fromEntries(answers.tasks.map(({ task, hours }) => [task, String(hours)])),
    uses: answers.uses.map((slug) => ({ slug, name: toolNames.get(slug) ?? slug })),
    budget: answers.budget,
    needs: [...answers.needs],
    places: [...answers.places],
  };
}
