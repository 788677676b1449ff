/**
 * A redirect to a page in a given language. React Router puts the redirecting page's own
 * prefix (its basename, /es) in front of a site address: in the page's own language the address
 * is given without a prefix, like any redirect; in another one it is given whole, which React
 * Router leaves as it is.
 */
import { redirect } from "react-router";
import { getLocale } from "~/paraglide/runtime";
import { pathInLocale, pathWithoutLocale, type Locale } from "./i18n";

export function redirectInLanguage(request: Request, path: string, locale: Locale, init?: number | ResponseInit): Response {
  if (locale === getLocale()) return redirect(pathWithoutLocale(path), init);
  return redirect(new URL(pathInLocale(path, locale), request.url).href, init);
}
