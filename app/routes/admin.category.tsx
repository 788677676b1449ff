import { ArrowLeft } from "~/components/icons";
import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { deleteCategory, findCategoryForEditing, saveCategory } from "@server/categories/admin";
import { findHistory } from "@server/catalogue/history";
import { db } from "@server/db/index";
import { accepted, refused, unavailable, type FormAnswer } from "@server/forms/answer";
import { ChangeHistory } from "~/components/change-history";
import { CATEGORY_HISTORY_FIELDS } from "~/lib/catalogue-history";
import { ConfirmDelete } from "~/components/confirm-delete";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { buttonClass } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { CATEGORY_FIELD_LABELS as LABELS, CATEGORY_TRANSLATION_FIELDS, categoryAdminFields, categoryAdminSchema, type CategoryAdminField } from "~/lib/schemas/catalogue-admin";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { Route } from "./+types/admin.category";

const ID = /^\d{1,9}$/;

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Edit category", location, matches }),
  { name: "robots", content: "noindex" },
];

/** The last crumb names the category, not its id. */
export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: (page) => page && (page.category?.displayName ?? "New category"),
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (params.categoryId === "new") return { category: null, history: [] };
  if (!ID.test(params.categoryId)) throw data(null, { status: 404 });
  const database = await db();
  const category = await findCategoryForEditing(database, Number(params.categoryId));
  if (!category) throw data(null, { status: 404 });
  return { category, history: await findHistory(database, "category", String(category.id)) };
}

export async function action({ request, params }: Route.ActionArgs): Promise<FormAnswer<CategoryAdminField>> {
  const admin = await requireAdmin(request);
  const actor = { id: admin.id, email: admin.email };
  const form = await request.formData();
  const database = await db();
  const id = params.categoryId === "new" ? undefined : params.categoryId;
  if (id !== undefined && !ID.test(id)) throw data(null, { status: 404 });
  if (form.get("intent") === "delete" && id !== undefined) {
    const outcome = await deleteCategory(database, actor, Number(id));
    if (!outcome.ok) return refused(409, { message: outcome.message, values: {} });
    throw redirect("/admin/categories");
  }
  const parsed = parseForm(categoryAdminSchema, form, categoryAdminFields);
  if (!parsed.ok) return refused(400, { errors: parsed.errors, values: parsed.values });
  try {
    const outcome = await saveCategory(database, actor, parsed.data, id === undefined ? undefined : Number(id));
    if (!outcome.ok) {
      const refusal = outcome.field ? { errors: { [outcome.field]: outcome.message } } : { message: outcome.message };
      return refused(outcome.status, { ...refusal, values: parsed.values });
    }
    if (id === undefined) throw redirect(`/admin/categories/${outcome.id}`);
    return accepted("Category saved.");
  } catch (error) {
    return unavailable(error, { log: "A category could not be saved", message: "The category could not be saved. Please try again.", values: parsed.values });
  }
}

const TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Category saved."],
  invalid: ["Please check the highlighted fields"],
  failure: (result) => ["The category was not saved", result.message],
};

export default function CategoryAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return <CategoryEditor key={loaderData.category?.id ?? "new"} loaderData={loaderData} actionData={actionData} />;
}

function CategoryEditor({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { category, history } = loaderData;
  const { fetcher, values, setValue, field, onSubmit, busy, result } = useFormAction({
    schema: categoryAdminSchema,
    fields: categoryAdminFields,
    toasts: TOASTS,
    pageResult: actionData,
    clearOnSuccess: false,
    initialValues: category
      ? {
          version: String(category.revision),
          name: category.name,
          displayName: category.displayName,
          slug: category.slug,
          description: category.description,
          icon: category.icon,
          colour: category.colour,
          sortOrder: String(category.sortOrder),
          searchPhrases: category.searchPhrases.join("\n"),
          ...Object.fromEntries(
            CATEGORY_TRANSLATION_FIELDS.flatMap((f) => [
              [f.displayName, category.translations[f.locale]?.displayName ?? ""],
              [f.description, category.translations[f.locale]?.description ?? ""],
            ]),
          ),
        }
      : { colour: "#8b5cf6", sortOrder: "0", icon: "Sparkles" },
  });
  const saved = category ? String(category.revision) : "";
  useEffect(() => {
    if (saved) setValue("version", saved);
  }, [saved, setValue]);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to="/admin/categories" className={buttonClass("ghost", "-ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> All categories
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-4xl font-bold tracking-tight">{category ? category.displayName : "New category"}</h1>
        {category && <ConfirmDelete title={`Delete ${category.displayName}?`} description="Only an empty category can be deleted; move its tools first." confirmLabel="Delete category" />}
      </div>
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-5">
        <input type="hidden" name="version" value={values.version} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={LABELS.name} maxLength={80} {...field("name")} />
          <TextField label={LABELS.displayName} maxLength={80} hint="What visitors read." {...field("displayName")} />
        </div>
        <TextField label={LABELS.slug} hint="Leave empty to make it from the name. After a change, the old address leads here." {...field("slug")} />
        <TextAreaField label={LABELS.description} rows={3} maxLength={400} {...field("description")} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={LABELS.icon} hint="A lucide icon name, e.g. Sparkles." {...field("icon")} />
          <TextField label={LABELS.colour} hint="#rrggbb" {...field("colour")} />
          <TextField label={LABELS.sortOrder} inputMode="numeric" {...field("sortOrder")} />
        </div>
        <TextAreaField
          label={LABELS.searchPhrases}
          rows={5}
          hint="One per line, as people type them (text to image, logo maker). A search that says one of them lists this category's leading tools first."
          {...field("searchPhrases")}
        />
        <fieldset className="flex flex-col gap-4">
          <legend className="text-lg font-semibold">Other languages</legend>
          <p className="text-sm text-muted">What visitors read on the Spanish, French and German pages. A text left empty reads in English there.</p>
          {CATEGORY_TRANSLATION_FIELDS.map((f) => (
            <div key={f.locale} className="grid gap-4 sm:grid-cols-[1fr_2fr]">
              <TextField label={LABELS[f.displayName]} maxLength={80} {...field(f.displayName)} />
              <TextAreaField label={LABELS[f.description]} rows={2} maxLength={400} {...field(f.description)} />
            </div>
          ))}
        </fieldset>
        {result && !result.ok && result.message && (
          <p role="alert" className="text-sm text-danger">
            {result.message}
          </p>
        )}
        <SubmitButton busy={busy} label={category ? "Save category" : "Create category"} busyLabel="Saving..." className="self-start" />
      </fetcher.Form>
      {category && <ChangeHistory history={history} fields={CATEGORY_HISTORY_FIELDS} />}
    </section>
  );
}
