/**
 * A redirect to a page in a given language. React Router puts the redirecting page's own
 * prefix (its basename, /es) in front of a site address: in the page's own language the address
 * is given without a prefix, like any redirect; in another one it is given whole, which React
 * Router leaves as it is.
 */
import { redirect } from "react-router";
import { getLocale } from "~/paraglide/runtime";
import { pathInLocale, pathWithoutLocale, type Locale } from "./i18n";
import { isSitePath } from "./safe-redirect";

/** Never leaves the site: a path that would read as another host once its prefix is off goes home instead. */
export function redirectInLanguage(request: Request, path: string, locale: Locale, init?: number | ResponseInit): Response {
  const target = locale === getLocale() ? pathWithoutLocale(path) : pathInLocale(path, locale);
  const safe = isSitePath(target) ? target : locale === getLocale() ? "/" : pathInLocale("/", locale);
  if (locale === getLocale()) return redirect(safe, init);
  return redirect(new URL(safe, new URL(request.url).origin).href, init);
}
