import { FileText, Newspaper, Pencil, Plus } from "~/components/icons";
import { useCallback, useEffect, useRef, useState } from "react";
import { data, Link, useBlocker, useFetcher, useNavigate, useSearchParams } from "react-router";
import { toast } from "~/lib/toast";
import { deletePost, releaseAutosavedDraft, findAutosavedDraft, findPostForEditing, listPostsForAdmin, savePost, type EditablePost } from "@server/blog/admin";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { accepted, refused, unavailable, type FormAnswer } from "@server/forms/answer";
import { PostEditor, type EditorValues, type PostAnswer } from "~/components/blog-editor/post-editor";
import { forgetEdits } from "~/components/blog-editor/unsaved-edits";
import type { FormToasts } from "~/components/form-action";
import { AdminTable } from "~/components/admin-table";
import { ConfirmDelete } from "~/components/confirm-delete";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogActions, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { CHECKED, parseForm } from "~/lib/forms";
import { DRAFT_PREFIX } from "~/lib/blog";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { stayOpenForNestedLayers } from "~/lib/nested-layers";
import { blogPostFields, blogPostSchema, type BlogPostField } from "~/lib/schemas/blog-post";
import type { Route } from "./+types/admin.blog";
import { EmptyState } from "~/components/ui/empty-state";
import { isUuid } from "~/lib/uuid";
import { useWarnBeforeUnload } from "~/lib/use-warn-before-unload";

const SUCCESS = { published: "Post published successfully!", updated: "Post updated successfully!", draft: "Post saved as draft!" } as const;

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Blog management", location, matches }),
  { name: "robots", content: "noindex" },
];

/** The form's values for a stored post; an autosaved draft's title loses its marker. */
function editorValues(post: NonNullable<EditablePost> | undefined): EditorValues {
  return {
    id: post?.id ?? "",
    version: post ? String(post.revision) : "",
    title: post ? post.title.replace(DRAFT_PREFIX, "") : "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    author: post?.author ?? "",
    category: post?.category ?? "",
    tags: post?.tags.join(", ") ?? "",
    featured: post?.featured ? CHECKED : "",
    published: post?.published ? CHECKED : "",
    metaDescription: post?.metaDescription ?? "",
    imageUrl: post?.imageUrl ?? "",
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const database = await db();
  const edit = new URL(request.url).searchParams.get("edit");
  const posts = await listPostsForAdmin(database);
  if (edit === "new") {
    // A new post opens the admin's last autosaved draft, if there is one.
    const draft = await findAutosavedDraft(database, admin.id);
    return { posts, editor: { isNew: true, values: editorValues(draft) } };
  }
  if (edit && isUuid(edit)) {
    const post = await findPostForEditing(database, edit);
    if (post) return { posts, editor: { isNew: false, values: editorValues(post) } };
  }
  return { posts, editor: null };
}

export async function action({ request }: Route.ActionArgs): Promise<FormAnswer<BlogPostField, PostAnswer>> {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const database = await db();

  if (intent === "delete") {
    const id = String(form.get("id") ?? "");
    try {
      const deleted = isUuid(id) && (await deletePost(database, id));
      return deleted ? accepted("Post deleted successfully!") : refused(404, { message: "This post no longer exists.", values: {} });
    } catch (error) {
      return unavailable(error, { log: "A post could not be deleted", message: "Failed to delete post", values: {} });
    }
  }

  if (intent === "start-fresh") {
    const id = String(form.get("id") ?? "");
    if (isUuid(id)) await releaseAutosavedDraft(database, admin.id, id);
    return accepted("Started fresh! Previous draft cleared.");
  }

  if (intent !== "save" && intent !== "autosave") return refused(400, { message: "Unknown action.", values: {} });
  const parsed = parseForm(blogPostSchema, form, blogPostFields);
  if (!parsed.ok) return refused(400, { errors: parsed.errors, values: parsed.values });
  const { id, version } = parsed.data;
  if (id && !isUuid(id)) return refused(404, { message: "This post no longer exists.", values: parsed.values });
  if (!parsed.data.title && !parsed.data.content && !parsed.data.excerpt) {
    return refused(400, { message: "Nothing to save", values: parsed.values });
  }
  try {
    const outcome = await savePost(database, {
      userId: admin.id,
      input: parsed.data,
      revision: version === "" ? undefined : Number(version),
      autosave: intent === "autosave",
    });
    if (!outcome.ok) return refused(outcome.status, { message: outcome.message, values: parsed.values });
    return data<PostAnswer>({ ok: true, message: SUCCESS[outcome.kind], post: { id: outcome.id, revision: outcome.revision } });
  } catch (error) {
    return unavailable(error, { log: "A post could not be saved", code: "unavailable", message: "Failed to save post", values: parsed.values });
  }
}

// On a phone a row's actions are icons (their names stay for screen readers), so the title keeps the room.
const ROW_ACTION = "max-sm:size-10 max-sm:px-0";

const DELETE_TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Post deleted successfully!"],
  failure: ["Failed to delete post"],
  // Nothing was typed: the reason is all there is to say.
  unreachable: (reason) => ["Failed to delete post", reason],
};

const COLUMNS = [
  { label: "Title", className: "px-3 py-3 font-medium sm:px-4" },
  { label: "Status", className: "px-3 py-3 font-medium sm:px-4" },
  { label: "Updated", className: "hidden px-4 py-3 font-medium sm:table-cell" },
  { label: <span className="sr-only">Actions</span>, className: "px-3 py-3 font-medium sm:px-4" },
];

export default function BlogAdmin({ loaderData }: Route.ComponentProps) {
  const { posts, editor } = loaderData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Start Fresh: an empty form, no longer tied to the draft (which stays in the list as a draft).
  const [fresh, setFresh] = useState(0);
  const startFresh = useFetcher<typeof action>();
  const close = () => navigate("/admin/blog", { preventScrollReset: true });
  const emptyValues = editorValues(undefined);
  const [unsaved, setUnsaved] = useState(false);
  // Read when a navigation starts, which can come before the effects of the last keystroke's render have run.
  const unsavedNow = useRef(false);
  const onUnsavedChange = useCallback((value: boolean) => {
    unsavedNow.current = value;
    setUnsaved(value);
  }, []);
  const editing = params.get("edit");
  // Closing the editor is a navigation too: every way of leaving it with unsaved work asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedNow.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // Discarded edits are forgotten again once the editor has closed: a copy the editor was
  // about to keep when Discard was pressed would otherwise be offered back next time.
  const discardedPost = useRef<string | null>(null);
  useEffect(() => {
    if (discardedPost.current && discardedPost.current !== editing) {
      forgetEdits(discardedPost.current);
      discardedPost.current = null;
    }
  }, [editing]);
  useWarnBeforeUnload(unsaved);

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
          <FileText aria-hidden="true" className="size-8 text-accent" /> Blog management
        </h1>
        <Link to="?edit=new" className={buttonClass("primary")} preventScrollReset>
          <Plus aria-hidden="true" className="size-4" /> New Post
        </Link>
      </div>
      <AdminTable
        className="mt-8"
        columns={COLUMNS}
        empty={posts.length === 0 && <EmptyState icon={Newspaper} title="No posts yet." description="Start one with New Post." className="border-none" />}
      >
        {posts.map((post) => (
          <tr key={post.id}>
            <td className="px-3 py-3 sm:px-4">
              <span className="font-medium">{post.title}</span>
              <span className="block text-xs text-muted">{post.category || "No category"}{post.featured ? " · Featured" : ""}</span>
              <span className="block text-xs text-muted sm:hidden">Updated {formatDate(post.updatedAt)}</span>
            </td>
            <td className="px-3 py-3 sm:px-4">
              {post.published ? (
                <Link to={`/blog/${post.slug}`} className="rounded-full bg-surface-raised px-2.5 py-1 text-xs text-accent hover:underline">
                  Published
                </Link>
              ) : (
                <span className="rounded-full border border-border px-2.5 py-1 text-xs text-muted">Draft</span>
              )}
            </td>
            <td className="hidden px-4 py-3 text-muted sm:table-cell">{formatDate(post.updatedAt)}</td>
            <td className="px-3 py-3 sm:px-4">
              <div className="flex flex-wrap justify-end gap-1">
                <Link to={`?edit=${post.id}`} className={buttonClass("ghost", ROW_ACTION)} preventScrollReset aria-label={`Edit ${post.title}`}>
                  <Pencil aria-hidden="true" className="size-4" /> <span className="max-sm:sr-only">Edit</span>
                </Link>
                <ConfirmDelete
                  title="Delete this post?"
                  description={`"${post.title}" will be removed for good, from the blog and from this list.`}
                  confirmLabel="Delete post"
                  action="/admin/blog"
                  id={post.id}
                  toasts={DELETE_TOASTS}
                  rowName={post.title}
                  compactClassName={ROW_ACTION}
                />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      <Dialog open={editor !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent
          onInteractOutside={stayOpenForNestedLayers}
          className="fixed inset-x-0 top-0 z-50 mx-auto h-dvh w-full max-w-4xl overflow-y-auto border-border bg-surface p-5 sm:top-6 sm:h-[calc(100dvh-3rem)] sm:rounded-2xl sm:border sm:p-8">
          <DialogHeader
            className="flex items-start justify-between gap-4"
            title={editor?.isNew ? "New post" : "Edit post"}
            titleClassName="text-2xl font-semibold"
            closeLabel="Close the editor"
            closeClassName={buttonClass("ghost")}
          />
          <DialogDescription className="sr-only">Write the post, then save it as a draft or publish it.</DialogDescription>
          {editor && (
            <div className="mt-6">
              <PostEditor
                key={`${editing}-${fresh}`}
                onUnsavedChange={onUnsavedChange}
                initialValues={fresh > 0 && editor.isNew ? emptyValues : editor.values}
                isNew={editor.isNew}
                onStartFresh={(draftId) => {
                  // Not awaited: the fresh form shows at once; the draft is cleared behind it, and the fetcher keeps any failure.
                  if (draftId) void startFresh.submit({ intent: "start-fresh", id: draftId }, { method: "post", action: "/admin/blog" });
                  setFresh((n) => n + 1);
                  toast.success("Started fresh! Previous draft cleared.");
                }}
              />
            </div>
          )}
        </DialogContent>
      </Dialog>
      <DiscardChangesDialog
        open={blocker.state === "blocked"}
        onKeepEditing={() => blocker.reset?.()}
        onDiscard={() => {
          if (editing && editor && !editor.isNew) {
            forgetEdits(editing);
            discardedPost.current = editing;
          }
          onUnsavedChange(false);
          blocker.proceed?.();
        }}
      />
    </section>
  );
}

function DiscardChangesDialog({ open, onKeepEditing, onDiscard }: { open: boolean; onKeepEditing: () => void; onDiscard: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(stillOpen) => !stillOpen && onKeepEditing()}>
      <DialogContent role="alertdialog">
        <DialogTitle>Discard unsaved changes?</DialogTitle>
        <DialogDescription>This post has changes that were not saved. Leaving now throws them away.</DialogDescription>
        <DialogActions className="flex-wrap">
          <DialogClose className={buttonClass("primary")}>Keep editing</DialogClose>
          <button type="button" className={buttonClass("secondary", "text-danger")} onClick={onDiscard}>
            Discard changes
          </button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
