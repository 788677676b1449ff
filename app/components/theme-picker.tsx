import { Monitor, Moon, Sun } from "~/components/icons";
import { useEffect, type FormEvent } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { offlineReason, unreachableReason } from "~/lib/client-action";
import type { FormResult } from "~/lib/forms";
import { toast, warmToasts } from "~/lib/toast";

const OPTIONS = [
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "light", label: "Light", Icon: Sun },
  { value: "system", label: "System", Icon: Monitor },
] as const;

/** Choose the theme; remembered in this browser (and in the account when signed in). */
export function ThemePicker() {
  const root = useRouteLoaderData("root") as { theme?: string } | undefined;
  const location = useLocation();
  // A fetcher, so a choice that cannot reach the site leaves the page as it is and says so.
  const fetcher = useFetcher<FormResult>();
  const notChanged = (why: string) => toast.error("The theme was not changed", { description: why });
  useEffect(() => {
    const why = fetcher.state === "idle" ? unreachableReason(fetcher.data) : undefined;
    if (why) notChanged(why);
  }, [fetcher.state, fetcher.data]);
  const sendUnlessOffline = (event: FormEvent) => {
    const why = offlineReason();
    if (!why) return;
    event.preventDefault();
    notChanged(why);
  };
  const current = root?.theme ?? "dark";
  return (
    <fetcher.Form
      method="post"
      action="/theme"
      className="flex items-center gap-1"
      aria-label="Colour theme"
      onSubmit={sendUnlessOffline}
      onPointerEnter={warmToasts}
      onFocus={warmToasts}
    >
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      {OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="submit"
          name="theme"
          value={value}
          aria-pressed={current === value}
          aria-label={`${label} theme`}
          title={`${label} theme`}
          className={`inline-flex size-10 items-center justify-center rounded-full border ${current === value ? "border-accent text-accent" : "border-transparent text-muted hover:text-foreground"}`}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </fetcher.Form>
  );
}
