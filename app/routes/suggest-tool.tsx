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
import * as m from "~/paraglide/messages";
import type { Route } from "./+types/suggest-tool";
import { Card } from "~/components/ui/card";

const invalid = (): FormToasts["invalid"] => [m.forms_missing_info_title(), m.forms_missing_info_body()];
const toolToasts = (): FormToasts => ({
  success: [m.forms_suggest_tool_success_title(), m.forms_suggest_tool_success_body()],
  invalid: invalid(),
  failure: [m.forms_error_title(), m.forms_suggest_tool_failure_body()],
});
const courseToasts = (): FormToasts => ({
  success: [m.forms_suggest_course_success_title(), m.forms_suggest_course_success_body()],
  invalid: invalid(),
  failure: [m.forms_error_title(), m.forms_suggest_course_failure_body()],
});

const SUGGESTION_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const handle = { ...cacheablePage, breadcrumb: () => m.forms_suggest_meta_title() };

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: m.forms_suggest_meta_title(), description: m.forms_suggest_meta_description(), location, matches });

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
          failureMessage: m.forms_suggest_course_failure_body(),
          store: async (input) => {
            await submitCourseSuggestion(database, input, { inbox });
          },
        })
      : await runPublicForm(deps, form, {
          ...common,
          schema: toolSuggestionSchema,
          fields: toolFields,
          failureMessage: m.forms_suggest_tool_failure_body(),
          store: async (input) => {
            await submitToolSuggestion(database, input, { inbox });
          },
        });
  return data<TaggedResult<typeof intent>>({ ...result, intent }, init);
}

type Field = { name: ToolField | CourseField; label: () => string; kind: "text" | "url" | "select" | "textarea"; required?: boolean; options?: readonly string[]; optionLabels?: () => Readonly<Record<string, string>>; max?: number; rows?: number };

/** What each option of the selects is called on the page; the value sent stays the English one. */
const optionLabels = (): Record<string, string> => ({
  "Image Generation": m.forms_opt_image_generation(),
  "Video Creation": m.forms_opt_video_creation(),
  "Writing & Content": m.forms_opt_writing_content(),
  "Audio & Music": m.forms_opt_audio_music(),
  "Design & Graphics": m.forms_opt_design_graphics(),
  Productivity: m.forms_opt_productivity(),
  Marketing: m.forms_opt_marketing(),
  Animation: m.forms_opt_animation(),
  Other: m.forms_opt_other(),
  Free: m.forms_opt_free(),
  Freemium: m.forms_opt_freemium(),
  Paid: m.forms_opt_paid(),
  Subscription: m.forms_opt_subscription(),
  "One-time Payment": m.forms_opt_one_time(),
  "AI Fundamentals": m.forms_opt_ai_fundamentals(),
  "Video Production": m.forms_opt_video_production(),
  "Writing & Content Creation": m.forms_opt_writing_content_creation(),
  "Business & Marketing": m.forms_opt_business_marketing(),
  "Technical Skills": m.forms_opt_technical_skills(),
  "Creative Applications": m.forms_opt_creative_applications(),
  Beginner: m.forms_opt_beginner(),
  Intermediate: m.forms_opt_intermediate(),
  Advanced: m.forms_opt_advanced(),
  "All Levels": m.forms_opt_all_levels(),
});

const TOOL_FORM: Field[] = [
  { name: "toolName", label: m.forms_suggest_tool_name, kind: "text", required: true, max: SUGGESTION_LIMITS.name },
  { name: "toolUrl", label: m.forms_suggest_tool_url, kind: "url", required: true, max: SUGGESTION_LIMITS.url },
  { name: "category", label: m.forms_category_label, kind: "select", required: true, options: TOOL_CATEGORIES, optionLabels },
  { name: "pricing", label: m.forms_suggest_pricing_model, kind: "select", options: TOOL_PRICING, optionLabels },
  { name: "submittedBy", label: m.forms_suggest_tool_submitted_by, kind: "text", max: SUGGESTION_LIMITS.submittedBy },
  { name: "description", label: m.forms_suggest_tool_description, kind: "textarea", required: true, rows: 4, max: SUGGESTION_LIMITS.description },
  { name: "whySubmit", label: m.forms_suggest_why, kind: "textarea", required: true, rows: 3, max: SUGGESTION_LIMITS.whySubmit },
];

const COURSE_FORM: Field[] = [
  { name: "courseName", label: m.forms_suggest_course_name, kind: "text", required: true, max: SUGGESTION_LIMITS.name },
  { name: "courseUrl", label: m.forms_suggest_course_url, kind: "url", required: true, max: SUGGESTION_LIMITS.url },
  { name: "platform", label: m.forms_suggest_platform, kind: "text", max: SUGGESTION_LIMITS.platform },
  { name: "category", label: m.forms_category_label, kind: "select", required: true, options: COURSE_CATEGORIES, optionLabels },
  { name: "level", label: m.forms_suggest_level, kind: "select", options: COURSE_LEVELS, optionLabels },
  { name: "pricing", label: m.forms_suggest_pricing, kind: "select", options: COURSE_PRICING, optionLabels },
  { name: "submittedBy", label: m.forms_suggest_course_submitted_by, kind: "text", max: SUGGESTION_LIMITS.submittedBy },
  { name: "description", label: m.forms_suggest_course_description, kind: "textarea", required: true, rows: 4, max: SUGGESTION_LIMITS.description },
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
        const common = { ...field(spec.name), label: spec.label(), required: spec.required };
        if (spec.kind === "select") {
          return (
            <SelectField
              key={spec.name}
              {...common}
              options={spec.options!}
              optionLabels={spec.optionLabels?.()}
              placeholder={spec.required ? m.forms_choose_one() : m.forms_not_sure()}
            />
          );
        }
        if (spec.kind === "textarea") return <TextAreaField key={spec.name} {...common} rows={spec.rows} maxLength={spec.max} />;
        return <TextField key={spec.name} {...common} type={spec.kind === "url" ? "url" : "text"} maxLength={spec.max} placeholder={spec.kind === "url" ? "https://" : undefined} />;
      })}
      <PublicFormFooter attempt={attempt} busy={busy} result={result} label={submitLabel} busyLabel={m.forms_submitting()} />
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
      <h1 className="text-4xl font-bold tracking-tight">{m.forms_suggest_heading()}</h1>
      <p className="mt-3 text-muted">{m.forms_suggest_intro()}</p>
      <nav aria-label={m.forms_suggest_tabs_label()} className="mt-8 flex gap-2">
        <Link to="?tab=tool" replace preventScrollReset className={tabClass(tab === "tool")} aria-current={tab === "tool" ? "page" : undefined}>
          <Wrench aria-hidden="true" className="size-4" /> {m.forms_suggest_tab_tool()}
        </Link>
        <Link to="?tab=course" replace preventScrollReset className={tabClass(tab === "course")} aria-current={tab === "course" ? "page" : undefined}>
          <BookOpen aria-hidden="true" className="size-4" /> {m.forms_suggest_tab_course()}
        </Link>
      </nav>
      <Card className="mt-6 p-6 sm:p-8">
        {tab === "tool" ? (
          <SuggestionForm key="tool" intent="tool" fields={TOOL_FORM} toasts={toolToasts()} submitLabel={m.forms_suggest_submit_tool()} pageData={actionData} />
        ) : (
          <SuggestionForm key="course" intent="course" fields={COURSE_FORM} toasts={courseToasts()} submitLabel={m.forms_suggest_submit_course()} pageData={actionData} />
        )}
      </Card>
    </section>
  );
}
