import { Monitor, Moon, Sun } from "~/components/icons";
import { useEffect, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { offlineReason, unreachableReason } from "~/lib/client-action";
import type { FormResult } from "~/lib/forms";
import { toast, warmToasts } from "~/lib/toast";
import * as m from "~/paraglide/messages";
import { useRootData } from "~/lib/root-data";

const OPTIONS = [
  { value: "dark", label: m.shell_theme_dark, Icon: Moon },
  { value: "light", label: m.shell_theme_light, Icon: Sun },
  { value: "system", label: m.shell_theme_system, Icon: Monitor },
] as const;

/** Choose the theme; remembered in this browser (and in the account when signed in). */
export function ThemePicker() {
  const root = useRootData();
  const location = useLocation();
  // A fetcher, so a choice that cannot reach the site leaves the page as it is and says so.
  const fetcher = useFetcher<FormResult>();
  const notChanged = (why: string) => toast.error(m.shell_theme_not_changed(), { description: why });
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
      aria-label={m.shell_colour_theme()}
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
          aria-label={label()}
          title={label()}
          className={`inline-flex size-10 items-center justify-center rounded-full border ${current === value ? "border-accent text-accent" : "border-transparent text-muted hover:text-foreground"}`}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </fetcher.Form>
  );
}
