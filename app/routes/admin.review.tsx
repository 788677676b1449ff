import { ClipboardCheck } from "~/components/icons";
import { Link } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { accepted, refused, unavailable, type FormAnswer } from "@server/forms/answer";
import { closeSourceChange, findSourceChangesToReview } from "@server/links/source-changes";
import { findLogoCandidatesToReview, reviewLogoCandidate } from "@server/logos/candidates";
import { storage } from "@server/storage/index";
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
  ...pageMeta({ title: "Source changes and logos", location, matches }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const database = await db();
  const [changes, logos] = await Promise.all([findSourceChangesToReview(database), findLogoCandidatesToReview(database)]);
  return { changes, logos };
}

const TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Reviewed."],
  failure: (result) => ["Error", result.message ?? "The change could not be closed. Please try again."],
};

const LOGO_ANSWERS = {
  approve: "Logo approved: the tool shows it now.",
  reject: "Logo rejected: this file will not be proposed again.",
} as const;

export async function action({ request }: Route.ActionArgs): Promise<FormAnswer> {
  const admin = await requireAdmin(request);
  const parsed = parseForm(sourceReviewSchema, await request.formData(), sourceReviewFields);
  if (!parsed.ok) return refused(400, { message: "Choose a change to confirm or dismiss.", values: {} });
  const { intent, id } = parsed.data;
  if (intent === "approve" || intent === "reject") {
    try {
      const reviewed = await reviewLogoCandidate(await db(), storage(), { id: admin.id, email: admin.email }, id, intent === "approve" ? "approved" : "rejected");
      if (!reviewed) return refused(409, { message: "This logo was already reviewed.", values: {} });
      return accepted(LOGO_ANSWERS[intent]);
    } catch (error) {
      return unavailable(error, { log: "A logo candidate could not be reviewed", message: "The logo could not be reviewed. Please try again.", values: {} });
    }
  }
  try {
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

type ReviewFetcher = ReturnType<typeof useFormAction>["fetcher"];

/** One form per answer to a waiting item (intent, label, busy label, accessible name), all on the page's one fetcher. */
function ReviewButtons({ fetcher, pending, id, answers }: { fetcher: ReviewFetcher; pending: string | undefined; id: string; answers: readonly (readonly [string, string, string, string])[] }) {
  return answers.map(([intent, label, busyLabel, name]) => (
    <fetcher.Form method="post" key={intent}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <SubmitButton busy={pending === `${intent}:${id}`} label={label} busyLabel={busyLabel} aria-label={name} />
    </fetcher.Form>
  ));
}

export default function SourceReview({ loaderData, actionData }: Route.ComponentProps) {
  const { changes, logos } = loaderData;
  // One fetcher for the page: a reviewed change leaves the list, and the toast must still show.
  const { fetcher, busy } = useFormAction({ fields: [], toasts: TOASTS, pageResult: actionData, clearOnSuccess: false });
  const pending = busy ? `${String(fetcher.formData?.get("intent"))}:${String(fetcher.formData?.get("id"))}` : undefined;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
        <ClipboardCheck aria-hidden="true" className="size-8 text-accent" /> Source changes and logos
      </h1>
      <h2 className="mt-8 text-2xl font-semibold tracking-tight">Source changes</h2>
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
                <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold">
                  <Link to={`/tools/${change.toolSlug}`} className="hover:underline">
                    {change.toolName}
                  </Link>
                  <span className="text-sm font-normal text-muted">{`${page} changed ${formatDateTime(change.detectedAt)} UTC`}</span>
                </h3>
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
                  <ReviewButtons
                    fetcher={fetcher}
                    pending={pending}
                    id={change.id}
                    answers={[
                      ["confirm", "Confirm facts", "Confirming...", `Confirm ${change.toolName}'s facts against its ${page}`],
                      ["dismiss", "Dismiss", "Dismissing...", `Dismiss the change of ${change.toolName}'s ${page}`],
                    ]}
                  />
                </div>
              </Card>
            );
          })}
        </ul>
      )}
      <h2 className="mt-12 text-2xl font-semibold tracking-tight">Logos</h2>
      <p className="mt-3 max-w-prose text-muted">
        Marks the link checker found on tools' own sites, for tools that show no logo yet (or whose logo an admin asked to look for again). Each is the site's own
        PNG copy, at most 256 px. Approve one to make it the tool's logo at once; a rejected file is not proposed again.
      </p>
      {logos.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-border p-8 text-center text-muted">No logo waits for review.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4" aria-label="Logos found on makers' sites">
          {logos.map((logo) => (
            <Card as="li" key={logo.id} className="flex flex-wrap items-center gap-5 p-5">
              {/* A checkerboard shows whether the mark is transparent, and so how it sits on either theme. */}
              <img
                src={`/admin/review/logos/${logo.id}`}
                alt={`Logo found for ${logo.toolName}`}
                width={96}
                height={96}
                className="size-24 shrink-0 rounded-xl bg-[repeating-conic-gradient(#8884_0_25%,transparent_0_50%)] bg-[length:16px_16px] object-contain"
              />
              <div className="min-w-0 flex-1">
                <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold">
                  <Link to={`/tools/${logo.toolSlug}`} className="hover:underline">
                    {logo.toolName}
                  </Link>
                  <span className="text-sm font-normal text-muted">{`${logo.width}×${logo.height} px, found ${formatDateTime(logo.foundAt)} UTC`}</span>
                </h3>
                <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">
                  {"From "}
                  <a href={logo.sourceUrl} target="_blank" rel="noopener noreferrer external" className="text-accent underline">
                    {logo.sourceUrl}
                  </a>
                </p>
                {/* An admin asked for a new search although the tool has a mark: the one it would replace. */}
                {logo.currentLogoUrl && !logo.currentLogoUrl.startsWith("/logos/") && (
                  <p className="mt-2 flex items-center gap-2 text-sm text-muted">
                    Replaces
                    <img src={logo.currentLogoUrl} alt={`${logo.toolName}'s current logo`} width={32} height={32} className="size-8 rounded-lg bg-white object-contain p-1" />
                  </p>
                )}
                <div className="mt-4 flex flex-wrap gap-3">
                  <ReviewButtons
                    fetcher={fetcher}
                    pending={pending}
                    id={logo.id}
                    answers={[
                      ["approve", "Approve", "Approving...", `Approve the logo found for ${logo.toolName}`],
                      ["reject", "Reject", "Rejecting...", `Reject the logo found for ${logo.toolName}`],
                    ]}
                  />
                </div>
              </div>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
