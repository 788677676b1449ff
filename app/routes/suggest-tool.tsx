import { BookOpen, Wrench } from "~/components/icons";
import { data, Link, useSearchParams } from "react-router";
import { getBotCheck } from "@server/botcheck/index";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { formRefusalHeaders, runPublicForm } from "@server/forms/public-form";
import { submitCourseSuggestion, submitToolSuggestion } from "@server/suggestions/submit";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { PublicFormFooter } from "~/components/public-form";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { answerFor, type TaggedResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import {
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  COURSE_PRICING,
  courseFields,
  courseSuggestionSchema,
  type CourseField,
  SUGGESTION_LIMITS,
  TOOL_CATEGORIES,
  TOOL_PRICING,
  toolFields,
  toolSuggestionSchema,
  type ToolField,
} from "~/lib/schemas/suggestions";
import { cacheablePage } from "~/lib/page-cache";
import type { Route } from "./+types/suggest-tool";
import { Card } from "~/components/ui/card";

const INVALID: FormToasts["invalid"] = ["Missing Information", "Please fill in all required fields."];
const TOOL_TOASTS = {
  success: ["Tool Suggestion Submitted!", "Thank you for your suggestion."],
  invalid: INVALID,
  failure: ["Error", "There was a problem submitting your suggestion. Please try again."],
} as const satisfies FormToasts;
const COURSE_TOASTS = {
  success: ["Course Recommendation Submitted!", "Thank you for your recommendation. We'll review it and get back to you soon."],
  invalid: INVALID,
  failure: ["Error", "There was a problem submitting your recommendation. Please try again."],
} as const satisfies FormToasts;

const SUGGESTION_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const handle = cacheablePage;

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: "Suggest a Tool", description: "Suggest an AI tool or recommend a course for the directory.", location, matches });

// A refusal's Retry-After reaches the visitor (React Router passes on only cookies otherwise).
export const headers: Route.HeadersFunction = formRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const database = await db();
  const inbox = env().INBOX_EMAIL;
  const common = { clientAddress: context.get(clientAddressContext), formName: "suggestion", limit: SUGGESTION_RATE_LIMIT };
  const deps = { db: database, botCheck: getBotCheck() };
  // Both tabs post here; the intent says which form, and comes back so the right form shows the answer.
  const intent = form.get("intent") === "course" ? "course" : "tool";
  const { result, init } =
    intent === "course"
      ? await runPublicForm(deps, form, {
          ...common,
          schema: courseSuggestionSchema,
          fields: courseFields,
          failureMessage: COURSE_TOASTS.failure[1]!,
          store: async (input) => {
            await submitCourseSuggestion(database, input, { inbox });
          },
        })
      : await runPublicForm(deps, form, {
          ...common,
          schema: toolSuggestionSchema,
          fields: toolFields,
          failureMessage: TOOL_TOASTS.failure[1]!,
          store: async (input) => {
            await submitToolSuggestion(database, input, { inbox });
          },
        });
  return data<TaggedResult<typeof intent>>({ ...result, intent }, init);
}

type Field = { name: ToolField | CourseField; label: string; kind: "text" | "url" | "select" | "textarea"; required?: boolean; options?: readonly string[]; max?: number; rows?: number };

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

/** One suggestion form: the shared pipeline with its own fields, toasts and labels. */
function SuggestionForm({
  intent,
  fields,
  toasts,
  submitLabel,
  pageData,
}: {
  intent: "tool" | "course";
  fields: Field[];
  toasts: FormToasts;
  submitLabel: string;
  pageData?: Route.ComponentProps["actionData"];
}) {
  const { fetcher, result, field, onSubmit, attempt, busy } = useFormAction({
    schema: intent === "course" ? courseSuggestionSchema : toolSuggestionSchema,
    fields: intent === "course" ? courseFields : toolFields,
    toasts,
    pageResult: answerFor(pageData, intent),
  });
  return (
    <fetcher.Form method="post" noValidate className="relative flex flex-col gap-4" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      {fields.map((spec) => {
        const common = { ...field(spec.name), label: spec.label, required: spec.required };
        if (spec.kind === "select") return <SelectField key={spec.name} {...common} options={spec.options!} placeholder={spec.required ? "Choose one" : "Not sure"} />;
        if (spec.kind === "textarea") return <TextAreaField key={spec.name} {...common} rows={spec.rows} maxLength={spec.max} />;
        return <TextField key={spec.name} {...common} type={spec.kind === "url" ? "url" : "text"} maxLength={spec.max} placeholder={spec.kind === "url" ? "https://" : undefined} />;
      })}
      <PublicFormFooter attempt={attempt} busy={busy} result={result} label={submitLabel} busyLabel="Submitting..." />
    </fetcher.Form>
  );
}

export default function SuggestToolPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const tab = params.get("tab") === "course" ? "course" : "tool";
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
      <Card className="mt-6 p-6 sm:p-8">
        {tab === "tool" ? (
          <SuggestionForm key="tool" intent="tool" fields={TOOL_FORM} toasts={TOOL_TOASTS} submitLabel="Submit Tool" pageData={actionData} />
        ) : (
          <SuggestionForm key="course" intent="course" fields={COURSE_FORM} toasts={COURSE_TOASTS} submitLabel="Submit Course" pageData={actionData} />
        )}
      </Card>
    </section>
  );
}
