import { redirect } from "react-router";
import { db } from "@server/db/index";
import { getCurrentUser } from "@server/auth/session";
import { saveTheme } from "@server/preferences/queries";
import { isOneOf } from "~/lib/records";
import { safeRedirect } from "~/lib/safe-redirect";
import { THEMES, type Theme } from "~/lib/schemas/auth";
import { themeCookie } from "~/lib/theme";
import type { Route } from "./+types/theme";

/** The footer's theme picker: remembered in the browser, and in the account when signed in. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const requested = String(form.get("theme"));
  const theme: Theme = isOneOf(THEMES, requested) ? requested : "dark";
  const user = await getCurrentUser(request);
  if (user) await saveTheme(await db(), user.id, theme);
  throw redirect(safeRedirect(String(form.get("returnTo") ?? "/")), { headers: { "Set-Cookie": themeCookie(theme) } });
}

export function loader() {
  return redirect("/");
}
