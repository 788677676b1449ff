import { redirect } from "react-router";
import { db } from "@server/db/index";
import { unsubscribe } from "@server/newsletter/subscribe";
import type { Route } from "./+types/newsletter.one-click";

/**
 * The List-Unsubscribe address of newsletter e-mails: mail programs post
 * "List-Unsubscribe=One-Click" here (RFC 8058) and get a plain answer. A person
 * who opens it goes to the unsubscribe page, which asks first.
 */
export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const form = await request.formData();
  if (form.get("List-Unsubscribe") !== "One-Click") return new Response("Expected List-Unsubscribe=One-Click.", { status: 400 });
  const done = await unsubscribe(await db(), token);
  return new Response(done ? "Unsubscribed." : "Unknown link.", { status: done ? 200 : 404, headers: { "Content-Type": "text/plain" } });
}

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  throw redirect(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
}
