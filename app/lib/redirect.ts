/**
 * A redirect to a page in a given language. React Router puts the redirecting page's own
 * prefix (its basename, /es) in front of a site address, so a redirect that changes the
 * language gives the whole address, which it leaves as it is.
 */
import { redirect } from "react-router";
import { pathInLocale, type Locale } from "./i18n";

export function redirectInLanguage(request: Request, path: string, locale: Locale, init?: number | ResponseInit): Response {
  return redirect(new URL(pathInLocale(path, locale), request.url).href, init);
}
