import { useLocation } from "react-router";
import { Languages } from "~/components/icons";
import { LANGUAGE_NAMES, locales, pathInLocale, type Locale } from "~/lib/i18n";
import * as m from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { useRootData } from "~/lib/root-data";

/** The action that saves a signed-in visitor's choice before showing the page in it (routes/language.ts). */
export const LANGUAGE_ACTION = "/language";

const optionClass = "inline-flex min-h-10 items-center rounded-full px-3 text-sm hover:bg-surface-raised";

/**
 * The current page in each language. A visitor follows a plain link (a new document: the
 * other language has its own addresses); a signed-in visitor's choice is also saved to the
 * account, which then writes to them in it.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  return (
    <nav aria-label={m.language_switcher()} className={`flex flex-wrap items-center gap-1 ${className}`}>
      <Languages aria-hidden="true" className="size-4 text-muted" />
      <LanguageOptions />
    </nav>
  );
}

/** The header's switcher: the current language's code, opening the list (no script needed). */
export function HeaderLanguageSwitcher() {
  const current = getLocale();
  return (
    <details className="group relative hidden md:block">
      {/* Named by its own text, ending with the code it shows ("Choose a language: en"), so those who speak a control's visible label reach it. */}
      <summary className="inline-flex size-10 cursor-pointer list-none items-center justify-center gap-1 rounded-full text-xs font-semibold hover:bg-surface-raised [&::-webkit-details-marker]:hidden">
        <Languages aria-hidden="true" className="size-4" />
        <span className="sr-only">{m.language_switcher()}:</span>
        <span>{current}</span>
      </summary>
      <nav aria-label={m.language_switcher()} className="absolute right-0 top-full z-50 mt-2 flex min-w-40 flex-col gap-1 rounded-2xl border border-border bg-surface p-2 shadow-xl">
        <LanguageOptions />
      </nav>
    </details>
  );
}

function LanguageOptions() {
  const location = useLocation();
  const signedIn = Boolean(useRootData()?.user);
  const here = `${location.pathname}${location.search}`;
  const current = getLocale();
  return (
    <>
      {locales.map((locale: Locale) =>
        locale === current ? (
          <span key={locale} lang={locale} aria-current="true" className={`${optionClass} font-semibold text-foreground`}>
            {LANGUAGE_NAMES[locale]}
          </span>
        ) : signedIn ? (
          <form key={locale} method="post" action={LANGUAGE_ACTION}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="returnTo" value={here} />
            <button type="submit" lang={locale} className={`${optionClass} text-muted`}>
              {LANGUAGE_NAMES[locale]}
            </button>
          </form>
        ) : (
          <a key={locale} href={pathInLocale(here, locale)} hrefLang={locale} lang={locale} className={`${optionClass} text-muted`}>
            {LANGUAGE_NAMES[locale]}
          </a>
        ),
      )}
    </>
  );
}
