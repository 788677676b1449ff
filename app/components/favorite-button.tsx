import { Heart } from "~/components/icons";
import { useEffect } from "react";
import { useFetcher, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { toast } from "~/lib/toast";
import { signInHref } from "~/lib/safe-redirect";
import type { FavoriteActionResult } from "~/routes/favorites";

interface RootData {
  user: { id: string } | null;
  favoriteToolIds: string[];
}

/** All hearts share one fetcher, so the result toast does not depend on the card that sent it staying on screen. */
const FAVORITE_FETCHER = "favorite";

/**
 * The heart on tool cards and pages. Shows the new state at once, saves on
 * the server, and the favourites reload after every change.
 */
export function FavoriteButton({
  toolId,
  toolName,
  returnTo = "",
  className = "",
}: {
  toolId: string;
  toolName: string;
  /** A #fragment to come back to after signing in, so the visitor lands on this tool again. */
  returnTo?: string;
  className?: string;
}) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<FavoriteActionResult>({ key: FAVORITE_FETCHER });
  const saved = root?.favoriteToolIds.includes(toolId) ?? false;
  const mine = fetcher.formData?.get("toolId") === toolId;
  const favorited = mine ? fetcher.formData?.get("intent") === "add" : saved;

  const label = favorited ? `Remove ${toolName} from favorites` : `Save ${toolName} to favorites`;
  const look = `inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface transition hover:text-accent disabled:opacity-60 ${
    favorited ? "text-accent" : "text-muted"
  } ${className}`;

  if (!root?.user) {
    return (
      <button type="button" aria-pressed={false} aria-label={label} className={look} onClick={() =>
          toast("Login Required", {
            description: "Please log in to save favorites",
            action: { label: "Log in", onClick: () => navigate(signInHref({ ...location, hash: returnTo })) },
          })
        }
      >
        <Heart aria-hidden="true" className="size-5" />
      </button>
    );
  }
  return (
    <fetcher.Form method="post" action="/favorites" className="contents">
      <input type="hidden" name="toolId" value={toolId} />
      <button type="submit" name="intent" value={favorited ? "remove" : "add"} aria-pressed={favorited} aria-label={label} disabled={mine} className={look}>
        <Heart aria-hidden="true" className="size-5" fill={favorited ? "currentColor" : "none"} />
      </button>
    </fetcher.Form>
  );
}

/** Rendered once in the layout: announces the outcome of every favourite change. */
export function FavoriteToasts() {
  const fetcher = useFetcher<FavoriteActionResult>({ key: FAVORITE_FETCHER });
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const result = fetcher.data;
    if (result.ok) toast.success(result.intent === "add" ? "Added to favorites" : "Removed from favorites");
    else toast.error(result.title, { description: result.description });
  }, [fetcher.state, fetcher.data]);
  return null;
}
