import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { db } from "@server/db/index";
import { findToolsPage } from "@server/tools/queries";
import { ToolGrid } from "~/components/tool-card";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/tools";

const TOOLS_PAGE_SIZE = 24;

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "All AI Tools",
    description: "Browse every AI tool in the directory, from image generation to automation, with pricing and categories.",
    location,
    matches,
  });

function readPage(url: URL): number {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

export async function loader({ request }: Route.LoaderArgs) {
  const page = readPage(new URL(request.url));
  const { tools, total } = await findToolsPage(await db(), { page, pageSize: TOOLS_PAGE_SIZE });
  return { tools, total, page, pageCount: Math.max(1, Math.ceil(total / TOOLS_PAGE_SIZE)) };
}

export default function Tools({ loaderData }: Route.ComponentProps) {
  const { tools, total, page, pageCount } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">All Tools ({total})</h1>
      <p className="mt-3 max-w-2xl text-muted">Every tool in the directory, newest first. Open a card for details and links.</p>
      <div className="mt-8">
        <ToolGrid tools={tools} />
      </div>
      {pageCount > 1 && (
        <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-3">
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className={buttonClass("secondary")} rel="prev">
              <ChevronLeft aria-hidden="true" className="size-4" /> Previous
            </Link>
          ) : null}
          <span className="text-sm text-muted" aria-current="page">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={`?page=${page + 1}`} className={buttonClass("secondary")} rel="next">
              Next <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      )}
    </section>
  );
}
