/**
 * A verified maker's page (/maker): the tools they claimed, each with its suggested edits, its
 * latest reviews and whether they replied, and the visitors who followed its link from us each
 * week; claims that do not stand, to prove again. Only the signed-in person's own claims.
 */
import { Link } from "react-router";
import { requireUser } from "@server/auth/session";
import { findMakerPage } from "@server/claims/maker-page";
import { db } from "@server/db/index";
import { refusalReasonText } from "@server/edits/reasons";
import { EditList } from "~/components/own-edits";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { getLocale } from "~/paraglide/runtime";
import * as m from "~/paraglide/messages";
import type { Route } from "./+types/maker";

export const meta: Route.MetaFunction = ({ location, matches }) => [...pageMeta({ title: m.makers_page_meta_title(), location, matches }), { name: "robots", content: "noindex" }];

export const handle = { breadcrumb: () => m.makers_page_heading() };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { tools, otherClaims } = await findMakerPage(await db(), user.id);
  const locale = getLocale();
  return {
    tools: tools.map(({ token: _token, edits, reviews, ...tool }) => ({
      ...tool,
      edits: edits.map((edit) => ({ ...edit, reason: edit.refusalReason && refusalReasonText(edit.refusalReason, locale) })),
      reviews: reviews.slice(0, 5).map((review) => ({ id: review.id, title: review.title, rating: review.rating, authorName: review.authorName, publishedAt: review.publishedAt, reply: review.reply?.body ?? null })),
    })),
    otherClaims: otherClaims.map(({ token: _token, ...claim }) => claim),
  };
}

const METHOD = { file: m.makers_page_method_file, meta: m.makers_page_method_meta, email: m.makers_page_method_email } as const;

type MakerTool = Route.ComponentProps["loaderData"]["tools"][number];

function ToolSection({ tool }: { tool: MakerTool }) {
  return (
    <Card as="section" className="p-6" aria-label={tool.toolName}>
      <h2 className="text-2xl font-semibold">
        <Link to={`/tools/${tool.toolSlug}`} className="hover:text-accent">
          {tool.toolName}
        </Link>
      </h2>
      {tool.verifiedAt && tool.method && <p className="mt-1 text-sm text-muted">{m.makers_page_claimed_since({ date: formatDate(tool.verifiedAt), method: METHOD[tool.method]() })}</p>}
      <p className="mt-3 flex flex-wrap gap-4 text-sm">
        <Link to={`/tools/${tool.toolSlug}/edit`} className="font-semibold text-accent underline-offset-4 hover:underline">
          {m.makers_page_suggest()}
        </Link>
        <Link to={`/tools/${tool.toolSlug}`} className="font-semibold text-accent underline-offset-4 hover:underline">
          {m.makers_page_open_tool()}
        </Link>
      </p>

      <h3 className="mt-6 text-lg font-semibold">{m.makers_page_edits_heading()}</h3>
      {tool.edits.length === 0 ? <p className="mt-2 text-sm text-muted">{m.makers_page_edits_empty()}</p> : <EditList edits={tool.edits} label={m.makers_page_edits_heading()} />}

      <h3 className="mt-6 text-lg font-semibold">{m.makers_page_reviews_heading()}</h3>
      {tool.reviews.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{m.makers_page_reviews_empty()}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border rounded-2xl border border-border text-sm">
          {tool.reviews.map((review) => (
            <li key={review.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-3">
              <span className="font-medium">{`${review.rating}/5 · ${review.title}`}</span>
              <span className="text-muted">{review.authorName}</span>
              <span className="ml-auto text-muted">{review.reply !== null ? m.makers_page_replied() : m.makers_page_not_replied()}</span>
              {review.reply !== null && <p className="w-full border-l-2 border-accent/40 pl-3 text-muted [overflow-wrap:anywhere]">{review.reply}</p>}
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-6 text-lg font-semibold">{m.makers_page_visits_heading()}</h3>
      <table className="mt-2 w-full max-w-sm text-left text-sm">
        <tbody>
          {tool.visits.map((week) => (
            <tr key={week.week} className="border-t border-border">
              <th scope="row" className="py-1.5 pr-4 font-normal text-muted">
                {m.makers_page_visits_week({ date: formatDate(week.week) })}
              </th>
              <td className="py-1.5 text-right font-medium tabular-nums">{week.visits}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export default function MakerPage({ loaderData }: Route.ComponentProps) {
  const { tools, otherClaims } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{m.makers_page_heading()}</h1>
      <p className="mt-3 max-w-prose text-muted">{m.makers_page_intro()}</p>
      {tools.length === 0 && <p className="mt-6 rounded-2xl border border-dashed border-border p-6 text-muted">{m.makers_page_empty()}</p>}
      <div className="mt-8 flex flex-col gap-6">
        {tools.map((tool) => (
          <ToolSection key={tool.id} tool={tool} />
        ))}
      </div>
      {otherClaims.length > 0 && (
        <section aria-labelledby="other-claims-heading" className="mt-10">
          <h2 id="other-claims-heading" className="text-xl font-semibold">
            {m.makers_page_other_claims()}
          </h2>
          <ul className="mt-3 divide-y divide-border rounded-2xl border border-border text-sm">
            {otherClaims.map((claim) => (
              <li key={claim.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-3">
                <span className="font-medium">{claim.toolName}</span>
                <span className="text-muted">
                  {claim.status === "lapsed" && claim.endedAt
                    ? m.makers_page_status_lapsed({ date: formatDate(claim.endedAt) })
                    : claim.status === "revoked" && claim.endedAt
                      ? m.makers_page_status_revoked({ date: formatDate(claim.endedAt) })
                      : m.makers_page_status_pending()}
                </span>
                {claim.status !== "revoked" && (
                  <Link to={`/tools/${claim.toolSlug}/claim`} className="ml-auto font-semibold text-accent underline-offset-4 hover:underline">
                    {m.makers_page_prove()}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
