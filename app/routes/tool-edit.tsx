/**
 * "Suggest an edit" (/tools/{slug}/edit): a signed-in reader, or a verified maker of the tool,
 * proposes new values for its deciding facts, each group with the page and sentence that state
 * them. An editor decides at /admin/edits; nothing here changes the listing.
 */
import { data, Link } from "react-router";
import { requireUser } from "@server/auth/session";
import { getBotCheck } from "@server/botcheck/index";
import { db } from "@server/db/index";
import { admitPublicForm, formRefusalHeaders } from "@server/forms/public-form";
import { log } from "@server/log/index";
import { isVerifiedMaker } from "@server/claims/queries";
import { submitToolEdit } from "@server/edits/submit";
import { makersDomain } from "@server/catalogue/maker-domain";
import { findVisitorTool } from "@server/tools/queries";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { useWarnBeforeUnload } from "~/lib/use-warn-before-unload";
import { PublicFormFooter } from "~/components/public-form";
import { Card } from "~/components/ui/card";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { factLabel } from "~/lib/catalogue-labels";
import { FACT_SOURCE_GROUPS, type FactSourceGroup } from "~/lib/fact-sources";
import type { FormResult } from "~/lib/forms";
import { getLocale } from "~/paraglide/runtime";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { EDIT_NOTE_MAX, EDIT_QUOTE_MAX, EDIT_TEXT_LIMITS, EDITABLE_CHOICES, editSourceField, groupOfEditable, toolEditFields, toolEditSchema, type ToolEditField } from "~/lib/schemas/tool-edit";
import { EDITABLE_FACTS, type EditableFact } from "~/lib/editable-facts";
import { factText } from "~/lib/catalogue-labels";
import { toolFact } from "~/lib/tool-facts";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import * as m from "~/paraglide/messages";
import type { Route } from "./+types/tool-edit";

/** A person sends a few suggestions an hour; more is a script. */
const PER_ACCOUNT = { max: 10, windowSeconds: 60 * 60 };
const PER_ADDRESS = { max: 30, windowSeconds: 60 * 60 };

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => [
  ...pageMeta({ title: m.makers_edit_meta_title({ tool: loaderData?.tool.name ?? "" }), location, matches }),
  { name: "robots", content: "noindex" },
];

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: () => m.makers_tool_suggest_edit(),
};

export const headers: Route.HeadersFunction = formRefusalHeaders;

/** The tool, when visitors can open its page. */
async function visitorTool(slug: string) {
  const tool = await findVisitorTool(await db(), slug);
  if (!tool) throw data(null, { status: 404 });
  return tool;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const tool = await visitorTool(params.toolSlug);
  const maker = await isVerifiedMaker(await db(), user.id, tool.id);
  const now = Object.fromEntries(EDITABLE_FACTS.map((key) => [key, factText(toolFact(key), tool)]));
  return { tool: { name: tool.name, slug: tool.slug }, now, maker: maker ? { domain: makersDomain(tool.exploreNowLink) } : null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const tool = await visitorTool(params.toolSlug);
  const database = await db();
  const form = await request.formData();
  const maker = await isVerifiedMaker(database, user.id, tool.id);
  // The form says it comes from the maker only when the loader found a claim: a claim that lapsed
  // since, or a form posted for a tool this account has not claimed, is refused rather than sent as a reader's.
  if (form.get("as") === "maker" && !maker) {
    return data<FormResult<ToolEditField>>({ ok: false, message: m.makers_edit_not_your_tool(), values: {} }, { status: 403 });
  }
  const admitted = await admitPublicForm({ db: database, botCheck: getBotCheck() }, form, {
    schema: toolEditSchema,
    fields: toolEditFields,
    clientAddress: context.get(clientAddressContext),
    formName: "tool-edit",
    limitKey: user.id,
    limit: PER_ADDRESS,
    emailLimit: PER_ACCOUNT,
    failureMessage: m.makers_edit_failure(),
  });
  if (!admitted.ok) return data<FormResult<ToolEditField>>(admitted.result, admitted.init);
  try {
    const outcome = await submitToolEdit(database, {
      tool: { ...tool, website: tool.exploreNowLink, pricingUrl: tool.seePricingLink },
      userId: user.id,
      origin: maker ? "maker" : "reader",
      input: admitted.data,
      language: getLocale(),
    });
    if (!outcome.ok) {
      const refusal = outcome.field ? { errors: { [outcome.field]: outcome.message } } : { message: outcome.message };
      return data<FormResult<ToolEditField>>({ ok: false, ...refusal, values: admitted.values }, { status: outcome.status });
    }
  } catch (error) {
    log.error({ err: error }, "A suggested edit could not be stored");
    return data<FormResult<ToolEditField>>({ ok: false, message: m.makers_edit_failure(), values: admitted.values }, { status: 503 });
  }
  return data<FormResult<ToolEditField>>({ ok: true, message: m.makers_edit_sent_body() });
}

const GROUP_HEADINGS: Record<FactSourceGroup, () => string> = {
  price: m.makers_edit_group_price,
  commercialUse: m.makers_edit_group_commercial,
  training: m.makers_edit_group_training,
  freePlanLimits: m.makers_edit_group_limits,
};

const toasts = (): FormToasts => ({
  success: [m.makers_edit_sent_title(), m.makers_edit_sent_body()],
  invalid: [m.forms_missing_info_title(), m.forms_missing_info_body()],
  failure: (result) => [m.forms_error_title(), result.message ?? m.makers_edit_failure()],
});

/** An answer the form offers ("restricted", "yes") as the tool page words it. */
function answerLabel(fact: EditableFact, value: string): string {
  const definition = toolFact(fact);
  return factText(definition, { pricing: "Freemium", [fact]: definition.kind === "yesNo" ? value === "yes" : value });
}

function FactField({ fact, now, field }: { fact: EditableFact; now: string; field: ReturnType<typeof useFormAction<ToolEditField>>["field"] }) {
  const label = factLabel(toolFact(fact));
  const hint = m.makers_edit_now({ value: now });
  const choices = EDITABLE_CHOICES[fact];
  if (choices) {
    const optionLabels = Object.fromEntries(choices.map((value) => [value, answerLabel(fact, value)]));
    return <SelectField label={label} hint={hint} options={choices} optionLabels={optionLabels} placeholder={m.makers_edit_no_change()} {...field(fact)} />;
  }
  return <TextField label={label} hint={hint} maxLength={EDIT_TEXT_LIMITS[fact]} placeholder={m.makers_edit_no_change()} {...field(fact)} />;
}

export default function ToolEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tool, now, maker } = loaderData;
  const { fetcher, result, values, field, onSubmit, attempt, busy } = useFormAction({ schema: toolEditSchema, fields: toolEditFields, toasts: toasts(), pageResult: actionData });
  // A suggestion typed and not sent is asked about before the tab closes; a sent one empties the form.
  useWarnBeforeUnload(Object.values(values).some(Boolean));
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{m.makers_edit_heading({ tool: tool.name })}</h1>
      <p className="mt-3 text-muted">{m.makers_edit_intro()}</p>
      {maker && <p className="mt-3 rounded-xl border border-border bg-surface-raised p-3 text-sm">{m.makers_edit_as_maker({ tool: tool.name, domain: maker.domain })}</p>}
      <Card className="mt-6 p-6 sm:p-8">
        <fetcher.Form method="post" noValidate className="flex flex-col gap-6" onSubmit={onSubmit}>
          {maker && <input type="hidden" name="as" value="maker" />}
          {FACT_SOURCE_GROUPS.map((group) => (
            <fieldset key={group} className="flex flex-col gap-4 rounded-2xl border border-border p-4" data-edit-group={group}>
              <legend className="px-1 font-semibold">{GROUP_HEADINGS[group]()}</legend>
              {EDITABLE_FACTS.filter((fact) => groupOfEditable(fact) === group).map((fact) => (
                <FactField key={fact} fact={fact} now={now[fact] ?? ""} field={field} />
              ))}
              <TextField label={m.makers_edit_source_url()} type="url" placeholder="https://" {...field(editSourceField(group, "Url"))} />
              <TextField label={m.makers_edit_source_month()} placeholder="2026-05" {...field(editSourceField(group, "AsOf"))} />
              <TextAreaField label={m.makers_edit_source_quote()} rows={2} maxLength={EDIT_QUOTE_MAX} {...field(editSourceField(group, "Quote"))} />
            </fieldset>
          ))}
          <TextAreaField label={m.makers_edit_note()} required rows={3} maxLength={EDIT_NOTE_MAX} {...field("note")} />
          <PublicFormFooter attempt={attempt} busy={busy} result={result} label={m.makers_edit_submit()} busyLabel={m.makers_edit_submitting()} />
        </fetcher.Form>
      </Card>
      <p className="mt-6">
        <Link to={`/tools/${tool.slug}`} className="font-semibold text-accent underline-offset-4 hover:underline">
          {m.makers_edit_back({ tool: tool.name })}
        </Link>
      </p>
    </section>
  );
}
