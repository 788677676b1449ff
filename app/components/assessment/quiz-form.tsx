import { X } from "~/components/icons";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { ToolAutocomplete } from "~/components/tool-autocomplete";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { ASSESSMENT_DRAFT_KEY as DRAFT_KEY, BUDGETS, DISCIPLINES, MAX_HOURS, MAX_TASKS, MAX_USED_TOOLS, NEEDS, PLACES, TASKS_OF_DISCIPLINE } from "~/lib/assessment";
import { EMPTY_DRAFT, QUIZ_STEPS, stepError, type QuizDraft, type QuizStep } from "~/lib/assessment-quiz";
import { disciplineLabel, budgetLabel, needLabel, placeLabel } from "~/lib/assessment-labels";
import { taskLabel } from "~/lib/catalogue-labels";
import { USE_CASES } from "~/lib/tool-facts";
import * as m from "~/paraglide/messages";

const STARTED_KEY = "assessment-started";

function storedDraft(): QuizDraft | undefined {
  try {
    const stored = sessionStorage.getItem(DRAFT_KEY);
    return stored ? { ...EMPTY_DRAFT, ...(JSON.parse(stored) as Partial<QuizDraft>) } : undefined; // our own JSON, written below
  } catch {
    return undefined;
  }
}

function toggled(list: string[], value: string, on: boolean) {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

/**
 * The Workflow Survival Assessment: one question a screen with a progress bar once scripts run,
 * every question on one page without them. Either way one form posts the answers; the action checks
 * them and sends the visitor to their results' address.
 */
export function QuizForm({ initial, serverError, unsent }: { initial: QuizDraft | null; serverError?: { step: QuizStep; message: string }; unsent?: string }) {
  const [draft, setDraft] = useState<QuizDraft>(initial ?? EMPTY_DRAFT);
  const [stepIndex, setStepIndex] = useState(serverError ? QUIZ_STEPS.indexOf(serverError.step) : 0);
  const [error, setError] = useState<string | undefined>(serverError?.message);
  const [scripted, setScripted] = useState(false);
  const started = useRef(false);
  const starts = useFetcher();
  const navigation = useNavigation();

  // After hydration: one screen at a time, and the answers this tab had when none came with the address.
  useEffect(() => {
    setScripted(true);
    if (!initial) {
      const stored = storedDraft();
      if (stored) setDraft(stored);
    }
  }, [initial]);
  useEffect(() => {
    if (scripted) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  }, [draft, scripted]);

  const step = QUIZ_STEPS[stepIndex] ?? "discipline";
  const update = (change: Partial<QuizDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setError(undefined);
  };
  const goTo = (index: number) => {
    setStepIndex(index);
    setError(undefined);
    // The new question is read out and takes the keyboard.
    requestAnimationFrame(() => document.getElementById(`quiz-${QUIZ_STEPS[index] ?? "discipline"}-question`)?.focus());
  };
  const next = () => {
    const problem = stepError(step, draft);
    if (problem) {
      setError(problem);
      return;
    }
    if (!started.current && sessionStorage.getItem(STARTED_KEY) === null) {
      // Counted once per quiz in this tab (a reload is the same quiz), as a number only: the admin home's weekly figures.
      started.current = true;
      sessionStorage.setItem(STARTED_KEY, "yes");
      void starts.submit({ intent: "start" }, { method: "post" });
    }
    goTo(stepIndex + 1);
  };

  const shown = (name: QuizStep) => !scripted || name === step;
  const discipline = DISCIPLINES.find((known) => known === draft.discipline);
  const common = discipline ? TASKS_OF_DISCIPLINE[discipline] : [];
  const others = USE_CASES.map((useCase) => useCase.slug).filter((slug) => !common.includes(slug));
  const full = draft.tasks.length >= MAX_TASKS;
  const last = stepIndex === QUIZ_STEPS.length - 1;
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";

  const taskBox = (slug: string) => (
    <label key={slug} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm hover:bg-surface-raised">
      <input
        type="checkbox"
        name="t"
        value={slug}
        checked={draft.tasks.includes(slug)}
        disabled={full && !draft.tasks.includes(slug)}
        onChange={(event) => update({ tasks: toggled(draft.tasks, slug, event.target.checked) })}
        className="size-5 shrink-0 accent-[var(--accent)]"
      />
      {taskLabel(slug)}
    </label>
  );

  return (
    <Form
      method="post"
      noValidate
      className="mt-8"
      onSubmit={(event) => {
        // Enter in a field moves to the next question until the last one.
        if (scripted && !last) {
          event.preventDefault();
          next();
          return;
        }
        // The next quiz in this tab is another start.
        sessionStorage.removeItem(STARTED_KEY);
      }}
    >
      <input type="hidden" name="intent" value="finish" />
      {scripted && (
        <div className="mb-6">
          <p className="text-sm font-medium text-muted" aria-live="polite">
            {m.assessment_progress({ current: stepIndex + 1, total: QUIZ_STEPS.length })}
          </p>
          <div
            role="progressbar"
            aria-label={m.assessment_progress({ current: stepIndex + 1, total: QUIZ_STEPS.length })}
            aria-valuemin={1}
            aria-valuemax={QUIZ_STEPS.length}
            aria-valuenow={stepIndex + 1}
            className="mt-2 h-2 overflow-hidden rounded-full bg-surface-raised"
          >
            <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${((stepIndex + 1) / QUIZ_STEPS.length) * 100}%` }} />
          </div>
        </div>
      )}

      <Question name="discipline" legend={m.assessment_q_discipline()} shown={shown("discipline")}>
        <div className="grid gap-1 sm:grid-cols-2">
          {DISCIPLINES.map((value) => (
            <Choice key={value} type="radio" name="d" value={value} checked={draft.discipline === value} onChange={() => update({ discipline: value })} label={disciplineLabel(value)} />
          ))}
        </div>
      </Question>

      <Question name="tasks" legend={m.assessment_q_tasks()} hint={m.assessment_tasks_hint({ max: MAX_TASKS })} shown={shown("tasks")}>
        {common.length > 0 && (
          <>
            <p className="mb-1 text-sm font-semibold">{m.assessment_tasks_common()}</p>
            <div className="grid gap-x-4 sm:grid-cols-2">{common.map(taskBox)}</div>
          </>
        )}
        <details className="mt-3" open={common.length === 0 || draft.tasks.some((task) => !common.includes(task))}>
          <summary className="cursor-pointer py-2 text-sm font-semibold">{m.assessment_tasks_more()}</summary>
          <div className="grid gap-x-4 sm:grid-cols-2">{others.map(taskBox)}</div>
        </details>
      </Question>

      <Question name="hours" legend={m.assessment_q_hours()} shown={shown("hours")}>
        {draft.tasks.length === 0 ? (
          <p className="text-sm text-muted">{m.assessment_error_tasks()}</p>
        ) : (
          <div className="grid gap-4">
            {draft.tasks.map((task) => (
              <label key={task} className="grid gap-1 text-sm font-medium">
                {m.assessment_hours_label({ task: taskLabel(task) })}
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_HOURS}
                  step={1}
                  name={`hours-${task}`}
                  value={draft.hours[task] ?? ""}
                  onChange={(event) => update({ hours: { ...draft.hours, [task]: event.target.value } })}
                  className={`${inputClass} max-w-32`}
                />
              </label>
            ))}
          </div>
        )}
      </Question>

      <Question name="tools" legend={m.assessment_q_tools()} hint={m.assessment_tools_hint()} shown={shown("tools")}>
        {draft.uses.map(({ slug }) => (
          <input key={slug} type="hidden" name="u" value={slug} />
        ))}
        {scripted && draft.uses.length < MAX_USED_TOOLS && (
          <ToolAutocomplete
            label={m.assessment_tools_add()}
            onChoose={(tool) => {
              if (!draft.uses.some((used) => used.slug === tool.slug)) update({ uses: [...draft.uses, { slug: tool.slug, name: tool.name }] });
            }}
          />
        )}
        {draft.uses.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{m.assessment_tools_none()}</p>
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2" role="list">
            {draft.uses.map((tool) => (
              <li key={tool.slug} className="inline-flex items-center gap-1 rounded-full border border-border bg-surface py-1 pl-3 pr-1 text-sm">
                {tool.name}
                <button
                  type="button"
                  onClick={() => update({ uses: draft.uses.filter((used) => used.slug !== tool.slug) })}
                  aria-label={m.assessment_tools_remove({ name: tool.name })}
                  className="inline-flex size-8 items-center justify-center rounded-full hover:bg-surface-raised"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Question>

      <Question name="budget" legend={m.assessment_q_budget()} shown={shown("budget")}>
        <div className="grid gap-1">
          {BUDGETS.map((value) => (
            <Choice key={value} type="radio" name="b" value={value} checked={draft.budget === value} onChange={() => update({ budget: value })} label={budgetLabel(value)} />
          ))}
        </div>
      </Question>

      <Question name="needs" legend={m.assessment_q_needs()} hint={m.assessment_needs_hint()} shown={shown("needs")}>
        <div className="grid gap-1">
          {NEEDS.map((value) => (
            <Choice key={value} type="checkbox" name="n" value={value} checked={draft.needs.includes(value)} onChange={(on) => update({ needs: toggled(draft.needs, value, on) })} label={needLabel(value)} />
          ))}
        </div>
        <fieldset className="mt-5">
          <legend className="text-sm font-semibold">{m.assessment_places()}</legend>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {PLACES.map((value) => (
              <Choice key={value} type="checkbox" name="p" value={value} checked={draft.places.includes(value)} onChange={(on) => update({ places: toggled(draft.places, value, on) })} label={placeLabel(value)} />
            ))}
          </div>
        </fieldset>
      </Question>

      {(error ?? (submitting ? undefined : unsent)) && (
        <p role="alert" className="mt-4 text-sm font-medium text-danger">
          {error ?? unsent}
        </p>
      )}

      <div className="mt-8 flex flex-wrap items-center gap-3">
        {scripted && stepIndex > 0 && (
          <button type="button" onClick={() => goTo(stepIndex - 1)} className={buttonClass("secondary")}>
            {m.assessment_back()}
          </button>
        )}
        {/* Distinct keys: one element turning from "Next" into a submit button during its own click would submit the form. */}
        {scripted && !last ? (
          <button key="next" type="button" onClick={next} className={buttonClass("primary")}>
            {m.assessment_next()}
          </button>
        ) : (
          <button key="submit" type="submit" disabled={submitting} className={buttonClass("primary")}>
            {m.assessment_see_results()}
          </button>
        )}
      </div>
    </Form>
  );
}

function Question({
  name,
  legend,
  hint,
  shown,
  children,
}: {
  name: QuizStep;
  legend: string;
  hint?: string;
  shown: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset hidden={!shown} className="mb-8" aria-describedby={hint ? `quiz-${name}-hint` : undefined}>
      <legend
        id={`quiz-${name}-question`}
        tabIndex={-1}
        className="text-xl font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        {legend}
      </legend>
      {hint && (
        <p id={`quiz-${name}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="mt-4">{children}</div>
    </fieldset>
  );
}

function Choice({ type, name, value, checked, onChange, label }: { type: "radio" | "checkbox"; name: string; value: string; checked: boolean; onChange: (on: boolean) => void; label: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm hover:bg-surface-raised">
      <input type={type} name={name} value={value} checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-5 shrink-0 accent-[var(--accent)]" />
      {label}
    </label>
  );
}
