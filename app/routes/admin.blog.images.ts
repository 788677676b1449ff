import { data, redirect } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { log } from "@server/log/index";
import { NOT_AN_IMAGE, storeUploadedImage } from "@server/storage/images";
import { storage } from "@server/storage/index";
import type { Route } from "./+types/admin.blog.images";

export type ImageUploadAnswer = { ok: true; url: string } | { ok: false; message: string };

/** An admin's image for a post or a tool's logo: checked, re-encoded and stored; answers its address. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  let file: FormDataEntryValue | null;
  let folder: "blog" | "logos";
  try {
    const form = await request.formData();
    file = form.get("image");
    // Post images and tool logos: the only two places uploads go.
    folder = form.get("folder") === "logos" ? "logos" : "blog";
  } catch {
    return data<ImageUploadAnswer>({ ok: false, message: NOT_AN_IMAGE }, 400);
  }
  if (!(file instanceof File)) return data<ImageUploadAnswer>({ ok: false, message: NOT_AN_IMAGE }, 400);
  try {
    const result = await storeUploadedImage(storage(), { bytes: Buffer.from(await file.arrayBuffer()), name: file.name }, folder);
    return result.ok ? data<ImageUploadAnswer>({ ok: true, url: result.url }) : data<ImageUploadAnswer>(result, 400);
  } catch (error) {
    log.error({ err: error }, "An image could not be stored");
    return data<ImageUploadAnswer>({ ok: false, message: "Failed to upload image" }, 503);
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  // Images are uploaded from the editor; a person who opens this address gets the editor.
  return redirect("/admin/blog");
}
