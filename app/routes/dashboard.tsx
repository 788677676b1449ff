import { Heart, LayoutDashboard, LogIn, Newspaper } from "~/components/icons";
import { ADMIN_AREAS } from "~/components/admin-areas";
import { Link, useFetcher } from "react-router";
import { accepted, refused, unavailable, type FormAnswer } from "@server/forms/answer";
import { db } from "@server/db/index";
import { getCurrentUser } from "@server/auth/session";
import { findFavoriteTools } from "@server/favorites/queries";
import { findUnseenFavoriteChanges, markFavoriteChangesSeen } from "@server/favorites/changes";
import { findOwnReviews, type OwnReviewListing } from "@server/reviews/own";
import { findEditsBy } from "@server/edits/queries";
import { findClaimsOf } from "@server/claims/claims";
import { refusalReasonText } from "@server/edits/reasons";
import { EditList } from "~/components/own-edits";
import { getLocale } from "~/paraglide/runtime";
import { signedInOnce } from "@server/security/new-device";
import { Stars } from "~/components/reviews/stars";
import { FavoriteButton } from "~/components/favorite-button";
import { OutboundLink } from "~/components/outbound-link";
import { PricingBadge } from "~/components/tool-card";
import { ToolLogo } from "~/components/tool-logo";
import { buttonClass } from "~/components/ui/button";
import { signInHref } from "~/lib/safe-redirect";
import { changeSentence, type PublicChangeKind } from "~/lib/public-changes";
import { changeWordsIn } from "~/lib/catalogue-labels";
import { formatDate } from "~/lib/dates";
import { isUuid } from "~/lib/uuid";
import { pageMeta } from "~/lib/meta";
import * as m from "~/paraglide/messages";
import type { Route } from "./+types/dashboard";
import { EmptyState } from "~/components/ui/empty-state";
import { IconTile } from "~/components/ui/icon-tile";
import { Card } from "~/components/ui/card";
import { CategoryNameText } from "~/components/category-name";

export const handle = { breadcrumb: () => m.forms_dashboard_meta_title() };

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: m.forms_dashboard_meta_title(), location, matches }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  if (!user) return { user: null, favorites: [], changes: {}, reviews: [], edits: [], maker: false, firstVisit: false };
  const database = await db();
  const [favorites, changes, reviews, edits, claims, firstVisit] = await Promise.all([
    findFavoriteTools(database, user.id),
    findUnseenFavoriteChanges(database, user.id),
    findOwnReviews(database, user.id),
    findEditsBy(database, user.id),
    findClaimsOf(database, user.id),
    signedInOnce(database, user.id),
  ]);
  return {
    user: { firstName: user.firstName, email: user.email, isAdmin: user.isAdmin },
    favorites,
    changes: Object.fromEntries(changes),
    reviews,
    edits: edits.map((edit) => ({ ...edit, reason: edit.refusalReason && refusalReasonText(edit.refusalReason, getLocale()) })),
    maker: claims.some((claim) => claim.status === "verified"),
    firstVisit,
  };
}

/** "Mark as seen" on a saved tool's changes: the signed-in user's own favourite only. */
export async function action({ request }: Route.ActionArgs): Promise<FormAnswer> {
  const user = await getCurrentUser(request);
  if (!user) return refused(401, { message: m.forms_dashboard_sign_in_again(), values: {} });
  const form = await request.formData();
  const toolId = String(form.get("toolId") ?? "");
  if (form.get("intent") !== "seen" || !isUuid(toolId)) return refused(400, { message: m.forms_dashboard_seen_failed(), values: {} });
  try {
    await markFavoriteChangesSeen(await db(), user.id, toolId);
    return accepted();
  } catch (error) {
    return unavailable(error, { log: "A saved tool's changes could not be marked as seen", message: m.forms_dashboard_seen_unavailable(), values: {} });
  }
}

/** What changed in a saved tool since the user last looked, newest first. */
function UnseenChanges({ toolId, changes }: { toolId: string; changes: { kind: PublicChangeKind; before: string | null; after: string | null; happenedAt: Date | string }[] }) {
  const fetcher = useFetcher<typeof action>();
  // Hidden while it is being sent and once it is taken; a refusal (offline, a 503) shows it again, saying why.
  if (fetcher.state !== "idle" || fetcher.data?.ok) return null;
  const refusal = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return (
    <div role="status" className="rounded-xl border border-accent/60 bg-accent/10 p-3 text-sm">
      <p className="font-semibold">{m.forms_dashboard_changed()}</p>
      <ul lang="en" className="mt-1 space-y-0.5">
        {changes.map((change, index) => (
          <li key={index}>
            {changeSentence(changeWordsIn(change))} <span className="text-muted">({formatDate(change.happenedAt)})</span>
          </li>
        ))}
      </ul>
      <fetcher.Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="seen" />
        <input type="hidden" name="toolId" value={toolId} />
        <button type="submit" className="font-semibold text-accent hover:underline">
          {m.forms_dashboard_mark_seen()}
        </button>
      </fetcher.Form>
      {refusal && (
        <p role="alert" className="mt-1 text-danger">
          {refusal}
        </p>
      )}
    </div>
  );
}

// Every admin area, then the blog as visitors see it.
const ADMIN_LINKS = [...ADMIN_AREAS, { to: "/resources/blog", label: "View Blog", text: "See the blog as visitors do.", Icon: Newspaper }];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, favorites, changes, reviews, edits, maker, firstVisit } = loaderData;
  if (!user) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:px-6">
        <IconTile icon={LogIn} size="xl" />
        <h1 className="mt-6 text-3xl font-bold">{m.forms_dashboard_login_required()}</h1>
        <p className="mt-3 text-muted">{m.forms_dashboard_login_body()}</p>
        <Link to={signInHref({ pathname: "/dashboard" })} className={buttonClass("primary", "mt-8")}>
          {m.forms_auth_sign_in()}
        </Link>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
        <LayoutDashboard aria-hidden="true" className="size-8 text-accent" />
        {firstVisit ? m.forms_dashboard_welcome_first({ name: user.firstName || user.email }) : m.forms_dashboard_welcome({ name: user.firstName || user.email })}
      </h1>

      {user.isAdmin && (
        <Card as="section" aria-labelledby="admin-heading" className="mt-10 p-6">
          <h2 id="admin-heading" className="text-xl font-semibold">
            Admin
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3" role="list">
            {ADMIN_LINKS.map(({ to, label, text, Icon }) => (
              <li key={to}>
                <Link to={to} className="flex h-full items-start gap-3 rounded-xl border border-border p-4 hover:border-accent">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 text-accent" />
                  <span>
                    <span className="block font-medium">{label}</span>
                    <span className="block text-sm text-muted">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}

      {reviews.length > 0 && <OwnReviews reviews={reviews} />}
      {maker && (
        <p className="mt-6">
          <Link to="/maker" className="font-semibold text-accent underline-offset-4 hover:underline">
            {m.makers_dashboard_maker_link()}
          </Link>
        </p>
      )}
      {edits.length > 0 && (
        <section aria-labelledby="own-edits-heading" className="mt-10">
          <h2 id="own-edits-heading" className="text-2xl font-semibold">
            {m.makers_dashboard_edits_heading()}
          </h2>
          <EditList edits={edits} label={m.makers_dashboard_edits_heading()} />
        </section>
      )}

      <section aria-labelledby="favorites-heading" className="mt-10">
        <h2 id="favorites-heading" className="text-2xl font-semibold">
          {m.forms_dashboard_favorites({ count: favorites.length })}
        </h2>
        {favorites.length === 0 ? (
          <EmptyState icon={Heart} title={m.forms_dashboard_no_favorites()} description={m.forms_dashboard_no_favorites_body()} className="mt-6">
            <Link to="/" className={buttonClass("primary")}>
              {m.forms_dashboard_explore_tools()}
            </Link>
          </EmptyState>
        ) : (
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" role="list">
            {favorites.map((tool) => (
              <li key={tool.id}>
                <Card as="article" className="flex h-full flex-col gap-4 p-5">
                  <div className="flex items-start gap-4">
                    <ToolLogo src={tool.logoUrl} name={tool.name} categoryIcon={tool.categoryIcon} colour={tool.categoryColour} />
                    <div className="min-w-0 flex-1">
                      <h3 className="text-lg font-semibold">
                        <Link to={`/tools/${tool.slug}`} className="rounded hover:text-accent">
                          {tool.name}
                        </Link>
                      </h3>
                      <p className="text-sm text-muted">
                        <CategoryNameText slug={tool.categorySlug} name={tool.categoryName ?? ""} />
                      </p>
                    </div>
                    <FavoriteButton toolId={tool.id} toolName={tool.name} />
                  </div>
                  <p lang="en" className="line-clamp-3 text-sm text-muted">
                    {tool.description}
                  </p>
                  {changes[tool.id] && <UnseenChanges toolId={tool.id} changes={changes[tool.id]!} />}
                  <div className="mt-auto flex flex-wrap items-center gap-3">
                    <PricingBadge pricing={tool.pricing} />
                    <OutboundLink href={tool.exploreNowLink} visitOf={tool.slug} className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline">
                      {m.forms_dashboard_explore()}
                    </OutboundLink>
                    {tool.seePricingLink && (
                      <OutboundLink href={tool.seePricingLink} className="inline-flex items-center gap-1 text-sm text-muted hover:text-foreground">
                        {m.forms_dashboard_pricing()}
                      </OutboundLink>
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

const REVIEW_STATUS = {
  pending: m.forms_dashboard_review_pending,
  published: m.forms_dashboard_review_published,
  removed: m.forms_dashboard_review_removed,
} as const;

/** What the member wrote, each with its tool or course and where it stands. */
function OwnReviews({ reviews }: { reviews: OwnReviewListing[] }) {
  return (
    <section aria-labelledby="own-reviews-heading" className="mt-10">
      <h2 id="own-reviews-heading" className="text-2xl font-semibold">
        {m.forms_dashboard_reviews()}
      </h2>
      <ul className="mt-4 divide-y divide-border rounded-2xl border border-border" role="list">
        {reviews.map((review) => (
          <li key={review.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:gap-4">
            <Link to={`${review.subject.path}#your-review`} className="font-semibold hover:text-accent">
              {review.subject.name}
            </Link>
            <span className="flex min-w-0 flex-1 items-center gap-2">
              <Stars rating={review.rating} />
              <span className="truncate">{review.title}</span>
            </span>
            <span className={`text-sm ${review.status === "removed" ? "text-danger" : "text-muted"}`}>
              {REVIEW_STATUS[review.status]()}
              {review.status === "removed" && review.removalReason ? ` (${review.removalReason})` : ""}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
