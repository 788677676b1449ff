/** Search behaviour the browser (when to ask) and the server (what to answer) must agree on. */
export const SEARCH_DEBOUNCE_MS = 300;
export const AUTOCOMPLETE_MIN_LENGTH = 2;
export const AUTOCOMPLETE_LIMIT = 10;
