import { Loader2, Search } from "~/components/icons";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import type { ToolSuggestion } from "@server/tools/search";
import { AUTOCOMPLETE_MIN_LENGTH } from "~/lib/search-rules";
import { useSuggestions } from "~/lib/use-suggestions";

/**
 * Find a tool by name: suggestions from two characters, 300 ms after typing
 * stops. A combobox in the ARIA pattern: arrows move, Enter opens, Escape closes.
 * By default choosing opens the tool's page (and Enter on unmatched text searches);
 * with `onChoose` the chosen tool is handed over instead and the box empties for the next.
 */
export function ToolAutocomplete({
  label = "Search by tool",
  onChoose,
  inputRef,
}: {
  label?: string;
  onChoose?: (suggestion: ToolSuggestion) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, loading } = useSuggestions<ToolSuggestion>("/api/tools/suggest", text, () => {
    setActive(-1);
    setOpen(true);
  });
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;

  const choose = (suggestion: ToolSuggestion) => {
    setOpen(false);
    if (onChoose) {
      setText("");
      setActive(-1);
      onChoose(suggestion);
    } else {
      void navigate(`/tools/${suggestion.slug}`);
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === "ArrowUp" && suggestions.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === "Enter") {
      const picked = suggestions[active] ?? (open ? suggestions[0] : undefined);
      if (picked) {
        event.preventDefault();
        choose(picked);
      } else if (text.trim() && !onChoose) {
        event.preventDefault();
        navigate(`/tools?search=${encodeURIComponent(text.trim())}`);
      }
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
  };

  const showList = open && text.trim().length >= AUTOCOMPLETE_MIN_LENGTH;

  return (
    <div className="relative">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative mt-2">
        <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted" />
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => suggestions.length && setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          placeholder="Type a tool name, e.g. Figma"
          autoComplete="off"
          maxLength={100}
          className="min-h-12 w-full rounded-full border border-border bg-surface pl-12 pr-10 text-base placeholder:text-muted"
        />
        {loading && <Loader2 aria-hidden="true" className="absolute right-4 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted" />}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Matching tools"
        hidden={!showList}
        className="absolute z-30 mt-2 max-h-96 w-full overflow-y-auto rounded-2xl border border-border bg-surface p-2 shadow-xl"
      >
        {suggestions.length === 0 ? (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-muted">
            No tools match "{text.trim()}"
          </li>
        ) : (
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
              onMouseEnter={() => setActive(index)}
              className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm ${index === active ? "bg-surface-raised" : ""}`}
            >
              <span className="font-medium">{suggestion.name}</span>
              {suggestion.categoryName && <span className="text-xs text-muted">{suggestion.categoryName}</span>}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
