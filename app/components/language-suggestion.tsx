import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { X } from "~/components/icons";
import { isLocale, pathInLocale, type Locale } from "~/lib/i18n";
import { getLocale } from "~/paraglide/runtime";

const ANSWERED_KEY = "atelier:language-suggestion-answered";

/**
 * The offer is written in the language it offers, which is not the page's: the browser gets each
 * page's messages in the page's language only (docs/decisions/0018), so these few words are here.
 */
const OFFER: Record<Locale, { label: string; text: string; read: string; dismiss: string }> = {
  en: { label: "Language", text: "This page is also in English.", read: "Read in English", dismiss: "No, thanks" },
  es: { label: "Idioma", text: "Esta página también está en español.", read: "Leer en español", dismiss: "No, gracias" },
  fr: { label: "Langue", text: "Cette page existe aussi en français.", read: "Lire en français", dismiss: "Non merci" },
  de: { label: "Sprache", text: "Diese Seite gibt es auch auf Deutsch.", read: "Auf Deutsch lesen", dismiss: "Nein, danke" },
};

/** The first supported language the browser lists, if it is not the page's. */
function preferredOtherLanguage(current: Locale): Locale | undefined {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.toLowerCase().split("-")[0];
    if (isLocale(language)) return language === current ? undefined : language;
  }
  return undefined;
}

function answered(): boolean {
  try {
    return window.localStorage.getItem(ANSWERED_KEY) !== null;
  } catch {
    return true;
  }
}

function remember() {
  try {
    window.localStorage.setItem(ANSWERED_KEY, new Date().toISOString());
  } catch {
    // Private browsing without storage: the suggestion may come back, which is harmless.
  }
}

/**
 * A visitor whose browser prefers another of the site's languages is offered the page in it,
 * in that language, once: never redirected. Decided in the browser, so pages stay the same for
 * every visitor (and cacheable); shown after hydration over the top corner of the page, clear of the
 * footer's switcher and the toasts, so nothing moves.
 */
export function LanguageSuggestion() {
  const location = useLocation();
  const [suggested, setSuggested] = useState<Locale>();
  useEffect(() => {
    if (!answered()) setSuggested(preferredOtherLanguage(getLocale()));
  }, []);
  if (!suggested) return null;
  const offer = OFFER[suggested];
  const dismiss = () => {
    remember();
    setSuggested(undefined);
  };
  return (
    <aside
      lang={suggested}
      aria-label={offer.label}
      className="fixed right-4 top-20 z-30 flex max-w-[calc(100vw-2rem)] items-center gap-3 rounded-2xl border border-border bg-surface py-2 pl-4 pr-2 text-sm shadow-xl"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p>{offer.text}</p>
        <a href={pathInLocale(`${location.pathname}${location.search}`, suggested)} hrefLang={suggested} onClick={remember} className="font-semibold text-accent hover:underline">
          {offer.read}
        </a>
      </div>
      <button type="button" onClick={dismiss} className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-surface-raised" aria-label={offer.dismiss}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
