import { Monitor, Moon, Sun } from "~/components/icons";
import { useEffect } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { isUnreachable } from "~/lib/client-action";
import type { FormResult } from "~/lib/forms";
import { toast } from "~/lib/toast";

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
  useEffect(() => {
    if (fetcher.state === "idle" && isUnreachable(fetcher.data)) {
      toast.error("The theme was not changed", { description: (fetcher.data as Extract<FormResult, { ok: false }>).message });
    }
  }, [fetcher.state, fetcher.data]);
  const current = root?.theme ?? "dark";
  return (
    <fetcher.Form method="post" action="/theme" className="flex items-center gap-1" aria-label="Colour theme">
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
