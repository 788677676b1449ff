import { CircleAlert, Link2 } from "~/components/icons";
import { Link } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { findFlaggedLinks } from "@server/links/checker";
import { formatDate } from "~/lib/dates";
import { LINK_NAMES } from "~/lib/public-changes";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin.links";
import { refuseWrites } from "@server/auth/admin-reads-only";
import { Card } from "~/components/ui/card";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Link health", location, matches }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { links: await findFlaggedLinks(await db()) };
}

// Only reads: a POST meets the admin guard first, then 405.
export const action = refuseWrites;

export default function LinkHealth({ loaderData }: Route.ComponentProps) {
  const { links } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
        <Link2 aria-hidden="true" className="size-8 text-accent" /> Link health
      </h1>
      <p className="mt-3 text-muted">
        Tool links that failed two checks or more in a row, with what the checker found. The checker runs when the site is started with LINK_CHECK=on, or by hand
        with <code>npm run links:check</code>.
      </p>
      {links.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-border p-8 text-center text-muted">No link is failing its checks.</p>
      ) : (
        <ul className="mt-8 flex flex-col gap-4" aria-label="Failing links">
          {links.map((link) => (
            <Card as="li" key={link.id} className="p-5">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                <CircleAlert aria-hidden="true" className="size-4 text-danger" />
                <Link to={`/tools/${link.toolSlug}`} className="hover:underline">
                  {link.toolName}
                </Link>
                <span className="text-sm font-normal text-muted">{LINK_NAMES[link.kind] ?? link.kind}</span>
              </p>
              <p className="mt-2 text-sm [overflow-wrap:anywhere]">{link.url}</p>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-muted sm:grid-cols-2">
                <div>
                  <dt className="inline">Found: </dt>
                  <dd className="inline text-foreground">{link.error ?? `HTTP ${link.httpStatus}`}</dd>
                </div>
                <div>
                  <dt className="inline">Failures in a row: </dt>
                  <dd className="inline">{link.consecutiveFailures}</dd>
                </div>
                <div>
                  <dt className="inline">Last checked: </dt>
                  <dd className="inline">{formatDate(link.checkedAt)}</dd>
                </div>
                <div>
                  <dt className="inline">Last answered well: </dt>
                  <dd className="inline">{link.lastOkAt ? formatDate(link.lastOkAt) : "never"}</dd>
                </div>
                {link.finalUrl && link.finalUrl !== link.url && (
                  <div className="sm:col-span-2 [overflow-wrap:anywhere]">
                    <dt className="inline">Ended at: </dt>
                    <dd className="inline">{link.finalUrl}</dd>
                  </div>
                )}
              </dl>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
