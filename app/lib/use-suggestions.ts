import { useEffect, useEffectEvent, useState } from "react";
import { getLocale } from "~/paraglide/runtime";
import { pathInLocale } from "./i18n";
import { AUTOCOMPLETE_MIN_LENGTH, SEARCH_DEBOUNCE_MS } from "./search-rules";

/**
 * Suggestions for what is being typed: asked from `endpoint?q=` once typing
 * pauses, from the minimum length on; an older answer never replaces a newer one.
 * `onAnswer` runs with each fresh answer (to open a list, reset a highlight). The endpoint is
 * asked in the page's language (/es/api/...), so the names it gives read in that language.
 */
export function useSuggestions<T>(endpoint: string, text: string, onAnswer?: (suggestions: T[]) => void) {
  const [suggestions, setSuggestions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const answered = useEffectEvent((answer: T[]) => onAnswer?.(answer));
  useEffect(() => {
    const query = text.trim();
    if (query.length < AUTOCOMPLETE_MIN_LENGTH) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const ask = async () => {
      setLoading(true);
      try {
        const response = await fetch(`${pathInLocale(endpoint, getLocale())}?q=${encodeURIComponent(query)}`, { signal: controller.signal });
        // The endpoint (`/api/…/suggest`) is ours, and the caller names the type of its suggestions.
        const answer = ((await response.json()) as { suggestions: T[] }).suggestions;
        setSuggestions(answer);
        answered(answer);
      } catch {
        if (!controller.signal.aborted) setSuggestions([]);
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    };
    // Not awaited: a timer cannot wait, and ask() catches its own failures (no suggestions then).
    const timer = setTimeout(() => void ask(), SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [endpoint, text]);
  return { suggestions, loading };
}
