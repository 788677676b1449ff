import { ChevronRight } from "~/components/icons";
import { Link, useLocation, useMatches, useRouteLoaderData } from "react-router";
import { breadcrumbOf, buildBreadcrumbs } from "~/lib/breadcrumbs";
import { pathInLocale } from "~/lib/i18n";
import { breadcrumbListData, jsonLdText } from "~/lib/structured-data";
import * as m from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const origin = useRouteLoaderData<{ origin: string }>("root")?.origin ?? "";
  if (pathname === "/") return null;
  const deepest = matches.at(-1);
  // A route names its last crumb (BreadcrumbHandle, ~/lib/breadcrumbs).
  const crumbs = buildBreadcrumbs(pathname, breadcrumbOf(deepest?.handle, deepest?.loaderData));
  // Links add the page's language prefix themselves; the addresses for search engines are written out whole.
  const locale = getLocale();
  const localizedCrumbs = crumbs.map((crumb) => ({ ...crumb, to: pathInLocale(crumb.to, locale) }));

  return (
    <nav aria-label={m.shell_breadcrumb()} className="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={crumb.to + index} className="flex items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-4" />}
              {isLast ? (
                <span aria-current="page" className="text-foreground">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className="rounded hover:text-foreground">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      {/* The same trail for search engines, from the crumbs shown. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbListData(localizedCrumbs, origin)) }} />
    </nav>
  );
}
