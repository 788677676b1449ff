/**
 * The post editor: every field of a post, the rich-text body, the featured image,
 * a manual 'Save Now', 'Start Fresh', and for a new post an autosave that keeps a
 * draft 2 seconds after the last change (spec: Blog management and editor).
 * It tells its page whether anything is unsaved, keeps a saved post's unsaved edits in
 * this browser (./unsaved-edits), and retries an autosave the network lost.
 */
import { CheckCircle2, CircleAlert, History, ImageUp, Loader2 } from "~/components/icons";
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/lib/toast";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { buttonClass } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { BLOG_CATEGORIES, readingMinutes, slugFromTitle } from "~/lib/blog";
import { CHECKED, type FormResult } from "~/lib/forms";
import { blogPostFields, blogPostSchema, hasText, missingFieldsMessage, POST_LIMITS, type BlogPostField } from "~/lib/schemas/blog-post";
import { UNREACHABLE } from "~/lib/client-action";
import type { action as postAction } from "~/routes/admin.blog";
import { RichTextEditor } from "./rich-text-editor";
import { forgetEdits, keepEdits, readKeptEdits, type KeptEdits } from "./unsaved-edits";
import { uploadImage } from "./upload-image";

export const AUTOSAVE_DELAY_MS = 2000;
/** Waits before each new try of an autosave that did not reach the server: 2 s, doubling, at most a minute. */
export const autosaveRetryDelayMs = (failures: number) => Math.min(2000 * 2 ** (failures - 1), 60_000);
/** Codes of answers worth trying again unchanged: the server was not reached, or could not save just then. */
const RETRYABLE = new Set([UNREACHABLE, "unavailable"]);
/** How long after the last keystroke unsaved edits are written to this browser. */
const KEEP_EDITS_DELAY_MS = 400;

export type PostAnswer = FormResult<BlogPostField> & { post?: { id: string; revision: number } };
export type EditorValues = Record<BlogPostField, string>;
type AutosaveStatus = { kind: "idle" | "saving" | "saved" | "error" } | { kind: "retrying"; at: number; why?: string };

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

/** Seconds left until `at`, updated every second while shown. */
function useSecondsUntil(at: number | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at === undefined ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

function AutosaveIndicator({ status }: { status: AutosaveStatus }) {
  const seconds = useSecondsUntil(status.kind === "retrying" ? status.at : undefined);
  if (status.kind === "idle") return <span className="text-sm text-muted">Autosave is on for new posts</span>;
  if (status.kind === "retrying")
    return (
      <span role="status" className="inline-flex max-w-md items-start gap-1.5 text-sm text-danger">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          Not saved yet. Trying again {seconds > 0 ? `in ${seconds} s` : "now"}.
          {status.why && <span className="block text-muted">{status.why}</span>}
        </span>
      </span>
    );
  if (status.kind === "saving")
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-muted">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Saving...
      </span>
    );
  if (status.kind === "saved")
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

/** Offers back the edits this browser kept of a saved post the last time it was open. */
function KeptEditsOffer({ kept, onRestore, onDiscard }: { kept: KeptEdits; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl border border-accent/50 bg-surface-raised p-4 text-sm">
      <History aria-hidden="true" className="size-5 shrink-0 text-accent" />
      <p className="min-w-48 flex-1">
        This browser kept edits of this post that were never saved (last changed {new Date(kept.keptAt).toLocaleString([], { dateStyle: "medium", timeStyle: "short" })}).
      </p>
      <div className="flex gap-2">
        <button type="button" className={buttonClass("primary")} onClick={onRestore}>
          Restore my edits
        </button>
        <button type="button" className={buttonClass("secondary")} onClick={onDiscard}>
          Discard them
        </button>
      </div>
    </div>
  );
}

export function PostEditor({
  initialValues,
  isNew,
  onStartFresh,
  onUnsavedChange,
}: {
  initialValues: EditorValues;
  isNew: boolean;
  /** Given the id of the draft this form was saving to, if any. */
  onStartFresh: (draftId: string) => void;
  /** Told whether the form holds anything not yet saved, each time that changes. */
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const { fetcher, result, values, setValue, field, checkbox, onSubmit, busy } = useFormAction<BlogPostField, PostAnswer>({
    schema: blogPostSchema,
    fields: blogPostFields,
    toasts: TOASTS,
    initialValues,
    clearOnSuccess: false,
  });
  const autosave = useFetcher<typeof postAction>();
  const [status, setStatus] = useState<AutosaveStatus>({ kind: "idle" });
  const key = contentKey(values);
  // What the server last confirmed, and what each kind of save last sent.
  const [savedKey, setSavedKey] = useState(() => contentKey(initialValues));
  const sentBySave = useRef(savedKey);
  const sentByAutosave = useRef(savedKey);
  const autosaveFailures = useRef(0);
  const [retryAt, setRetryAt] = useState<number>();
  const unsaved = key !== savedKey;
  const nothingToSave = !values.title.trim() && !hasText(values.content) && !values.excerpt.trim();
  // Before the browser gets the next event: an Escape right after a keystroke must find it told.
  useLayoutEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);
  useLayoutEffect(() => () => onUnsavedChange(false), [onUnsavedChange]);

  // Every save answers the post's id and revision: the next save builds on them.
  const answered = fetcher.data ?? autosave.data;
  useEffect(() => {
    if (!answered?.ok || !answered.post) return;
    setValue("id", answered.post.id);
    setValue("version", String(answered.post.revision));
  }, [answered, setValue]);

  useEffect(() => {
    if (fetcher.data?.ok) setSavedKey(sentBySave.current);
  }, [fetcher.data]);

  // Sends the values as they are when it runs, whichever render set its timer.
  const sendAutosave = useEffectEvent(() => {
    sentByAutosave.current = contentKey(values);
    setRetryAt(undefined);
    setStatus({ kind: "saving" });
    // Not awaited: the answer arrives in autosave.data (the effect below reads it), and the router reports its own failures there.
    void autosave.submit({ ...values, intent: "autosave" }, { method: "post", action: "/admin/blog" });
  });

  useEffect(() => {
    if (autosave.state !== "idle" || !autosave.data) return;
    const answer = autosave.data;
    if (answer.ok) {
      autosaveFailures.current = 0;
      setSavedKey(sentByAutosave.current);
      setStatus({ kind: "saved" });
    } else if (!answer.ok && answer.code && RETRYABLE.has(answer.code)) {
      autosaveFailures.current += 1;
      const at = Date.now() + autosaveRetryDelayMs(autosaveFailures.current);
      setRetryAt(at);
      setStatus({ kind: "retrying", at, why: answer.message });
    } else setStatus({ kind: "error" });
  }, [autosave.state, autosave.data]);

  // A lost autosave is sent again after its wait, or as soon as the browser is back online.
  useEffect(() => {
    if (retryAt === undefined) return;
    const timer = setTimeout(sendAutosave, Math.max(0, retryAt - Date.now()));
    window.addEventListener("online", sendAutosave);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", sendAutosave);
    };
  }, [retryAt]);

  // Autosave: a new post, not marked published, with a title, content or excerpt, changed since the last save.
  useEffect(() => {
    if (!isNew || values.published === CHECKED || retryAt !== undefined || nothingToSave) return;
    if (key === savedKey || key === sentByAutosave.current) return;
    const timer = setTimeout(sendAutosave, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, isNew, savedKey, retryAt, values.published, nothingToSave]);

  // A saved post's unsaved edits live in this browser until they are saved or discarded.
  const postId = isNew ? "" : initialValues.id;
  const [offer, setOffer] = useState<KeptEdits>();
  const [offerAnswered, setOfferAnswered] = useState(false);
  const [bodySeed, setBodySeed] = useState({ html: initialValues.content, round: 0 });
  // Asked once per post: edits are offered back only if they differ from what the form opened with.
  const offerKeptEdits = useEffectEvent(() => {
    const kept = readKeptEdits(postId);
    if (kept && contentKey(kept.values) !== contentKey(initialValues)) setOffer(kept);
    else setOfferAnswered(true);
  });
  useEffect(() => {
    if (postId) offerKeptEdits();
  }, [postId]);
  const keepLatestEdits = useEffectEvent(() => keepEdits(postId, values));
  useEffect(() => {
    if (!postId || !offerAnswered) return;
    if (!unsaved) {
      forgetEdits(postId);
      return;
    }
    const timer = setTimeout(keepLatestEdits, KEEP_EDITS_DELAY_MS);
    // Leaving the page (a reload, a closed tab) keeps the latest edits at once, whatever the timer.
    const keepOnLeaving = () => keepLatestEdits();
    window.addEventListener("pagehide", keepOnLeaving);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", keepOnLeaving);
    };
  }, [postId, offerAnswered, unsaved, key]);
  const restoreKept = (kept: KeptEdits) => {
    for (const name of blogPostFields) if (name !== "id" && name !== "version") setValue(name, kept.values[name] ?? "");
    setBodySeed((seed) => ({ html: kept.values.content ?? "", round: seed.round + 1 }));
    setOffer(undefined);
    setOfferAnswered(true);
  };
  const discardKept = () => {
    forgetEdits(postId);
    setOffer(undefined);
    setOfferAnswered(true);
  };

  const saveNow = (event: React.FormEvent) => {
    if (nothingToSave) {
      event.preventDefault();
      toast.error("Nothing to save");
      return;
    }
    sentBySave.current = key;
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
      {offer && <KeptEditsOffer kept={offer} onRestore={() => restoreKept(offer)} onDiscard={discardKept} />}
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
          <RichTextEditor key={bodySeed.round} labelId="post-content-label" initialHtml={bodySeed.html} onChange={(html) => setValue("content", html)} invalid={Boolean(errors.content)} />
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
        {values.imageUrl && <img src={values.imageUrl} alt="Current featured upload" width={1200} height={630} className="mt-2 aspect-[1200/630] w-full max-w-md rounded-xl object-cover" />}
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
