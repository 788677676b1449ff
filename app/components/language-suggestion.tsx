import { useLocation } from "react-router";
import { locales, pathInLocale, type Locale } from "~/lib/i18n";
import { getLocale } from "~/paraglide/runtime";
import { LANGUAGE_OFFER_SCRIPT } from "~/lib/language-offer-script";

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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const CLOSE_ICON =
  '<svg aria-hidden="true" class="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M18 6 6 18M6 6l12 12"/></svg>';

function offerHtml(current: Locale, here: string): string {
  const offers = locales
    .filter((locale) => locale !== current)
    .map((locale) => {
      const offer = OFFER[locale];
      return `<aside hidden data-language-offer="${locale}" lang="${locale}" aria-label="${escapeHtml(offer.label)}" class="border-b border-border bg-surface text-sm">
<div class="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1 sm:px-6">
<div class="flex flex-1 flex-wrap items-center gap-x-3 gap-y-1"><p>${escapeHtml(offer.text)}</p>
<a data-answer href="${escapeHtml(pathInLocale(here, locale))}" hreflang="${locale}" class="font-semibold text-accent hover:underline">${escapeHtml(offer.read)}</a></div>
<button data-answer type="button" aria-label="${escapeHtml(offer.dismiss)}" class="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-surface-raised">${CLOSE_ICON}</button>
</div></aside>`;
    })
    .join("");
  return `${offers}<script>${LANGUAGE_OFFER_SCRIPT}</script>`;
}

/**
 * A visitor whose browser prefers another of the site's languages is offered the page in it, in
 * that language, once: never redirected. The page's HTML is the same for every visitor (and
 * cacheable); a small script (~/lib/language-offer-script) decides before the first paint, so
 * the bar takes its place in the page instead of covering or moving anything. A member reads the language they
 * chose (the root loader sends them there), so nothing is offered to them. Preact leaves HTML
 * set this way alone, so the script's choice survives the page being taken over.
 */
export function LanguageSuggestion({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  if (signedIn) return null;
  return <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: offerHtml(getLocale(), `${location.pathname}${location.search}`) }} />;
}
