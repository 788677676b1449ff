/**
 * Whether a word someone typed names a word of a name or phrase, give or take an ending: shared by
 * the header's suggestions (server/search/suggest.ts) and the reading of a generic task search
 * (server/search/task-intent.ts).
 */
export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    // Accents folded: "arriere-plan" finds "arrière-plan", "ubersetzen" finds "übersetzen".
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const sharedStart = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
};

/**
 * A typed word names a word of a name when one starts the other ("background", "backgrounds";
 * "editing", "edit"), or when both share a stem of five letters or more, all of the typed word but
 * its last three ("remove", "removal"; not "remote").
 */
export const namesWord = (typed: string, candidate: string) =>
  candidate.startsWith(typed) || (candidate.length >= 4 && typed.startsWith(candidate)) || sharedStart(typed, candidate) >= Math.max(5, typed.length - 3);

/** Every word typed names a word of the name: "remove background" finds "Background Removal"; "ground" does not. */
export function namesAllWords(name: string, query: string): boolean {
  const nameWords = wordsOf(name);
  const typed = wordsOf(query);
  return typed.length > 0 && typed.every((word) => nameWords.some((candidate) => namesWord(word, candidate)));
}
