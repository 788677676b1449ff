import { BookOpen, Wrench } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Link, useFetcher, useSearchParams } from "react-router";
import { getBotCheck } from "@server/botcheck/index";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { checkPublicForm, refusalInit } from "@server/forms/public-form";
import { log } from "@server/log/index";
import { submitCourseSuggestion, submitToolSuggestion } from "@server/suggestions/submit";
import { BotCheck } from "~/components/bot-check";
import { useFormResultToast, type FormToasts } from "~/components/form-result-toast";
import { Honeypot } from "~/components/honeypot";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { parseForm, parseValues, type FieldErrors, type FormResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import {
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  COURSE_PRICING,
  courseFields,
  courseSuggestionSchema,
  SUGGESTION_LIMITS,
  TOOL_CATEGORIES,
  TOOL_PRICING,
  toolFields,
  toolSuggestionSchema,
} from "~/lib/schemas/suggestions";
import type { Route } from "./+types/suggest-tool";

const INVALID: FormToasts["invalid"] = ["Missing Information", "Please fill in all required fields."];
const TOOL_TOASTS: FormToasts = {
  success: ["Tool Suggestion Submitted!", "Thank you for your suggestion."],
  invalid: INVALID,
  failure: ["Error", "There was a problem submitting your suggestion. Please try again."],
};
const COURSE_TOASTS: FormToasts = {
  success: ["Course Recommendation Submitted!", "Thank you for your recommendation. We'll review it and get back to you soon."],
  invalid: INVALID,
  failure: ["Error", "There was a problem submitting your recommendation. Please try again."],
};

const SUGGESTION_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Suggest a Tool", description: "Suggest an AI tool or recommend a course for the directory.", location, matches });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent") === "course" ? "course" : "tool";
  const parsed = intent === "course" ? parseForm(courseSuggestionSchema, form, courseFields) : parseForm(toolSuggestionSchema, form, toolFields);
  if (!parsed.ok) return data({ intent, result: { ok: false, errors: parsed.errors, values: parsed.values } as FormResult }, 400);
  const database = await db();
  const check = await checkPublicForm({ db: database, botCheck: getBotCheck() }, form, {
    clientAddress: context.get(clientAddressContext),
    formName: "suggestion",
    limit: SUGGESTION_RATE_LIMIT,
    failureMessage: (intent === "course" ? COURSE_TOASTS : TOOL_TOASTS).failure[1]!,
  });
  if (!check.ok) return data({ intent, result: { ok: false, message: check.message, values: parsed.values } as FormResult }, refusalInit(check));
  try {
    const inbox = env().INBOX_EMAIL;
    if (intent === "course") await submitCourseSuggestion(database, parsed.data as Parameters<typeof submitCourseSuggestion>[1], { inbox });
    else await submitToolSuggestion(database, parsed.data as Parameters<typeof submitToolSuggestion>[1], { inbox });
  } catch (error) {
    log.error({ err: error, intent }, "A suggestion could not be stored");
    const message = (intent === "course" ? COURSE_TOASTS : TOOL_TOASTS).failure[1];
    return data({ intent, result: { ok: false, message, values: parsed.values } as FormResult }, 503);
  }
  return data({ intent, result: { ok: true } as FormResult });
}

type Field = { name: string; label: string; kind: "text" | "url" | "select" | "textarea"; required?: boolean; options?: readonly string[]; max?: number; rows?: number };

const TOOL_FORM: Field[] = [
  { name: "toolName", label: "Tool Name", kind: "text", required: true, max: SUGGESTION_LIMITS.name },
  { name: "toolUrl", label: "Tool Website URL", kind: "url", required: true, max: SUGGESTION_LIMITS.url },
  { name: "category", label: "Category", kind: "select", required: true, options: TOOL_CATEGORIES },
  { name: "pricing", label: "Pricing Model", kind: "select", options: TOOL_PRICING },
  { name: "submittedBy", label: "Your Name/Email (optional, for follow-up)", kind: "text", max: SUGGESTION_LIMITS.submittedBy },
  { name: "description", label: "Tool Description", kind: "textarea", required: true, rows: 4, max: SUGGESTION_LIMITS.description },
  { name: "whySubmit", label: "Why should we add this tool?", kind: "textarea", required: true, rows: 3, max: SUGGESTION_LIMITS.whySubmit },
];

const COURSE_FORM: Field[] = [
  { name: "courseName", label: "Course Name", kind: "text", required: true, max: SUGGESTION_LIMITS.name },
  { name: "courseUrl", label: "Course URL", kind: "url", required: true, max: SUGGESTION_LIMITS.url },
  { name: "platform", label: "Platform", kind: "text", max: SUGGESTION_LIMITS.platform },
  { name: "category", label: "Category", kind: "select", required: true, options: COURSE_CATEGORIES },
  { name: "level", label: "Level", kind: "select", options: COURSE_LEVELS },
  { name: "pricing", label: "Pricing", kind: "select", options: COURSE_PRICING },
  { name: "submittedBy", label: "Your Name/Email (optional)", kind: "text", max: SUGGESTION_LIMITS.submittedBy },
  { name: "description", label: "Course Description", kind: "textarea", required: true, rows: 4, max: SUGGESTION_LIMITS.description },
];

type ActionData = { intent: "tool" | "course"; result: FormResult };

/** One suggestion form: the shared pipeline with its own fields, toasts and labels. */
function SuggestionForm({ intent, fields, toasts, submitLabel, pageData }: { intent: "tool" | "course"; fields: Field[]; toasts: FormToasts; submitLabel: string; pageData?: ActionData }) {
  const fetcher = useFetcher<ActionData>();
  const answer = fetcher.data ?? (pageData?.intent === intent ? pageData : undefined);
  const result = answer?.result;
  const empty = Object.fromEntries(fields.map((f) => [f.name, ""]));
  const [values, setValues] = useState<Record<string, string>>({ ...empty, ...(result && !result.ok ? (result.values as Record<string, string>) : {}) });
  const [clientErrors, setClientErrors] = useState<FieldErrors<string>>({});
  const [clientInvalid, setClientInvalid] = useState<FormResult>();
  const [attempt, setAttempt] = useState(0);
  const schema = intent === "course" ? courseSuggestionSchema : toolSuggestionSchema;

  useFormResultToast(clientInvalid ?? (fetcher.state === "idle" ? result : undefined), toasts);
  useEffect(() => {
    if (!result) return;
    setAttempt((n) => n + 1);
    if (result.ok) setValues(Object.fromEntries(fields.map((f) => [f.name, ""])));
  }, [result, fields]);

  const errors: FieldErrors<string> = { ...(result && !result.ok ? result.errors : {}), ...clientErrors };
  return (
    <fetcher.Form
      method="post"
      noValidate
      className="relative flex flex-col gap-4"
      onSubmit={(event) => {
        const parsed = parseValues(schema, values);
        if (parsed.ok) {
          setClientErrors({});
          setClientInvalid(undefined);
          return;
        }
        event.preventDefault();
        setClientErrors(parsed.errors);
        setClientInvalid({ ok: false, errors: parsed.errors, values });
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {fields.map((field) => {
        const common = {
          name: field.name,
          label: field.required ? `${field.label} *` : field.label,
          value: values[field.name] ?? "",
          error: errors[field.name],
          required: field.required,
          onChange: (event: { target: { value: string } }) => {
            setValues((current) => ({ ...current, [field.name]: event.target.value }));
            setClientErrors((current) => ({ ...current, [field.name]: undefined }));
          },
        };
        if (field.kind === "select") return <SelectField key={field.name} {...common} options={field.options!} placeholder={field.required ? "Choose one" : "Not sure"} />;
        if (field.kind === "textarea") return <TextAreaField key={field.name} {...common} rows={field.rows} maxLength={field.max} />;
        return <TextField key={field.name} {...common} type={field.kind === "url" ? "url" : "text"} maxLength={field.max} placeholder={field.kind === "url" ? "https://" : undefined} />;
      })}
      <Honeypot />
      <BotCheck key={attempt} />
      <noscript>
        <p className="text-sm text-muted">Submitting needs JavaScript: the form asks your browser to prove it is not a bot.</p>
      </noscript>
      <SubmitButton busy={fetcher.state !== "idle"} label={submitLabel} busyLabel="Submitting..." className="self-start" />
      {result && !result.ok && result.message && (
        <p role="alert" className="text-sm text-danger">
          {result.message}
        </p>
      )}
    </fetcher.Form>
  );
}

export default function SuggestToolPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const tab = params.get("tab") === "course" ? "course" : "tool";
  const pageData = actionData as ActionData | undefined;
  const tabClass = (active: boolean) =>
    `inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ${active ? "bg-accent text-accent-foreground" : "text-muted hover:bg-surface-raised"}`;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">Suggest a tool or course</h1>
      <p className="mt-3 text-muted">Know an AI tool or a course creative professionals should find here? Tell us: every suggestion lands in the team's inbox.</p>
      <nav aria-label="What to suggest" className="mt-8 flex gap-2">
        <Link to="?tab=tool" replace preventScrollReset className={tabClass(tab === "tool")} aria-current={tab === "tool" ? "page" : undefined}>
          <Wrench aria-hidden="true" className="size-4" /> Suggest AI Tool
        </Link>
        <Link to="?tab=course" replace preventScrollReset className={tabClass(tab === "course")} aria-current={tab === "course" ? "page" : undefined}>
          <BookOpen aria-hidden="true" className="size-4" /> Recommend Course
        </Link>
      </nav>
      <div className="mt-6 rounded-2xl border border-border bg-surface p-6 sm:p-8">
        {tab === "tool" ? (
          <SuggestionForm key="tool" intent="tool" fields={TOOL_FORM} toasts={TOOL_TOASTS} submitLabel="Submit Tool" pageData={pageData} />
        ) : (
          <SuggestionForm key="course" intent="course" fields={COURSE_FORM} toasts={COURSE_TOASTS} submitLabel="Submit Course" pageData={pageData} />
        )}
      </div>
    </section>
  );
}
