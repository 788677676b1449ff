import { Plus, Wrench } from "~/components/icons";
import { Link } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { listToolsForAdmin } from "@server/tools/admin";
import { AdminFilterBar } from "~/components/admin-filter-bar";
import { AdminTable } from "~/components/admin-table";
import { Pagination } from "~/components/pagination";
import { buttonClass } from "~/components/ui/button";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { TOOL_STATUS_LABELS, TOOL_STATUSES } from "~/lib/schemas/tool-admin";
import { MAX_PAGE } from "~/lib/tool-search-params";
import { entryOf, isOneOf } from "~/lib/records";
import type { Route } from "./+types/admin.tools";
import { refuseWrites } from "@server/auth/admin-reads-only";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Tools", location, matches }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const requested = params.get("page") ?? "1";
  const status = params.get("status") ?? "";
  const state = {
    search: (params.get("q") ?? "").trim().slice(0, 100),
    status: isOneOf(TOOL_STATUSES, status) ? status : "",
    page: /^\d{1,16}$/.test(requested) ? Math.min(Math.max(Number(requested), 1), MAX_PAGE) : 1,
  };
  return { state, ...(await listToolsForAdmin(await db(), state)) };
}

// Only reads: a POST meets the admin guard first, then 405.
export const action = refuseWrites;

const COLUMNS = ["Name", "Status", "Category", "Updated"].map((label) => ({ label, className: "px-4 py-3 font-medium" }));

export default function ToolsAdmin({ loaderData }: Route.ComponentProps) {
  const { state, tools, total, pageCount } = loaderData;
  const hrefFor = (page: number) => `?${new URLSearchParams({ ...(state.search ? { q: state.search } : {}), ...(state.status ? { status: state.status } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
          <Wrench aria-hidden="true" className="size-8 text-accent" /> Tools
        </h1>
        <Link to="/admin/tools/new" className={buttonClass("primary")}>
          <Plus aria-hidden="true" className="size-4" /> New tool
        </Link>
      </div>
      <AdminFilterBar
        className="mt-8 flex flex-col gap-2 sm:flex-row"
        search={{ id: "admin-tool-search", label: "Search tools", placeholder: "Search by name", value: state.search }}
        select={{
          id: "admin-tool-status",
          name: "status",
          label: "Status",
          value: state.status,
          choices: [{ value: "", label: "Every status" }, ...TOOL_STATUSES.map((status) => ({ value: status, label: TOOL_STATUS_LABELS[status] }))],
        }}
      />
      <p className="mt-6 text-sm text-muted">{total} tools</p>
      <AdminTable className="mt-2" columns={COLUMNS}>
        {tools.map((tool) => (
          <tr key={tool.id}>
            <td className="px-4 py-3">
              <Link to={`/admin/tools/${tool.id}`} className="font-medium text-accent hover:underline">
                {tool.name}
              </Link>
            </td>
            <td className="px-4 py-3">{entryOf(TOOL_STATUS_LABELS, tool.status) ?? tool.status}</td>
            <td className="px-4 py-3 text-muted">{tool.categoryName ?? "None"}</td>
            <td className="px-4 py-3 text-muted">{formatDate(tool.updatedAt)}</td>
          </tr>
        ))}
      </AdminTable>
      <Pagination page={state.page} pageCount={pageCount} hrefFor={hrefFor} />
    </section>
  );
}
