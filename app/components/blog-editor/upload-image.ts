import { isRecord } from "~/lib/records";
import type { ImageUploadAnswer } from "~/routes/admin.blog.images";

const isUploadAnswer = (value: unknown): value is ImageUploadAnswer =>
  isRecord(value) && ((value.ok === true && typeof value.url === "string") || (value.ok === false && typeof value.message === "string"));

export const IMAGE_LIMIT_BYTES = 5 * 1024 * 1024;

/** The browser's first check of an image, then the upload; the server checks the bytes again. */
export async function uploadImage(file: File, folder: "blog" | "logos" = "blog"): Promise<ImageUploadAnswer> {
  if (!file.type.startsWith("image/")) return { ok: false, message: "Please select an image file" };
  if (file.size > IMAGE_LIMIT_BYTES) return { ok: false, message: "Image size should be less than 5MB" };
  const body = new FormData();
  body.set("image", file);
  body.set("folder", folder);
  try {
    const response = await fetch("/admin/blog/images", { method: "POST", body });
    const answer: unknown = await response.json().catch(() => undefined);
    return isUploadAnswer(answer) ? answer : { ok: false, message: "Failed to upload image" };
  } catch {
    return { ok: false, message: "Failed to upload image" };
  }
}
