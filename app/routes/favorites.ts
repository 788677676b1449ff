import { data, redirect } from "react-router";
import { db } from "@server/db/index";
import { getCurrentUser } from "@server/auth/session";
import { addFavorite, removeFavorite } from "@server/favorites/queries";
import type { Route } from "./+types/favorites";
import { log } from "@server/log/index";
import { isUuid } from "~/lib/uuid";
import * as m from "~/paraglide/messages";

export type FavoriteActionResult =
  | { ok: true; intent: "add" | "remove" }
  | { ok: false; intent: "add" | "remove"; title: string; description: string };

/** Save or forget a favourite tool for the signed-in user (never a user id sent by the browser); the refusals in the page's language. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent") === "remove" ? "remove" : "add";
  const toolId = String(form.get("toolId") ?? "");
  const user = await getCurrentUser(request);
  if (!user) {
    return data<FavoriteActionResult>({ ok: false, intent, title: m.catalogue_favorite_login_required(), description: m.catalogue_favorite_login_hint() }, 401);
  }
  if (!isUuid(toolId)) {
    return data<FavoriteActionResult>({ ok: false, intent, title: m.forms_error_title(), description: m.catalogue_favorite_add_failed() }, 400);
  }
  const database = await db();
  try {
    if (intent === "remove") {
      await removeFavorite(database, user.id, toolId);
      return data<FavoriteActionResult>({ ok: true, intent });
    }
    const result = await addFavorite(database, user.id, toolId);
    if (result === "already") {
      return data<FavoriteActionResult>({ ok: false, intent, title: m.catalogue_favorite_already_title(), description: m.catalogue_favorite_already() }, 409);
    }
    if (result === "no-such-tool") {
      return data<FavoriteActionResult>({ ok: false, intent, title: m.forms_error_title(), description: m.catalogue_favorite_add_failed() }, 404);
    }
    return data<FavoriteActionResult>({ ok: true, intent });
  } catch (error) {
    log.error({ err: error }, "Favourite change failed");
    const description = intent === "add" ? m.catalogue_favorite_add_failed() : m.catalogue_favorite_remove_failed();
    return data<FavoriteActionResult>({ ok: false, intent, title: m.forms_error_title(), description }, 500);
  }
}

/** A person who opens this address finds their favourites on the dashboard. */
export function loader() {
  return redirect("/dashboard");
}
