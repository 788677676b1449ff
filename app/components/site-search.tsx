/**
 * The header's search box: a plain GET form to /search (it works without
 * JavaScript), with suggestions of categories, tasks, tools, courses and articles as you type.
 * Keyboard and screen-reader behaviour come from the shared combobox (ui/combobox).
 */
import { Form, useNavigate } from "react-router";
import type { SiteSuggestion } from "@server/search/suggest";
import { useFocusOnMount } from "~/lib/use-focus-on-mount";
import * as m from "~/paraglide/messages";
import { buttonClass } from "./ui/button";
import { useCombobox } from "./ui/combobox";

const GROUPS: { kind: SiteSuggestion["kind"]; label: () => string }[] = [
  { kind: "category", label: m.shell_search_group_categories },
  { kind: "task", label: m.shell_search_group_tasks },
  { kind: "tool", label: m.shell_search_group_tools },
  { kind: "course", label: m.shell_search_group_courses },
  { kind: "post", label: m.shell_search_group_articles },
];

/** `focusOnMount`: where the visitor opened the search themselves (the header's panel), not on a page as it loads. */
export function SiteSearch({ focusOnMount = false, id }: { focusOnMount?: boolean; id: string }) {
  const navigate = useNavigate();
  const { suggestions, open, active, close, inputProps, listboxProps, optionProps } = useCombobox<SiteSuggestion>({
    endpoint: "/api/search/suggest",
    listId: `${id}-suggestions`,
    // Not awaited: choosing only starts the navigation; the router shows its own errors.
    onChoose: (suggestion) => void navigate(suggestion.href),
  });
  const input = useFocusOnMount<HTMLInputElement>(focusOnMount);

  const showList = open && suggestions.length > 0;
  return (
    <Form action="/search" method="get" role="search" className="relative flex w-full gap-2" onSubmit={close}>
      <label htmlFor={id} className="sr-only">
        {m.shell_search()}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        {...inputProps(showList)}
        placeholder={m.shell_search_placeholder()}
        ref={input}
        maxLength={100}
        className="min-h-11 w-full rounded-full border border-border bg-surface px-4 text-base text-foreground placeholder:text-muted"
      />
      <button type="submit" className={buttonClass("primary")}>
        {m.shell_search()}
      </button>
      <div {...listboxProps(showList, m.shell_search_suggestions())} className="absolute left-0 right-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-border bg-surface p-2 shadow-xl">
        {GROUPS.map(({ kind, label }) => {
          const items = suggestions.map((suggestion, index) => ({ suggestion, index })).filter(({ suggestion }) => suggestion.kind === kind);
          if (items.length === 0) return null;
          return (
            <div key={kind} role="group" aria-label={label()}>
              <p aria-hidden="true" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
                {label()}
              </p>
              {items.map(({ suggestion, index }) => (
                <div
                  key={suggestion.href}
                  {...optionProps(suggestion, index)}
                  className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm ${index === active ? "bg-surface-raised" : ""}`}
                >
                  <span className="font-medium">{suggestion.label}</span>
                  <span className="shrink-0 text-xs text-muted">{suggestion.detail}</span>
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </Form>
  );
}
