/**
 * The post body editor: TipTap with the blocks the post allow-list keeps
 * (server/blog/sanitize.ts), an undo history (100 steps, grouped per second),
 * and the spec's editor actions: image, replace image, delete selection, divider.
 */
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, ImagePlus, Italic, List, ListOrdered, Minus, Quote, Redo2, Replace, Trash2, Undo2 } from "~/components/icons";
import { useRef, type ReactNode } from "react";
import { toast } from "~/lib/toast";
import { LinkTool } from "./link-tool";
import { uploadImage } from "./upload-image";

function ToolButton({ label, onClick, active, disabled, children }: { label: string; onClick: () => void; active?: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex size-9 items-center justify-center rounded-lg hover:bg-surface-raised disabled:opacity-40 ${active ? "bg-surface-raised text-accent" : ""}`}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      image: e.isActive("image"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const replacing = useRef(false);

  const pickImage = (replace: boolean) => {
    replacing.current = replace;
    fileInput.current?.click();
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const answer = await uploadImage(file);
    if (!answer.ok) {
      toast.error("Failed to upload image", { description: answer.message });
      return;
    }
    if (replacing.current && editor.isActive("image")) {
      editor.chain().focus().updateAttributes("image", { src: answer.url }).run();
      toast.success("Image replaced successfully");
    } else {
      editor.chain().focus().setImage({ src: answer.url, alt: "" }).run();
      toast.success("Image uploaded successfully");
    }
  };
  const deleteSelection = () => {
    if (editor.state.selection.empty) {
      toast.error("Please select content to delete");
      return;
    }
    editor.chain().focus().deleteSelection().run();
    toast.success("Selected content deleted");
  };

  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-border p-1">
      <ToolButton label="Bold" active={state.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
        <Bold aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Italic" active={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
        <Italic aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Heading" active={state.h2} onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}>
        <Heading2 aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Subheading" active={state.h3} onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}>
        <Heading3 aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Bulleted list" active={state.bullet} onClick={() => editor.chain().focus().toggleBulletList().run()}>
        <List aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Numbered list" active={state.ordered} onClick={() => editor.chain().focus().toggleOrderedList().run()}>
        <ListOrdered aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Quote" active={state.quote} onClick={() => editor.chain().focus().toggleBlockquote().run()}>
        <Quote aria-hidden="true" className="size-4" />
      </ToolButton>
      <LinkTool editor={editor} active={state.link} />
      <ToolButton
        label="Add divider"
        onClick={() => {
          editor.chain().focus().setHorizontalRule().run();
          toast.success("Divider added");
        }}
      >
        <Minus aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Insert image" onClick={() => pickImage(false)}>
        <ImagePlus aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Replace image" disabled={!state.image} onClick={() => pickImage(true)}>
        <Replace aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Delete selected content" onClick={deleteSelection}>
        <Trash2 aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => editor.chain().focus().undo().run()}>
        <Undo2 aria-hidden="true" className="size-4" />
      </ToolButton>
      <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => editor.chain().focus().redo().run()}>
        <Redo2 aria-hidden="true" className="size-4" />
      </ToolButton>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
    </div>
  );
}

export function RichTextEditor({
  labelId,
  initialHtml,
  onChange,
  invalid,
}: {
  /** The element that names the editor (a contenteditable cannot have a <label for>). */
  labelId: string;
  initialHtml: string;
  onChange: (html: string) => void;
  invalid?: boolean;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ undoRedo: { depth: 100, newGroupDelay: 1000 }, link: { openOnClick: false } }), Image],
    content: initialHtml,
    // Rendered in the browser only: the editor has no server markup to match.
    immediatelyRender: false,
    editorProps: { attributes: { "aria-labelledby": labelId, class: "post-content min-h-[500px] max-w-none p-4 focus:outline-none", "aria-multiline": "true", role: "textbox" } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  if (!editor) return <div className="min-h-[500px] rounded-xl border border-border p-4 text-muted">Loading the editor…</div>;
  return (
    <div className={`rounded-xl border bg-background ${invalid ? "border-danger" : "border-border"}`}>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
