import { Loader2, Search } from "~/components/icons";
import { useId } from "react";
import { useNavigate } from "react-router";
import type { ToolSuggestion } from "@server/tools/search";
import { AUTOCOMPLETE_MIN_LENGTH } from "~/lib/search-rules";
import { useCombobox } from "./ui/combobox";
import * as m from "~/paraglide/messages";
import { CategoryNameText } from "~/components/category-name";

/**
 * Find a tool by name: suggestions from two characters, 300 ms after typing
 * stops; keyboard and screen-reader behaviour come from the shared combobox (ui/combobox).
 * By default choosing opens the tool's page (and Enter on unmatched text searches);
 * with `onChoose` the chosen tool is handed over instead and the box empties for the next.
 */
export function ToolAutocomplete({
  label = m.catalogue_autocomplete_label(),
  onChoose,
  inputRef,
}: {
  label?: string;
  onChoose?: (suggestion: ToolSuggestion) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const navigate = useNavigate();
  const id = useId();
  const { text, setText, suggestions, loading, open, active, inputProps, listboxProps, optionProps } = useCombobox<ToolSuggestion>({
    endpoint: "/api/tools/suggest",
    listId: `${id}-list`,
    enterChoosesFirst: true,
    onChoose: (suggestion) => {
      if (onChoose) {
        setText("");
        onChoose(suggestion);
      } else {
        void navigate(`/tools/${suggestion.slug}`);
      }
    },
    onEnterUnmatched: (event) => {
      if (text.trim() && !onChoose) {
        event.preventDefault();
        void navigate(`/tools?search=${encodeURIComponent(text.trim())}`);
      }
    },
  });

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
          {...inputProps(showList)}
          placeholder={m.catalogue_autocomplete_placeholder()}
          maxLength={100}
          className="min-h-12 w-full rounded-full border border-border bg-surface pl-12 pr-10 text-base placeholder:text-muted"
        />
        {loading && <Loader2 aria-hidden="true" className="absolute right-4 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted" />}
      </div>
      <ul
        {...listboxProps(showList, m.catalogue_autocomplete_list())}
        className="absolute z-30 mt-2 max-h-96 w-full overflow-y-auto rounded-2xl border border-border bg-surface p-2 shadow-xl"
      >
        {suggestions.length === 0 ? (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-sm text-muted">
            {m.catalogue_autocomplete_none({ text: text.trim() })}
          </li>
        ) : (
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              {...optionProps(suggestion, index)}
              className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm ${index === active ? "bg-surface-raised" : ""}`}
            >
              <span className="font-medium">{suggestion.name}</span>
              {suggestion.categoryName && (
                <span className="text-xs text-muted">
                  <CategoryNameText slug={suggestion.categorySlug} name={suggestion.categoryName} />
                </span>
              )}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
