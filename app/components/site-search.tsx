/**
 * The header's search box: a plain GET form to /search (it works without
 * JavaScript), with suggestions of tools, courses and articles as you type.
 * A combobox in the ARIA pattern: arrows move, Enter opens, Escape closes.
 */
import { useState } from "react";
import { Form, useNavigate } from "react-router";
import type { SiteSuggestion } from "@server/search/suggest";
import { SEARCH_PLACEHOLDER } from "~/lib/site";
import { useFocusOnMount } from "~/lib/use-focus-on-mount";
import { useSuggestions } from "~/lib/use-suggestions";
import { buttonClass } from "./ui/button";

const GROUPS: { kind: SiteSuggestion["kind"]; label: string }[] = [
  { kind: "tool", label: "Tools" },
  { kind: "course", label: "Courses" },
  { kind: "post", label: "Articles" },
];

/** `focusOnMount`: where the visitor opened the search themselves (the header's panel), not on a page as it loads. */
export function SiteSearch({ focusOnMount = false, id }: { focusOnMount?: boolean; id: string }) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions } = useSuggestions<SiteSuggestion>("/api/search/suggest", text, () => {
    setActive(-1);
    setOpen(true);
  });
  const navigate = useNavigate();
  const input = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const listId = `${id}-suggestions`;

  const go = (suggestion: SiteSuggestion) => {
    setOpen(false);
    navigate(suggestion.href);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === "ArrowUp" && suggestions.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === "Enter" && open && suggestions[active]) {
      event.preventDefault();
      go(suggestions[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
  };

  const showList = open && suggestions.length > 0;
  return (
    <Form action="/search" method="get" role="search" className="relative flex w-full gap-2" onSubmit={() => setOpen(false)}>
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <input
        id={id}
        name="search"
        type="search"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => suggestions.length > 0 && setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        placeholder={SEARCH_PLACEHOLDER}
        ref={input}
        autoComplete="off"
        maxLength={100}
        className="min-h-11 w-full rounded-full border border-border bg-surface px-4 text-base text-foreground placeholder:text-muted"
      />
      <button type="submit" className={buttonClass("primary")}>
        Search
      </button>
      <div id={listId} role="listbox" aria-label="Suggestions" hidden={!showList} className="absolute left-0 right-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-border bg-surface p-2 shadow-xl">
        {GROUPS.map(({ kind, label }) => {
          const items = suggestions.map((suggestion, index) => ({ suggestion, index })).filter(({ suggestion }) => suggestion.kind === kind);
          if (items.length === 0) return null;
          return (
            <div key={kind} role="group" aria-label={label}>
              <p aria-hidden="true" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
                {label}
              </p>
              {items.map(({ suggestion, index }) => (
                <div
                  key={suggestion.href}
                  id={`${listId}-${index}`}
                  role="option"
                  // Focus stays in the box (aria-activedescendant); pressing an option does not move it.
                  tabIndex={-1}
                  aria-selected={index === active}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    go(suggestion);
                  }}
                  onMouseEnter={() => setActive(index)}
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
