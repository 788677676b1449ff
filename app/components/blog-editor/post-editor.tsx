/**
 * The post editor: every field of a post, the rich-text body, the featured image,
 * a manual 'Save Now', 'Start Fresh', and for a new post an autosave that keeps a
 * draft 2 seconds after the last change (spec: Blog management and editor).
 */
import { CheckCircle2, CircleAlert, ImageUp, Loader2 } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/lib/toast";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { BLOG_CATEGORIES, readingMinutes, slugFromTitle } from "~/lib/blog";
import { CHECKED, type FormResult } from "~/lib/forms";
import { blogPostFields, blogPostSchema, hasText, missingFieldsMessage, POST_LIMITS, type BlogPostField } from "~/lib/schemas/blog-post";
import { RichTextEditor } from "./rich-text-editor";
import { uploadImage } from "./upload-image";

export const AUTOSAVE_DELAY_MS = 2000;

export type PostAnswer = FormResult<BlogPostField> & { post?: { id: string; revision: number } };
export type EditorValues = Record<BlogPostField, string>;
type AutosaveStatus = "idle" | "saving" | "saved" | "error";

const TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Post saved as draft!"],
  invalid: (errors) => {
    const missing = missingFieldsMessage(errors);
    return missing ? ["Please fill required fields", missing] : undefined;
  },
  failure: (result) => ["Failed to save post", result.message],
};

/** What autosave compares: the fields a person edits (not the id and revision it is given back). */
const contentKey = (values: EditorValues) => JSON.stringify(blogPostFields.filter((f) => f !== "id" && f !== "version").map((f) => values[f]));

function AutosaveIndicator({ status }: { status: AutosaveStatus }) {
  if (status === "idle") return <span className="text-sm text-muted">Autosave is on for new posts</span>;
  if (status === "saving")
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-muted">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Saving...
      </span>
    );
  if (status === "saved")
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-accent">
        <CheckCircle2 aria-hidden="true" className="size-4" /> Draft saved
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-danger">
      <CircleAlert aria-hidden="true" className="size-4" /> Save failed - click "Save Now" to retry
    </span>
  );
}

export function PostEditor({
  initialValues,
  isNew,
  onStartFresh,
}: {
  initialValues: EditorValues;
  isNew: boolean;
  /** Given the id of the draft this form was saving to, if any. */
  onStartFresh: (draftId: string) => void;
}) {
  const { fetcher, result, values, setValue, field, checkbox, onSubmit, busy } = useFormAction({
    schema: blogPostSchema,
    fields: blogPostFields,
    toasts: TOASTS,
    initialValues,
    clearOnSuccess: false,
  });
  const autosave = useFetcher<PostAnswer>();
  const [status, setStatus] = useState<AutosaveStatus>("idle");
  const lastSaved = useRef(contentKey(initialValues));
  const valuesRef = useRef(values);
  valuesRef.current = values;

  // Every save answers the post's id and revision: the next save builds on them.
  const answered = (fetcher.data ?? autosave.data) as PostAnswer | undefined;
  useEffect(() => {
    if (!answered?.ok || !answered.post) return;
    setValue("id", answered.post.id);
    setValue("version", String(answered.post.revision));
  }, [answered]);

  useEffect(() => {
    if (autosave.state !== "idle" || !autosave.data) return;
    setStatus(autosave.data.ok ? "saved" : "error");
  }, [autosave.state, autosave.data]);

  // Autosave: a new post, not marked published, with a title, content or excerpt, changed since the last save.
  const key = contentKey(values);
  useEffect(() => {
    if (!isNew || values.published === CHECKED) return;
    if (!values.title.trim() && !hasText(values.content) && !values.excerpt.trim()) return;
    if (key === lastSaved.current) return;
    const timer = setTimeout(() => {
      const current = valuesRef.current;
      lastSaved.current = contentKey(current);
      setStatus("saving");
      autosave.submit({ ...current, intent: "autosave" }, { method: "post", action: "/admin/blog" });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, isNew]);

  const saveNow = (event: React.FormEvent) => {
    if (!values.title.trim() && !hasText(values.content) && !values.excerpt.trim()) {
      event.preventDefault();
      toast.error("Nothing to save");
      return;
    }
    lastSaved.current = key;
    onSubmit(event);
  };

  const [uploading, setUploading] = useState(false);
  const onFeaturedImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const answer = await uploadImage(file);
    setUploading(false);
    if (!answer.ok) {
      toast.error("Failed to upload image", { description: answer.message });
      return;
    }
    toast.success(values.imageUrl ? "Image replaced successfully" : "Image uploaded successfully");
    setValue("imageUrl", answer.url);
  };

  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const slug = slugFromTitle(values.title) || "untitled";
  return (
    <fetcher.Form method="post" action="/admin/blog" noValidate onSubmit={saveNow} className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={values.id} />
      <input type="hidden" name="version" value={values.version} />
      <input type="hidden" name="content" value={values.content} />
      <input type="hidden" name="imageUrl" value={values.imageUrl} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {isNew ? <AutosaveIndicator status={status} /> : <span className="text-sm text-muted">Editing a saved post</span>}
        <div className="flex gap-2">
          {isNew && (
            <button type="button" className={buttonClass("secondary")} onClick={() => onStartFresh(values.id)}>
              Start Fresh
            </button>
          )}
          <SubmitButton busy={busy} label="Save Now" busyLabel="Saving..." />
        </div>
      </div>
      <TextField label="Title" maxLength={POST_LIMITS.title} {...field("title")} />
      <p className="-mt-3 text-sm text-muted">
        Address: /blog/{slug} <span className="text-xs">(from the title; a number is added if another post has it)</span>
      </p>
      <TextAreaField label="Excerpt" rows={2} maxLength={POST_LIMITS.excerpt} {...field("excerpt")} />
      <div>
        <span id="post-content-label" className="text-sm font-medium">
          Content
        </span>
        <div className="mt-1">
          <RichTextEditor labelId="post-content-label" initialHtml={initialValues.content} onChange={(html) => setValue("content", html)} invalid={Boolean(errors.content)} />
        </div>
        {errors.content && <p className="mt-1 text-sm text-danger">{errors.content}</p>}
        <p className="mt-1 text-sm text-muted">Read time: {readingMinutes(values.content)} min (counted from the text)</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Author" maxLength={POST_LIMITS.author} {...field("author")} />
        <SelectField label="Category" options={BLOG_CATEGORIES} placeholder="Choose a category" {...field("category")} />
      </div>
      <TextField label="Tags" hint="Separate tags with commas." maxLength={POST_LIMITS.tags} {...field("tags")} />
      <TextAreaField label="Meta description" rows={2} maxLength={POST_LIMITS.metaDescription} hint="Shown by search engines under the title." {...field("metaDescription")} />
      <div>
        <p className="text-sm font-medium">Featured image</p>
        <p className="text-sm text-muted">Recommended size 1200x630. JPEG, PNG, WebP, GIF or AVIF, under 5MB.</p>
        {values.imageUrl && <img src={values.imageUrl} alt="Featured image preview" width={1200} height={630} className="mt-2 aspect-[1200/630] w-full max-w-md rounded-xl object-cover" />}
        <label className={buttonClass("secondary", "mt-2 cursor-pointer")}>
          {uploading ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <ImageUp aria-hidden="true" className="size-4" />}
          {values.imageUrl ? "Replace image" : "Upload image"}
          <input type="file" accept="image/*" className="sr-only" onChange={(event) => void onFeaturedImage(event.target.files?.[0])} />
        </label>
      </div>
      <div className="flex flex-wrap gap-6">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" role="switch" className="size-5 accent-[var(--accent)]" {...checkbox("featured")} /> Featured
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" role="switch" className="size-5 accent-[var(--accent)]" {...checkbox("published")} /> Published
        </label>
      </div>
      {result && !result.ok && result.message && (
        <p role="alert" className="text-sm text-danger">
          {result.message}
        </p>
      )}
    </fetcher.Form>
  );
}
