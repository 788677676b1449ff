/**
 * Links in a post: to a tool of the directory (found by name) or to any web
 * address. The allow-list keeps http(s), mailto and the site's own paths.
 */
import * as Popover from "@radix-ui/react-popover";
import type { Editor } from "@tiptap/react";
import { Link2, Unlink } from "~/components/icons";
import { useId, useState } from "react";
import { toast } from "~/lib/toast";
import type { ToolSuggestion } from "@server/tools/search";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { useSuggestions } from "~/lib/use-suggestions";

const looksLikeAddress = (text: string) => /^(https?:\/\/|mailto:|\/)/i.test(text);

export function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  // A web address is not a tool name: nothing to suggest for it.
  const { suggestions } = useSuggestions<ToolSuggestion>("/api/tools/suggest", looksLikeAddress(text.trim()) ? "" : text);
  const tools = looksLikeAddress(text.trim()) ? [] : suggestions;
  const inputId = useId();

  const apply = (href: string) => {
    editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    setOpen(false);
    setText("");
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next && editor.state.selection.empty && !active) {
          toast.error("Select the words to link first");
          return;
        }
        setOpen(next);
        if (next) setText(String(editor.getAttributes("link").href ?? ""));
      }}
    >
      <Popover.Trigger
        aria-label="Link"
        title="Link"
        aria-pressed={active}
        className={`inline-flex size-9 items-center justify-center rounded-lg hover:bg-surface-raised ${active ? "bg-surface-raised text-accent" : ""}`}
      >
        <Link2 aria-hidden="true" className="size-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content sideOffset={6} align="start" className="z-[60] w-80 rounded-xl border border-border bg-surface p-3 shadow-xl">
          <form
            onSubmit={(event) => {
              // The post's form must not submit too, wherever the runtime passes the event (React passes it up through portals).
              event.preventDefault();
              event.stopPropagation();
              const href = text.trim();
              if (looksLikeAddress(href)) apply(href);
              else toast.error("Enter an address starting with https://, or pick a tool from the list");
            }}
          >
            <label htmlFor={inputId} className="text-sm font-medium">
              Link to a tool or an address
            </label>
            <input id={inputId} value={text} onChange={(event) => setText(event.target.value)} placeholder="Midjourney, or https://…" className={`mt-1 ${inputClass}`} />
            {tools.length > 0 && (
              <ul className="mt-2 max-h-48 overflow-y-auto" aria-label="Tools">
                {tools.map((tool) => (
                  <li key={tool.id}>
                    <button type="button" className="w-full rounded-lg px-2 py-1.5 text-left text-sm hover:bg-surface-raised" onClick={() => apply(`/tools/${tool.slug}`)}>
                      {tool.name} <span className="text-muted">· {tool.categoryName}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-3 flex justify-end gap-2">
              {active && (
                <button
                  type="button"
                  className={buttonClass("ghost")}
                  onClick={() => {
                    editor.chain().focus().extendMarkRange("link").unsetLink().run();
                    setOpen(false);
                  }}
                >
                  <Unlink aria-hidden="true" className="size-4" /> Remove link
                </button>
              )}
              <button type="submit" className={buttonClass("primary")}>
                Apply
              </button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
