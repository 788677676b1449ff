import { ClipboardCheck } from "~/components/icons";
import { Link } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { accepted, refused, unavailable, type FormAnswer } from "@server/forms/answer";
import { closeSourceChange, findSourceChangesToReview } from "@server/links/source-changes";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { Card } from "~/components/ui/card";
import { SubmitButton } from "~/components/ui/submit-button";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { LINK_NAMES } from "~/lib/public-changes";
import { sourceReviewFields, sourceReviewSchema } from "~/lib/schemas/source-review";
import { monthYear } from "~/lib/tool-facts";
import type { Route } from "./+types/admin.review";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Source changes", location, matches }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { changes: await findSourceChangesToReview(await db()) };
}

const TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Reviewed."],
  failure: ["Error", "The change could not be closed. Please try again."],
};

export async function action({ request }: Route.ActionArgs): Promise<FormAnswer> {
  const admin = await requireAdmin(request);
  const parsed = parseForm(sourceReviewSchema, await request.formData(), sourceReviewFields);
  if (!parsed.ok) return refused(400, { message: "Choose a change to confirm or dismiss.", values: {} });
  try {
    const { intent, id } = parsed.data;
    const closed = await closeSourceChange(await db(), { id: admin.id, email: admin.email }, id, intent === "confirm" ? "confirmed" : "dismissed");
    if (!closed) return refused(409, { message: "This change was already reviewed.", values: {} });
    return accepted(intent === "confirm" ? "Facts confirmed: the summary now describes this month." : "Change dismissed.");
  } catch (error) {
    return unavailable(error, { log: "A source change could not be closed", values: {} });
  }
}

function Lines({ lines, className = "" }: { lines: readonly string[]; className?: string }) {
  return lines.map((line, index) => (
    <p key={index} className={`[overflow-wrap:anywhere] ${className}`}>
      {line}
    </p>
  ));
}

export default function SourceReview({ loaderData, actionData }: Route.ComponentProps) {
  const { changes } = loaderData;
  // One fetcher for the page: a reviewed change leaves the list, and the toast must still show.
  const { fetcher, busy } = useFormAction({ fields: [], toasts: TOASTS, pageResult: actionData, clearOnSuccess: false });
  const pending = busy ? `${String(fetcher.formData?.get("intent"))}:${String(fetcher.formData?.get("id"))}` : undefined;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
        <ClipboardCheck aria-hidden="true" className="size-8 text-accent" /> Source changes
      </h1>
      <p className="mt-3 max-w-prose text-muted">
        Pricing and terms pages that read differently since the link checker last fetched them, oldest first. Check the tool's facts against the page, then confirm
        them (the summary then describes this month) or dismiss the change when it touches no fact. The checker runs when the site is started with LINK_CHECK=on.
      </p>
      {changes.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-border p-8 text-center text-muted">No source page has changed since its facts were checked.</p>
      ) : (
        <ul className="mt-8 flex flex-col gap-4" aria-label="Changed source pages">
          {changes.map((change) => {
            const page = LINK_NAMES[change.kind];
            const asOf = monthYear(change.termsAsOf);
            const { region } = change;
            return (
              <Card as="li" key={change.id} className="p-5">
                <h2 className="flex flex-wrap items-baseline gap-x-2 font-semibold">
                  <Link to={`/tools/${change.toolSlug}`} className="hover:underline">
                    {change.toolName}
                  </Link>
                  <span className="text-sm font-normal text-muted">{`${page} changed ${formatDateTime(change.detectedAt)} UTC`}</span>
                </h2>
                <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">
                  <a href={change.url} target="_blank" rel="noopener noreferrer external" className="text-accent underline">
                    {change.url}
                  </a>
                  {` · our summary describes ${asOf ?? "no month yet"}`}
                </p>
                {region ? (
                  <div className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
                    {(
                      [
                        ["Before", region.removed, region.removedMore, "bg-danger/10"],
                        ["After", region.added, region.addedMore, "bg-accent/10"],
                      ] as const
                    ).map(([label, lines, more, tint]) => (
                      <figure key={label} className="rounded-xl border border-border p-3" aria-label={`${label}: ${change.toolName}'s ${page}`}>
                        <figcaption className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</figcaption>
                        <div className="mt-2 flex flex-col gap-1">
                          <Lines lines={region.lead} className="text-muted" />
                          {lines.length > 0 ? <Lines lines={lines} className={`rounded px-1 ${tint}`} /> : <p className="italic text-muted">(nothing here)</p>}
                          {more > 0 && <p className="text-muted">{`… and ${more} more ${more === 1 ? "line" : "lines"}`}</p>}
                          <Lines lines={region.trail} className="text-muted" />
                        </div>
                      </figure>
                    ))}
                  </div>
                ) : (
                  <p className="mt-4 text-sm text-muted">The change lies beyond the part of the page that is kept: open the page to see it.</p>
                )}
                <div className="mt-4 flex flex-wrap gap-3">
                  <Link to={`/admin/tools/${change.toolId}`} className={buttonClass("secondary", "min-h-11")}>
                    Edit the facts
                  </Link>
                  {(
                    [
                      ["confirm", "Confirm facts", "Confirming...", `Confirm ${change.toolName}'s facts against its ${page}`],
                      ["dismiss", "Dismiss", "Dismissing...", `Dismiss the change of ${change.toolName}'s ${page}`],
                    ] as const
                  ).map(([intent, label, busyLabel, name]) => (
                    <fetcher.Form method="post" key={intent}>
                      <input type="hidden" name="intent" value={intent} />
                      <input type="hidden" name="id" value={change.id} />
                      <SubmitButton busy={pending === `${intent}:${change.id}`} label={label} busyLabel={busyLabel} aria-label={name} />
                    </fetcher.Form>
                  ))}
                </div>
              </Card>
            );
          })}
        </ul>
      )}
    </section>
  );
}
