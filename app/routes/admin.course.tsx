import { ArrowLeft } from "~/components/icons";
import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { findHistory } from "@server/catalogue/history";
import { taughtToolSlugs } from "@server/courses/taught-tools";
import { deleteCourse, findCourseForEditing, saveCourse } from "@server/courses/admin";
import { db } from "@server/db/index";
import { accepted, refused, unavailable, type FormAnswer } from "@server/forms/answer";
import { ChangeHistory } from "~/components/change-history";
import { COURSE_HISTORY_FIELDS } from "~/lib/catalogue-history";
import { ConfirmDelete } from "~/components/confirm-delete";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { COURSE_LEVEL_OPTIONS, COURSE_PRICING_OPTIONS } from "~/lib/course-search-params";
import { CHECKED, parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { COURSE_FIELD_LABELS as LABELS, courseAdminFields, courseAdminSchema, type CourseAdminField } from "~/lib/schemas/catalogue-admin";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { Route } from "./+types/admin.course";
import { isUuid } from "~/lib/uuid";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Edit course", location, matches }),
  { name: "robots", content: "noindex" },
];

/** The last crumb names the course, not its id. */
export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: (page) => page && (page.course?.name ?? "New course"),
};

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (params.courseId === "new") return { course: null, history: [], tools: [] };
  if (!isUuid(params.courseId)) throw data(null, { status: 404 });
  const database = await db();
  const course = await findCourseForEditing(database, params.courseId);
  if (!course) throw data(null, { status: 404 });
  const [history, taught] = await Promise.all([findHistory(database, "course", course.id), taughtToolSlugs(database)]);
  return { course, history, tools: taught.get(course.slug) ?? [] };
}

export async function action({ request, params }: Route.ActionArgs): Promise<FormAnswer<CourseAdminField>> {
  const admin = await requireAdmin(request);
  const actor = { id: admin.id, email: admin.email };
  const form = await request.formData();
  const database = await db();
  const id = params.courseId === "new" ? undefined : params.courseId;
  if (id && !isUuid(id)) throw data(null, { status: 404 });
  if (form.get("intent") === "delete" && id) {
    await deleteCourse(database, actor, id);
    throw redirect("/admin/courses");
  }
  const parsed = parseForm(courseAdminSchema, form, courseAdminFields);
  if (!parsed.ok) return refused(400, { errors: parsed.errors, values: parsed.values });
  try {
    const outcome = await saveCourse(database, actor, parsed.data, id);
    if (!outcome.ok) {
      const errors = outcome.field ? { [outcome.field]: outcome.message } : undefined;
      return refused(outcome.status, { message: outcome.message, errors, values: parsed.values });
    }
    if (!id) throw redirect(`/admin/courses/${outcome.id}`);
    return accepted("Course saved.");
  } catch (error) {
    return unavailable(error, { log: "A course could not be saved", message: "The course could not be saved. Please try again.", values: parsed.values });
  }
}

const TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Course saved."],
  invalid: ["Please check the highlighted fields"],
  failure: (result) => ["The course was not saved", result.message],
};

export default function CourseAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return <CourseEditor key={loaderData.course?.id ?? "new"} loaderData={loaderData} actionData={actionData} />;
}

function CourseEditor({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { course, history } = loaderData;
  const { fetcher, values, setValue, field, checkbox, onSubmit, busy, result } = useFormAction({
    schema: courseAdminSchema,
    fields: courseAdminFields,
    toasts: TOASTS,
    pageResult: actionData,
    clearOnSuccess: false,
    initialValues: course
      ? {
          version: String(course.revision),
          name: course.name,
          platform: course.platformName,
          level: course.level,
          pricing: course.pricing,
          link: course.link ?? "",
          description: course.description,
          featured: course.isFeatured ? CHECKED : "",
          tools: loaderData.tools.join(", "),
        }
      : {},
  });
  const saved = course ? String(course.revision) : "";
  useEffect(() => {
    if (saved) setValue("version", saved);
  }, [saved, setValue]);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to="/admin/courses" className={buttonClass("ghost", "-ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> All courses
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-4xl font-bold tracking-tight">{course ? course.name : "New course"}</h1>
        {course && <ConfirmDelete title={`Delete ${course.name}?`} description="It leaves the course list at once." confirmLabel="Delete course" />}
      </div>
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-5">
        <input type="hidden" name="version" value={values.version} />
        <TextField label={LABELS.name} maxLength={160} {...field("name")} />
        <TextField label={LABELS.platform} maxLength={100} {...field("platform")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={LABELS.level} options={COURSE_LEVEL_OPTIONS} placeholder="Choose a level" {...field("level")} />
          <SelectField label={LABELS.pricing} options={COURSE_PRICING_OPTIONS} placeholder="Choose a price" {...field("pricing")} />
        </div>
        <TextField label={`${LABELS.link} (optional)`} type="url" hint="Without one, the course card says 'Link not available'." {...field("link")} />
        <TextAreaField label={LABELS.description} rows={3} maxLength={600} {...field("description")} />
        <TextField label={`${LABELS.tools} (optional)`} hint="Their address names, separated by commas, e.g. figma, adobe-photoshop. Each tool's page then lists this course." {...field("tools")} />
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" role="switch" className="size-5 accent-[var(--accent)]" {...checkbox("featured")} /> {LABELS.featured}
        </label>
        {result && !result.ok && result.message && (
          <p role="alert" className="text-sm text-danger">
            {result.message}
          </p>
        )}
        <SubmitButton busy={busy} label={course ? "Save course" : "Create course"} busyLabel="Saving..." className="self-start" />
      </fetcher.Form>
      {course && <ChangeHistory history={history} fields={COURSE_HISTORY_FIELDS} />}
    </section>
  );
}
