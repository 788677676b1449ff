import { redirect } from "react-router";
import { db } from "@server/db/index";
import { confirmSubscription } from "@server/newsletter/subscribe";
import type { Route } from "./+types/newsletter.confirm";

/** The link in the confirmation e-mail: confirms, then shows the result on /newsletter. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const confirmed = await confirmSubscription(await db(), token);
  throw redirect(`/newsletter?status=${confirmed ? "confirmed" : "link-invalid"}`);
}
