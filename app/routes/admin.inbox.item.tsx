import { ArrowLeft, CheckCircle2, Circle, Wrench } from "~/components/icons";
import { data, Link, redirect } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { findInboxItem, INBOX_KINDS, isInboxKind, markInboxItem } from "@server/inbox/queries";
import { accepted, refused, unavailable, type FormAnswer } from "@server/forms/answer";
import { createDraftFromSuggestion } from "@server/tools/admin";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { buttonClass } from "~/components/ui/button";
import { parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { inboxItemFields, inboxItemSchema } from "~/lib/schemas/inbox-item";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { Route } from "./+types/admin.inbox.item";
import { formatDateTime } from "~/lib/dates";
import { Card } from "~/components/ui/card";

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => [
  ...pageMeta({ title: loaderData?.item.subject ?? "Inbox item", location, matches }),
  { name: "robots", content: "noindex" },
];

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: (page) => page?.item.subject,
};

/** The address names the kind and the row: /admin/inbox/contact-<uuid>. */
async function itemOf(params: Route.LoaderArgs["params"]) {
  const [kind, ...rest] = params.item.split("-");
  const item = isInboxKind(kind) ? await findInboxItem(await db(), kind, rest.join("-")) : undefined;
  if (!item) throw data("Not found", { status: 404 });
  return item;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const item = await itemOf(params);
  return { item: { ...item, kindLabel: INBOX_KINDS[item.kind], createdAt: item.createdAt.toISOString(), handledAt: item.handledAt?.toISOString() ?? null } };
}

export async function action({ request, params }: Route.ActionArgs): Promise<FormAnswer> {
  const admin = await requireAdmin(request);
  const item = await itemOf(params);
  const parsed = parseForm(inboxItemSchema, await request.formData(), inboxItemFields);
  if (!parsed.ok) return refused(400, { message: "Choose what to do with this item.", values: {} });
  try {
    // A tool suggestion becomes a draft tool in one step, then the admin completes it.
    if ("intent" in parsed.data) {
      if (item.kind !== "tool") return refused(400, { message: "Only a tool suggestion becomes a draft tool.", values: {} });
      const outcome = await createDraftFromSuggestion(await db(), { id: admin.id, email: admin.email }, item.id);
      if (!outcome.ok) return refused(409, { message: outcome.message, values: {} });
      throw redirect(`/admin/tools/${outcome.id}`);
    }
    await markInboxItem(await db(), item.kind, item.id, parsed.data.handled === "true");
    return accepted();
  } catch (error) {
    return unavailable(error, { log: "An inbox item could not be changed", values: {} });
  }
}

// The page shows the new state itself; only a refusal needs saying.
const TOASTS: FormToasts = {
  failure: ["Error", "The item could not be changed. Please try again."],
};

export default function InboxItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  // One fetcher for both buttons: while one is sent, neither can be pressed.
  const { fetcher, busy } = useFormAction({ fields: [], toasts: TOASTS, pageResult: actionData, clearOnSuccess: false });
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to="/admin/inbox" className="inline-flex items-center gap-2 text-sm text-accent hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to the inbox
      </Link>
      <Card as="article" className="mt-6 p-6">
        <p className="text-sm text-muted">{`${item.kindLabel} · ${item.topic} · ${formatDateTime(item.createdAt, "long")} UTC`}</p>
        <h1 className="mt-2 text-2xl font-bold break-words">{item.subject}</h1>
        <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
          {item.name && (
            <>
              <dt className="text-muted">From</dt>
              <dd className="break-words">{item.name}</dd>
            </>
          )}
          {item.email && (
            <>
              <dt className="text-muted">Email</dt>
              <dd>
                <a href={`mailto:${item.email}`} className="break-all text-accent underline">
                  {item.email}
                </a>
              </dd>
            </>
          )}
          {item.phone && (
            <>
              <dt className="text-muted">Phone</dt>
              <dd>{item.phone}</dd>
            </>
          )}
          <dt className="text-muted">State</dt>
          <dd>{item.handledAt ? `Handled on ${formatDateTime(item.handledAt, "long")} UTC` : "Not handled"}</dd>
        </dl>
        {item.body && <p className="mt-6 whitespace-pre-wrap break-words">{item.body}</p>}
        {item.kind === "tool" && (
          <fetcher.Form method="post" className="mt-8">
            <input type="hidden" name="intent" value="create-tool" />
            <button type="submit" disabled={busy} className={buttonClass("primary", "min-h-11")}>
              <Wrench aria-hidden="true" className="size-4" /> Make a draft tool from this suggestion
            </button>
          </fetcher.Form>
        )}
        <fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="handled" value={item.handledAt ? "false" : "true"} />
          <button type="submit" disabled={busy} className={buttonClass(item.handledAt ? "secondary" : "primary", "min-h-11")}>
            {item.handledAt ? <Circle aria-hidden="true" className="size-4" /> : <CheckCircle2 aria-hidden="true" className="size-4" />}
            {item.handledAt ? "Mark as not handled" : "Mark as handled"}
          </button>
        </fetcher.Form>
      </Card>
    </section>
  );
}
