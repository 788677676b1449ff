import { CheckCircle2, ClipboardCheck } from "~/components/icons";
import { data, Link, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { getCurrentUser } from "@server/auth/session";
import { emailAssessmentResults } from "@server/assessment/email";
import { assessmentResults, recommendedToolIds } from "@server/assessment/results";
import { getBotCheck } from "@server/botcheck/index";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { addFavorite } from "@server/favorites/queries";
import { formRefusalHeaders, runPublicForm } from "@server/forms/public-form";
import { log } from "@server/log/index";
import { ResultTool } from "~/components/assessment/result-tool";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { PublicFormFooter } from "~/components/public-form";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CheckboxField, TextField } from "~/components/ui/field";
import { IconTile } from "~/components/ui/icon-tile";
import { ASSESSMENT_DRAFT_KEY, ASSESSMENT_PATH, answersQuery, parseAnswers, resultsPath } from "~/lib/assessment";
import { taskLabel } from "~/lib/catalogue-labels";
import type { FormResult } from "~/lib/forms";
import { pathInLocale } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { cacheablePage } from "~/lib/page-cache";
import { clientAddressContext } from "~/lib/request-context";
import { signInHref } from "~/lib/safe-redirect";
import { assessmentEmailFields, assessmentEmailSchema, type AssessmentEmailField } from "~/lib/schemas/assessment-email";
import { toast } from "~/lib/toast";
import { getLocale } from "~/paraglide/runtime";
import type { Route } from "./+types/assessment-results";
import type { loader as rootLoader } from "~/root";
import * as m from "~/paraglide/messages";

/** The same answers give the same address and the same page to every visitor: kept like any other page. */
export const handle = { ...cacheablePage, breadcrumb: () => m.assessment_results_title() };

export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseAnswers(new URL(request.url).searchParams);
  if (!parsed.ok) return data({ invalid: true as const }, 400);
  const results = await assessmentResults(await db(), parsed.answers);
  return { invalid: false as const, query: answersQuery(parsed.answers), results };
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: m.assessment_results_title(), description: m.assessment_meta_description(), location, matches }),
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = formRefusalHeaders;

const EMAIL_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

type SaveAnswer = { intent: "save"; ok: boolean; saved: number; message?: string };
type EmailAnswer = FormResult<AssessmentEmailField> & { intent: "email"; newsletter?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseAnswers(new URL(request.url).searchParams);
  const form = await request.formData();
  if (!parsed.ok) return data<SaveAnswer>({ intent: "save", ok: false, saved: 0, message: m.assessment_invalid_title() }, 400);
  const database = await db();

  if (form.get("intent") === "save") {
    const user = await getCurrentUser(request);
    if (!user) return data<SaveAnswer>({ intent: "save", ok: false, saved: 0, message: m.catalogue_favorite_login_required() }, 401);
    try {
      const ids = await recommendedToolIds(database, parsed.answers);
      for (const id of ids) await addFavorite(database, user.id, id);
      return data<SaveAnswer>({ intent: "save", ok: true, saved: ids.length });
    } catch (error) {
      log.error({ err: error }, "The assessment's tools could not be saved");
      return data<SaveAnswer>({ intent: "save", ok: false, saved: 0, message: m.catalogue_favorite_add_failed() }, 500);
    }
  }

  const config = env();
  let newsletter = false;
  const { result, init } = await runPublicForm({ db: database, botCheck: getBotCheck() }, form, {
    schema: assessmentEmailSchema,
    fields: assessmentEmailFields,
    clientAddress: context.get(clientAddressContext),
    formName: "assessment-email",
    limit: EMAIL_RATE_LIMIT,
    failureMessage: m.assessment_email_failure(),
    store: async (input) => {
      newsletter = input.newsletter;
      const results = await assessmentResults(database, parsed.answers);
      const locale = getLocale();
      await emailAssessmentResults(database, input, {
        resultsUrl: new URL(pathInLocale(resultsPath(parsed.answers), locale), config.PUBLIC_URL).href,
        summary: m.assessment_results_how({ covered: results.coveredHours, total: results.totalHours }, { locale }),
        locale,
        publicUrl: config.PUBLIC_URL,
      });
    },
  });
  return data<EmailAnswer>({ ...result, intent: "email", ...(result.ok ? { newsletter } : {}) }, init);
}

export default function AssessmentResultsPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.invalid) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{m.assessment_invalid_title()}</h1>
        <p className="mt-3 text-muted">{m.assessment_invalid_text()}</p>
        <Link to={ASSESSMENT_PATH} className={buttonClass("primary", "mt-6")}>
          {m.assessment_start_again()}
        </Link>
      </section>
    );
  }
  const { results, query } = loaderData;
  const emailAnswer = actionData && actionData.intent === "email" ? actionData : undefined;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <IconTile icon={ClipboardCheck} size="md" />
      <h1 className="mt-4 text-4xl font-bold tracking-tight">{m.assessment_results_title()}</h1>
      <p className="mt-4 text-lg font-medium">{m.assessment_results_how({ covered: results.coveredHours, total: results.totalHours })}</p>
      <p className="mt-2 max-w-3xl text-sm text-muted">{m.assessment_results_how_note()}</p>
      <div className="mt-4 flex flex-wrap gap-3 text-sm">
        <Link to={`${ASSESSMENT_PATH}?${query}`} className="text-accent underline underline-offset-2">
          {m.assessment_change_answers()}
        </Link>
        <Link
          to={ASSESSMENT_PATH}
          onClick={() => sessionStorage.removeItem(ASSESSMENT_DRAFT_KEY)}
          className="text-accent underline underline-offset-2"
        >
          {m.assessment_start_again()}
        </Link>
      </div>

      <Card className="mt-8 p-6">
        <h2 className="text-xl font-semibold">{m.assessment_results_first_step_title()}</h2>
        <p className="mt-2">
          {results.firstStep ? (
            <>
              {m.assessment_results_first_step({ tool: results.firstStep.tool.name, task: taskLabel(results.firstStep.task), hours: results.firstStep.hours })}{" "}
              <Link to={`/tools/${results.firstStep.tool.slug}`} className="text-accent underline underline-offset-2">
                {m.assessment_open_tool({ name: results.firstStep.tool.name })}
              </Link>
            </>
          ) : (
            m.assessment_results_no_first_step()
          )}
        </p>
      </Card>

      {results.unknownUses.length > 0 && <p className="mt-4 text-sm text-muted">{m.assessment_results_unknown_uses({ tools: results.unknownUses.join(", ") })}</p>}

      {results.tasks.map((task) => (
        <section key={task.task} className="mt-10" aria-labelledby={`task-${task.task}`}>
          <h2 id={`task-${task.task}`} className="text-2xl font-semibold">
            {m.assessment_results_task_heading({ task: taskLabel(task.task), hours: task.hours })}
          </h2>
          {task.alreadyUsed.length > 0 && <p className="mt-1 text-sm text-muted">{m.assessment_results_already({ tools: task.alreadyUsed.map((tool) => tool.name).join(", ") })}</p>}
          <h3 className="mt-4 font-semibold">{m.assessment_results_matches()}</h3>
          {task.matches.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{m.assessment_results_none()}</p>
          ) : (
            <ul className="mt-2 grid gap-3" role="list" aria-label={`${taskLabel(task.task)}: ${m.assessment_results_matches()}`}>
              {task.matches.map((tool) => (
                <ResultTool key={tool.id} tool={tool} />
              ))}
            </ul>
          )}
          {task.maybes.length > 0 && (
            <>
              <h3 className="mt-5 font-semibold">{m.assessment_results_maybes()}</h3>
              <ul className="mt-2 grid gap-3" role="list" aria-label={`${taskLabel(task.task)}: ${m.assessment_results_maybes()}`}>
                {task.maybes.map((tool) => (
                  <ResultTool key={tool.id} tool={tool} />
                ))}
              </ul>
            </>
          )}
          <p className="mt-4 text-sm">
            {task.course ? (
              <Link to={`/resources/courses/${task.course.slug}`} className="text-accent underline underline-offset-2">
                {m.assessment_results_course({ course: task.course.name, platform: task.course.platformName, tool: task.course.teaches })}
              </Link>
            ) : (
              <span className="text-muted">{m.assessment_results_no_course()}</span>
            )}
          </p>
        </section>
      ))}

      <KeepResults count={new Set(results.tasks.flatMap((task) => task.matches.map((tool) => tool.id))).size} emailAnswer={emailAnswer} />
    </section>
  );
}

function emailToasts(): FormToasts {
  return { success: [m.assessment_ready_title(), m.assessment_ready_text()], failure: [m.assessment_email_title(), m.assessment_email_failure()] };
}

/** Save the tools, share the address, or have it e-mailed. */
function KeepResults({ count, emailAnswer }: { count: number; emailAnswer?: EmailAnswer }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const location = useLocation();
  const saver = useFetcher<SaveAnswer>();
  const form = useFormAction<AssessmentEmailField, EmailAnswer>({ schema: assessmentEmailSchema, fields: assessmentEmailFields, toasts: emailToasts(), pageResult: emailAnswer });
  const saved = saver.data;
  const sent = form.result?.ok ? form.result : undefined;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast(m.assessment_copied());
    } catch {
      // No clipboard (an old browser, a refused permission): the address stays selectable on the page.
    }
  };

  return (
    <section className="mt-12 grid gap-6 md:grid-cols-2" aria-labelledby="keep-results">
      <h2 id="keep-results" className="sr-only">
        {m.assessment_share_title()}
      </h2>
      <Card className="flex flex-col gap-4 p-6">
        <h3 className="text-lg font-semibold">{m.assessment_share_title()}</h3>
        {count > 0 &&
          (root?.user ? (
            <saver.Form method="post">
              <input type="hidden" name="intent" value="save" />
              <button type="submit" disabled={saver.state !== "idle"} className={buttonClass("primary")}>
                {m.assessment_save_all({ count })}
              </button>
              {saved && (
                <p role="status" className={`mt-2 text-sm ${saved.ok ? "" : "text-danger"}`}>
                  {saved.ok ? m.assessment_saved({ count: saved.saved }) : saved.message}
                </p>
              )}
            </saver.Form>
          ) : (
            <Link to={signInHref(location)} className={buttonClass("primary", "self-start")}>
              {m.assessment_sign_in_to_save()}
            </Link>
          ))}
        <p className="text-sm text-muted">{m.assessment_share_text()}</p>
        <button type="button" onClick={() => void copy()} className={buttonClass("secondary", "self-start")}>
          {m.assessment_copy()}
        </button>
      </Card>

      <Card className="p-6">
        {sent ? (
          <div role="status" className="flex flex-col items-start gap-2">
            <CheckCircle2 aria-hidden="true" className="size-8 text-accent" />
            <h3 className="text-lg font-semibold">{sent.newsletter ? m.assessment_thank_you_title() : m.assessment_ready_title()}</h3>
            <p className="text-sm text-muted">{sent.newsletter ? m.assessment_thank_you_text() : m.assessment_ready_text()}</p>
          </div>
        ) : (
          <form.fetcher.Form method="post" noValidate className="flex flex-col gap-4" onSubmit={form.onSubmit}>
            <h3 className="text-lg font-semibold">{m.assessment_email_title()}</h3>
            <input type="hidden" name="intent" value="email" />
            <TextField label={m.assessment_email_label()} type="email" autoComplete="email" required {...form.field("email")} />
            <CheckboxField label={m.assessment_email_newsletter()} {...form.checkbox("newsletter")} />
            {form.values.newsletter && <TextField label={m.assessment_email_first_name()} autoComplete="given-name" maxLength={100} {...form.field("firstName")} />}
            <PublicFormFooter attempt={form.attempt} busy={form.busy} result={form.result} label={m.assessment_email_submit()} busyLabel={m.assessment_email_sending()} />
          </form.fetcher.Form>
        )}
      </Card>
    </section>
  );
}
