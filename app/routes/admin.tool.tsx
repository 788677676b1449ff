import { ArrowLeft, ImageUp, Loader2 } from "~/components/icons";
import { useEffect, useState } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { accepted, refused, unavailable, type FormAnswer } from "@server/forms/answer";
import { findHistory } from "@server/catalogue/history";
import { requestLogoSearch } from "@server/logos/candidates";
import { deleteTool, findCategoryChoices, findToolForEditing, findToolReports, saveTool } from "@server/tools/admin";
import { uploadImage } from "~/components/blog-editor/upload-image";
import { ChangeHistory } from "~/components/change-history";
import { toolHistoryFields } from "~/lib/catalogue-history";
import { ConfirmDelete } from "~/components/confirm-delete";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatDate } from "~/lib/dates";
import { parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { TOOL_PRICING } from "~/lib/schemas/suggestions";
import { TOOL_FIELD_LABELS as LABELS, TOOL_STATUS_LABELS, TOOL_STATUSES, toolAdminFields, toolAdminSchema, toolAsFormValues, type ToolAdminField } from "~/lib/schemas/tool-admin";
import { newToolFactValues } from "~/lib/tool-fact-form";
import { ToolFactFields } from "~/components/tool-fact-fields";
import { FactSourceFields } from "~/components/fact-source-fields";
import { sourcesAsFormValues } from "~/lib/fact-source-form";
import { NO_SOURCES } from "~/lib/fact-sources";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { Route } from "./+types/admin.tool";
import { isUuid } from "~/lib/uuid";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Edit tool", location, matches }),
  { name: "robots", content: "noindex" },
];

/** The last crumb names the tool, not its id. */
export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: (page) => page && (page.tool?.name ?? "New tool"),
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const database = await db();
  const categories = await findCategoryChoices(database);
  if (params.toolId === "new") return { tool: null, history: [], reports: [], categories };
  if (!isUuid(params.toolId)) throw data(null, { status: 404 });
  const tool = await findToolForEditing(database, params.toolId);
  if (!tool) throw data(null, { status: 404 });
  const [history, reports] = await Promise.all([findHistory(database, "tool", tool.id), findToolReports(database, tool.id)]);
  return { tool, history, reports, categories };
}

export async function action({ request, params }: Route.ActionArgs): Promise<FormAnswer<ToolAdminField>> {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const actor = { id: admin.id, email: admin.email };
  const database = await db();
  const id = params.toolId === "new" ? undefined : params.toolId;
  if (id && !isUuid(id)) throw data(null, { status: 404 });

  if (form.get("intent") === "delete" && id) {
    const outcome = await deleteTool(database, actor, id);
    if (!outcome.ok) return refused(409, { message: outcome.message, values: {} });
    throw redirect("/admin/tools");
  }

  if (form.get("intent") === "find-logo" && id) {
    let asked: boolean;
    try {
      asked = await requestLogoSearch(database, id);
    } catch (error) {
      return unavailable(error, { log: "A logo search could not be asked for", message: "The logo search could not be asked for. Please try again.", values: {} });
    }
    if (!asked) throw data(null, { status: 404 });
    return accepted("The link checker looks for the logo on the tool's site at its next pass; what it finds waits at Source changes and logos.");
  }

  const parsed = parseForm(toolAdminSchema, form, toolAdminFields);
  if (!parsed.ok) return refused(400, { errors: parsed.errors, values: parsed.values });
  try {
    const outcome = await saveTool(database, actor, parsed.data, id, { correction: form.get("correction") === "on" });
    if (!outcome.ok) {
      const refusal = outcome.field ? { errors: { [outcome.field]: outcome.message } } : { message: outcome.message };
      return refused(outcome.status, { ...refusal, values: parsed.values });
    }
    if (!id) throw redirect(`/admin/tools/${outcome.id}?created=1`);
    return accepted("Tool saved.");
  } catch (error) {
    return unavailable(error, { log: "A tool could not be saved", message: "The tool could not be saved. Please try again.", values: parsed.values });
  }
}

const TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Tool saved."],
  invalid: ["Please check the highlighted fields"],
  failure: (result) => ["The tool was not saved", result.message],
};

const FIND_LOGO_TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Asked."],
  failure: (result) => ["The logo search was not asked for", result.message],
};

/** Asks the link checker to look for the maker's logo even though the tool has one (a tool without a mark gets looked for anyway). */
function FindLogo() {
  const { fetcher, busy } = useFormAction({ fields: [], toasts: FIND_LOGO_TOASTS, clearOnSuccess: false });
  return (
    <fetcher.Form method="post" className="mt-6 flex flex-wrap items-center gap-3 text-sm text-muted">
      <input type="hidden" name="intent" value="find-logo" />
      <SubmitButton busy={busy} label="Look for the logo on its site" busyLabel="Asking..." />
      <span>The link checker (LINK_CHECK=on) proposes what it finds for review.</span>
    </fetcher.Form>
  );
}

export default function ToolAdmin({ loaderData, actionData }: Route.ComponentProps) {
  // A new form per tool: after "Create tool" the page shows the created one, with its own values.
  return <ToolEditor key={loaderData.tool?.id ?? "new"} loaderData={loaderData} actionData={actionData} />;
}

function ToolEditor({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { tool, history, reports, categories } = loaderData;
  const navigate = useNavigate();
  const { fetcher, values, setValue, field, onSubmit, busy, result } = useFormAction({
    schema: toolAdminSchema,
    fields: toolAdminFields,
    toasts: TOASTS,
    pageResult: actionData,
    clearOnSuccess: false,
    initialValues: tool
      ? toolAsFormValues(tool)
      : { status: "draft", ...newToolFactValues(), ...sourcesAsFormValues(NO_SOURCES) },
  });
  // After a save the page reloads the tool: the form then edits that version.
  const savedVersion = tool ? String(new Date(tool.updatedAt).getTime()) : "";
  useEffect(() => {
    if (savedVersion) setValue("version", savedVersion);
  }, [savedVersion, setValue]);
  const [uploading, setUploading] = useState(false);
  const onLogo = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const answer = await uploadImage(file, "logos");
    setUploading(false);
    if (!answer.ok) toast.error("Failed to upload image", { description: answer.message });
    else {
      setValue("logoUrl", answer.url);
      toast.success("Logo uploaded: save the tool to keep it.");
    }
  };
  const categoryOptions = categories.map((c) => c.slug);
  const categoryLabels = Object.fromEntries(categories.map((c) => [c.slug, c.name]));

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <button type="button" onClick={() => navigate("/admin/tools")} className={buttonClass("ghost", "-ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> All tools
      </button>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-4xl font-bold tracking-tight">{tool ? tool.name : "New tool"}</h1>
        {tool && (
          <div className="flex gap-2">
            {tool.status !== "draft" && (
              <Link to={`/tools/${tool.slug}`} className={buttonClass("secondary")}>
                View page
              </Link>
            )}
            <ConfirmDelete
              title={`Delete ${tool.name}?`}
              description="Its page, favourites and reports go with it. To keep its address working with a notice, mark it discontinued instead."
              confirmLabel="Delete tool"
            />
          </div>
        )}
      </div>
      {tool && <p className="mt-2 text-sm text-muted">Address: /tools/{tool.slug}</p>}

      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-5">
        <input type="hidden" name="version" value={values.version} />
        <input type="hidden" name="logoUrl" value={values.logoUrl} />
        <TextField label={LABELS.name} maxLength={120} {...field("name")} />
        <TextAreaField label={LABELS.description} rows={3} maxLength={600} hint="What it does and for whom, in one or two sentences (at least 40 characters)." {...field("description")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={LABELS.category} options={categoryOptions} optionLabels={categoryLabels} placeholder="Choose a category" {...field("category")} />
          <SelectField label={LABELS.pricing} options={TOOL_PRICING} placeholder="Choose a pricing model" {...field("pricing")} />
        </div>
        <TextField label={LABELS.website} type="url" {...field("website")} />
        <TextField label={`${LABELS.pricingUrl} (optional)`} type="url" {...field("pricingUrl")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={LABELS.status} options={TOOL_STATUSES} optionLabels={TOOL_STATUS_LABELS} placeholder="Choose a status" {...field("status")} />
          <TextField
            label={`${LABELS.successor} (discontinued tools)`}
            hint="The address name of the tool that replaces it, e.g. autodesk-flow-studio."
            disabled={values.status !== "discontinued"}
            {...field("successor")}
          />
        </div>
        <ToolFactFields field={field} />
        <FactSourceFields field={field} />
        <div>
          <p className="text-sm font-medium">{LABELS.logoUrl}</p>
          <div className="mt-2 flex items-center gap-4">
            {values.logoUrl && <img src={values.logoUrl} alt={`${values.name || "Tool"} logo`} width={56} height={56} className="size-14 rounded-xl object-contain" />}
            <label className={buttonClass("secondary", "cursor-pointer")}>
              {uploading ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <ImageUp aria-hidden="true" className="size-4" />}
              Upload logo
              <input type="file" accept="image/*" className="sr-only" onChange={(event) => void onLogo(event.target.files?.[0])} />
            </label>
          </div>
        </div>
        {result && !result.ok && result.message && (
          <p role="alert" className="text-sm text-danger">
            {result.message}
          </p>
        )}
        {tool && (
          // Unticked again after each save (a new key), so one correction does not hide the next real change.
          <label key={savedVersion} className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="correction" className="mt-0.5 size-4" />
            <span>
              This save corrects a mistake
              <span className="block text-muted">Its changes stay in the history below but are not shown to visitors on What&apos;s new or the tool&apos;s page.</span>
            </span>
          </label>
        )}
        <SubmitButton busy={busy} label={tool ? "Save tool" : "Create tool"} busyLabel="Saving..." className="self-start" />
      </fetcher.Form>
      {tool && <FindLogo />}

      {tool && (
        <>
          <section aria-labelledby="reports-heading" className="mt-12">
            <h2 id="reports-heading" className="text-xl font-semibold">
              Problem reports ({reports.length})
            </h2>
            {reports.length === 0 ? (
              <p className="mt-2 text-sm text-muted">No visitor has reported a problem.</p>
            ) : (
              <ul className="mt-3 divide-y divide-border rounded-2xl border border-border text-sm">
                {reports.map((report) => (
                  <li key={report.id} className="p-4">
                    <p className="font-medium">
                      {report.reason} <span className="font-normal text-muted">· {formatDate(report.createdAt)}{report.handledAt ? " · handled" : ""}</span>
                    </p>
                    {report.note && <p className="mt-1 text-muted">{report.note}</p>}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ChangeHistory history={history} fields={toolHistoryFields(categoryLabels)} />
        </>
      )}
    </section>
  );
}
