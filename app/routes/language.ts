import { db } from "@server/db/index";
import { getCurrentUser } from "@server/auth/session";
import { saveLanguage } from "@server/preferences/queries";
import { isLocale } from "~/lib/i18n";
import { redirect } from "react-router";
import { redirectInLanguage } from "~/lib/redirect";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/language";

/** The language switcher of a signed-in visitor: the choice is saved to the account, then the page is shown in it. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get("locale");
  const returnTo = safeRedirect(String(form.get("returnTo") ?? "/"));
  if (!isLocale(locale)) throw redirect(returnTo);
  const user = await getCurrentUser(request);
  if (user) await saveLanguage(await db(), user.id, locale);
  throw redirectInLanguage(request, returnTo, locale);
}

export function loader() {
  return redirect("/");
}
