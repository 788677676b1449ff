import { Download, Inbox } from "~/components/icons";
import { Form, Link } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { findInboxItems, INBOX_KINDS, INBOX_PAGE_SIZE, isInboxKind } from "@server/inbox/queries";
import { Pagination } from "~/components/pagination";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { readInboxParams, writeInboxParams } from "~/lib/inbox-params";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin.inbox";
import { EmptyState } from "~/components/ui/empty-state";
import { refuseWrites } from "@server/auth/admin-reads-only";
import { formatDateTime } from "~/lib/dates";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Inbox", location, matches }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = readInboxParams(new URL(request.url).searchParams);
  const filter = { kind: isInboxKind(params.kind) ? params.kind : undefined, state: params.state || undefined, search: params.search };
  const { items, total } = await findInboxItems(await db(), filter, { page: params.page });
  return {
    params,
    total,
    pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    kinds: Object.entries(INBOX_KINDS).map(([value, label]) => ({ value, label })),
    items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString(), handledAt: item.handledAt?.toISOString() ?? null })),
  };
}

// Only reads: a POST meets the admin guard first, then 405.
export const action = refuseWrites;

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { params, total, pageCount, kinds, items } = loaderData;
  const kindLabel = Object.fromEntries(kinds.map((k) => [k.value, k.label]));
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-3xl font-bold">
            <Inbox aria-hidden="true" className="size-7 text-accent" /> Inbox
          </h1>
          <p className="mt-2 text-muted">{`${total} ${total === 1 ? "item" : "items"}, newest first.`}</p>
        </div>
        <a href={`/admin/inbox/export${writeInboxParams({ ...params, page: 1 })}`} className={buttonClass("secondary")} download>
          <Download aria-hidden="true" className="size-4" /> Export CSV
        </a>
      </div>

      <Form method="get" className="mt-6 grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-[1fr_auto_auto_auto]">
        <label className="sr-only" htmlFor="inbox-search">
          Search the inbox
        </label>
        <input id="inbox-search" name="search" type="search" defaultValue={params.search} placeholder="Search names, addresses, messages" className={inputClass} />
        <label className="sr-only" htmlFor="inbox-kind">
          Kind
        </label>
        <select id="inbox-kind" name="kind" defaultValue={params.kind} className={inputClass}>
          <option value="">All kinds</option>
          {kinds.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="inbox-state">
          State
        </label>
        <select id="inbox-state" name="state" defaultValue={params.state} className={inputClass}>
          <option value="">Handled or not</option>
          <option value="unhandled">Not handled</option>
          <option value="handled">Handled</option>
        </select>
        <button type="submit" className={buttonClass("primary", "min-h-11")}>
          Filter
        </button>
      </Form>

      {items.length === 0 ? (
        <EmptyState icon={Inbox} title="Nothing here for this filter." className="mt-10" />
      ) : (
        <ol className="mt-6 flex flex-col gap-3" aria-label="Inbox items">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <Link
                to={`/admin/inbox/${item.kind}-${item.id}`}
                className="block rounded-2xl border border-border bg-surface p-4 transition hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold break-words">{item.subject}</span>
                  <span className="text-xs text-muted">{formatDateTime(item.createdAt)}</span>
                </div>
                <p className="mt-1 text-sm break-words text-muted">
                  {[kindLabel[item.kind], item.topic, item.email].filter(Boolean).join(" · ")}
                  {item.handledAt ? " · Handled" : " · Not handled"}
                </p>
                {item.body && <p className="mt-2 line-clamp-2 break-words text-sm">{item.body}</p>}
              </Link>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={params.page} pageCount={pageCount} hrefFor={(page) => writeInboxParams({ ...params, page }) || "?"} />
    </section>
  );
}
