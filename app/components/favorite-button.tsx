import { Heart } from "~/components/icons";
import { useEffect, useRef, type FormEvent } from "react";
import { PrefetchPageLinks, useFetcher, useLocation, useNavigate } from "react-router";
import { toast, warmToasts } from "~/lib/toast";
import { signInHref } from "~/lib/safe-redirect";
import type { action as favoritesAction, FavoriteActionResult } from "~/routes/favorites";
import { offlineReason, unreachableReason } from "~/lib/client-action";
import type { FormResult } from "~/lib/forms";
import * as m from "~/paraglide/messages";
import { useRootData } from "~/lib/root-data";

/** All hearts share one fetcher, so the result toast does not depend on the card that sent it staying on screen. */
const FAVORITE_FETCHER = "favorite";

interface FavoriteButtonProps {
  toolId: string;
  toolName: string;
  /** A #fragment to come back to after signing in, so the visitor lands on this tool again. */
  returnTo?: string;
  className?: string;
}

function heartLook(favorited: boolean, className: string) {
  return `round-button border-border ${favorited ? "text-accent" : "text-muted"} ${className}`;
}

/**
 * The heart on tool cards and pages. Shows the new state at once, saves on
 * the server, and the favourites reload after every change.
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const root = useRootData();
  // The root gives a visitor no favourites ([], typed never[]), so the list is read as the ids it holds.
  const favoriteToolIds: readonly string[] = root?.favoriteToolIds ?? [];
  // A visitor's heart only offers to sign in: it needs none of the saving machinery, which a
  // listing page would otherwise set up once per card on every render.
  return root?.user ? <SavingHeart {...props} saved={favoriteToolIds.includes(props.toolId)} /> : <SignInHeart {...props} />;
}

function SignInHeart({ toolName, returnTo = "", className = "" }: FavoriteButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      aria-pressed={false}
      aria-label={m.catalogue_favorite_save({ name: toolName })}
      className={heartLook(false, className)}
      onClick={() =>
        toast(m.catalogue_favorite_login_required(), {
          description: m.catalogue_favorite_login_hint(),
          action: {
            label: m.catalogue_favorite_sign_in(),
            // Not awaited: the toast's button only starts the navigation; the router shows its own errors.
            onClick: () => void navigate(signInHref({ ...location, hash: returnTo })),
          },
        })
      }
    >
      <Heart aria-hidden="true" className="size-5" />
    </button>
  );
}

function SavingHeart({ toolId, toolName, className = "", saved }: FavoriteButtonProps & { saved: boolean }) {
  const fetcher = useFetcher<typeof favoritesAction>({ key: FAVORITE_FETCHER });
  const mine = fetcher.formData?.get("toolId") === toolId;
  const favorited = mine ? fetcher.formData?.get("intent") === "add" : saved;
  // Offline, a heart tapped before the page has fetched the code of /favorites would make the
  // router fetch it and, failing, replace the page with the error page: not sent, it says why.
  const sendUnlessOffline = (event: FormEvent) => {
    const why = offlineReason();
    if (!why) return;
    event.preventDefault();
    toast.error(favorited ? m.catalogue_favorite_remove_failed() : m.catalogue_favorite_add_failed(), { description: m.catalogue_favorite_unchanged({ reason: why }) });
  };
  return (
    <fetcher.Form method="post" action="/favorites" className="contents" onSubmit={sendUnlessOffline}>
      <input type="hidden" name="toolId" value={toolId} />
      <button
        type="submit"
        name="intent"
        value={favorited ? "remove" : "add"}
        aria-pressed={favorited}
        aria-label={favorited ? m.catalogue_favorite_remove({ name: toolName }) : m.catalogue_favorite_save({ name: toolName })}
        disabled={mine}
        className={heartLook(favorited, className)}
      >
        <Heart aria-hidden="true" className="size-5" fill={favorited ? "currentColor" : "none"} />
      </button>
    </fetcher.Form>
  );
}

/** Rendered once in the layout: announces the outcome of every favourite change. */
export function FavoriteToasts() {
  // The action's answer, or the refusal the root's client middleware puts in its place when it never reached the site.
  const fetcher = useFetcher<FavoriteActionResult | FormResult>({ key: FAVORITE_FETCHER });
  // A change that never reached the site answers without its intent: remembered from the sending.
  const sentIntent = useRef<string>("add");
  const intent = fetcher.formData?.get("intent");
  const signedIn = Boolean(useRootData()?.user);
  useEffect(() => {
    if (signedIn) warmToasts();
  }, [signedIn]);
  useEffect(() => {
    if (typeof intent === "string") sentIntent.current = intent;
  }, [intent]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const result = fetcher.data;
    const why = unreachableReason(result);
    if (why) {
      const title = sentIntent.current === "remove" ? m.catalogue_favorite_remove_failed() : m.catalogue_favorite_add_failed();
      toast.error(title, { description: m.catalogue_favorite_unchanged({ reason: why }) });
    } else if (result.ok) toast.success("intent" in result && result.intent === "remove" ? m.catalogue_favorite_removed() : m.catalogue_favorite_added());
    else if ("title" in result) toast.error(result.title, { description: result.description });
  }, [fetcher.state, fetcher.data]);
  // Sending a heart needs the code of its address: fetched now, so a heart tapped offline can still say so.
  return signedIn ? <PrefetchPageLinks page="/favorites" /> : null;
}
