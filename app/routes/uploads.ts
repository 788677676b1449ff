import { CANDIDATE_FOLDER } from "@server/logos/candidates";
import { storage } from "@server/storage/index";
import type { Route } from "./+types/uploads";

/** Keys the site makes (server/storage/images.ts, and server/logos/ for logos it re-encoded as PNG): nothing else is looked up. */
const UPLOAD_KEY = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.(webp|png)$/;
/** Logos found on makers' sites are not public until an admin approves them (a copy then goes to logos/). */
const NOT_PUBLIC = `${CANDIDATE_FOLDER}/`;

/** Uploaded files, served by the site itself: a file never changes, so browsers keep it for a year. */
export async function loader({ params }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  const file = UPLOAD_KEY.test(key) && !key.startsWith(NOT_PUBLIC) ? await storage().get(key) : undefined;
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
