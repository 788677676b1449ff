import { Loader2 } from "~/components/icons";
import { useNavigation } from "react-router";
import * as m from "~/paraglide/messages";

/** Pages the spec gives their own loading words. */
const LOADING_TEXT: Record<string, () => string> = {
  "/categories": m.shell_loading_categories,
  "/admin/featured-tools": m.shell_verifying_admin,
  "/admin/blog": m.shell_verifying_admin,
};

/** Shown during client-side navigations; the first page load is rendered on the server. */
export function NavigationStatus() {
  const navigation = useNavigation();
  const target = navigation.location?.pathname;
  const loading = navigation.state === "loading" && target !== undefined;
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center">
      {loading && (
        <p className="navigation-status flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm shadow-lg">
          <Loader2 aria-hidden="true" className="size-4 animate-spin text-accent" />
          {(LOADING_TEXT[target] ?? m.shell_loading)()}
        </p>
      )}
    </div>
  );
}
