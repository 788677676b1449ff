import { Hammer } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { buildBreadcrumbs } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/upcoming";

/** Stands in for a page that is on the way, so every route of the site resolves. */
function pageName(pathname: string) {
  return buildBreadcrumbs(pathname).at(-1)?.label ?? "Page";
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({ title: pageName(location.pathname), location, matches });

export default function UpcomingPage() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-surface-raised text-accent">
        <Hammer aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-4xl font-bold tracking-tight">{pageName(pathname)}</h1>
      <p className="mt-4 text-muted">This page is being prepared and will open soon. Meanwhile, the directory is ready to browse.</p>
      <Link to="/tools" className={buttonClass("primary", "mt-8")}>
        Browse all AI tools
      </Link>
    </section>
  );
}
