import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { X } from "~/components/icons";
import { COMPARE_LIMIT, compareHref, useComparePicks, type ComparePick } from "~/lib/compare";
import { ToolAutocomplete } from "./tool-autocomplete";
import { buttonClass } from "./ui/button";
import * as m from "~/paraglide/messages";

export type ComparisonEditor = ReturnType<typeof useComparisonEditor>;

/**
 * Changing the comparison on its own page. The address is the comparison, so each change is a
 * navigation; the tray's picks follow, so the tray never offers back a tool just taken out.
 * Once the new table is shown, focus goes to "Add a tool" (or, when full, to the note saying so):
 * the control that was pressed may no longer exist.
 */
export function useComparisonEditor(tools: readonly ComparePick[]) {
  const navigate = useNavigate();
  const { replace } = useComparePicks();
  const [announcement, setAnnouncement] = useState("");
  const addInput = useRef<HTMLInputElement>(null);
  const fullNote = useRef<HTMLParagraphElement>(null);
  const focusWhenShown = useRef(false);
  const shown = tools.map((tool) => tool.slug).join(",");

  useEffect(() => {
    if (!focusWhenShown.current) return;
    focusWhenShown.current = false;
    (addInput.current ?? fullNote.current)?.focus();
  }, [shown]);

  const change = (next: ComparePick[], message: string) => {
    const picks = next.map(({ slug, name }) => ({ slug, name }));
    replace(picks);
    focusWhenShown.current = true;
    setAnnouncement(message);
    // Not awaited: the page follows the address when the router has loaded it; the router shows its own errors.
    void navigate(compareHref(picks), { preventScrollReset: true });
  };

  return {
    count: tools.length,
    announcement,
    addInput,
    fullNote,
    remove: (tool: ComparePick) =>
      change(
        tools.filter((shownTool) => shownTool.slug !== tool.slug),
        m.catalogue_compare_removed({ name: tool.name }),
      ),
    add: (tool: ComparePick) =>
      tools.some((shownTool) => shownTool.slug === tool.slug)
        ? setAnnouncement(m.catalogue_compare_already({ name: tool.name }))
        : change([...tools, tool], m.catalogue_compare_added({ name: tool.name })),
  };
}

/** "Add a tool" while there is room, what the last change did, and the limit once reached. */
export function AddToComparison({ editor: { count, announcement, add, addInput, fullNote } }: { editor: ComparisonEditor }) {
  return (
    <div className="flex flex-col gap-2 sm:max-w-md">
      {count < COMPARE_LIMIT ? (
        <ToolAutocomplete label={m.catalogue_compare_add_tool()} onChoose={add} inputRef={addInput} />
      ) : (
        <p ref={fullNote} tabIndex={-1} className="text-sm text-muted">
          {m.catalogue_compare_full({ limit: COMPARE_LIMIT })}
        </p>
      )}
      <p role="status" className="min-h-5 text-sm text-muted">
        {announcement || (count === 1 ? m.catalogue_compare_add_one_more() : "")}
      </p>
    </div>
  );
}

/** Takes one tool out of the comparison. */
export function RemoveFromComparison({ tool, editor }: { tool: ComparePick; editor: ComparisonEditor }) {
  return (
    <button type="button" onClick={() => editor.remove(tool)} aria-label={m.catalogue_compare_remove_from_table({ name: tool.name })} className={buttonClass("ghost", "-ml-3 px-3 text-muted")}>
      <X aria-hidden="true" className="size-4" />
      {m.catalogue_compare_remove_button()}
    </button>
  );
}
