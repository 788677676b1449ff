/**
 * A text box with suggestions, in the ARIA combobox pattern (the header search, the tool finder).
 * Focus stays in the box: the highlighted option is named by aria-activedescendant. Arrows move
 * the highlight, Enter chooses it, Escape closes the list, a click chooses, leaving the box closes it.
 * The hook gives the props; each caller draws its own input and options, so their looks stay theirs.
 */
import { useState, type KeyboardEvent } from "react";
import { useSuggestions } from "~/lib/use-suggestions";

// Leaving the box closes the list a moment later, so a click on an option lands first.
const CLOSE_AFTER_BLUR_MS = 150;

export function useCombobox<T>({
  endpoint,
  listId,
  onChoose,
  enterChoosesFirst = false,
  onEnterUnmatched,
}: {
  /** Where suggestions come from (`endpoint?q=`). */
  endpoint: string;
  /** The listbox's id; options are `${listId}-${index}`. */
  listId: string;
  onChoose: (option: T) => void;
  /** Enter with nothing highlighted chooses the first suggestion of an open list. */
  enterChoosesFirst?: boolean;
  /** Enter when no suggestion is chosen; without it, Enter does what the box would do anyway (submit its form). */
  onEnterUnmatched?: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, loading } = useSuggestions<T>(endpoint, text, () => {
    setActive(-1);
    setOpen(true);
  });

  const choose = (option: T) => {
    setOpen(false);
    setActive(-1);
    onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && suggestions.length) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === "ArrowUp" && suggestions.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === "Enter") {
      const picked = open ? (suggestions[active] ?? (enterChoosesFirst ? suggestions[0] : undefined)) : undefined;
      if (picked) {
        event.preventDefault();
        choose(picked);
      } else {
        onEnterUnmatched?.(event);
      }
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
  };

  /** The input's props. `expanded`: whether the list is shown, which the caller decides from `open` and what there is to show. */
  const inputProps = (expanded: boolean) => ({
    role: "combobox" as const,
    "aria-expanded": expanded,
    "aria-controls": listId,
    "aria-autocomplete": "list" as const,
    "aria-activedescendant": active >= 0 ? `${listId}-${active}` : undefined,
    value: text,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
    onKeyDown,
    onFocus: () => {
      if (suggestions.length > 0) setOpen(true);
    },
    onBlur: () => setTimeout(() => setOpen(false), CLOSE_AFTER_BLUR_MS),
    autoComplete: "off",
  });

  /** The list's props; like the input's, `expanded` is whether it is shown. */
  const listboxProps = (expanded: boolean, label: string) => ({ id: listId, role: "listbox" as const, "aria-label": label, hidden: !expanded });

  /** An option's props: it is never focused itself, and pressing it does not take focus from the box. */
  const optionProps = (option: T, index: number) => ({
    id: `${listId}-${index}`,
    role: "option" as const,
    tabIndex: -1,
    "aria-selected": index === active,
    onMouseDown: (event: { preventDefault: () => void }) => {
      event.preventDefault();
      choose(option);
    },
    onMouseEnter: () => setActive(index),
  });

  const close = () => setOpen(false);

  return { text, setText, suggestions, loading, open, active, close, inputProps, listboxProps, optionProps };
}
