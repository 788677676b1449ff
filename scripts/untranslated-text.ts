/**
 * Interface text left in English on a translated page: the texts a page in another language shares
 * with the same page in English, word for word, that read as English phrases (three words or more,
 * two of them lowercase words of the English catalogue). Names, brands, numbers and addresses are
 * shared legitimately and are not phrases (nor is a text without a space); catalogue texts are left out by the caller (they carry lang="en").
 */
const WORD = /\p{L}+/gu;

export function untranslatedTexts(translated: string[], english: string[], englishWords: Set<string>): string[] {
  const inEnglish = new Set(english.map((text) => text.trim()));
  const left = new Set<string>();
  for (const raw of translated) {
    const text = raw.trim();
    // Addresses (e-mail, web) read the same in every language.
    if (!inEnglish.has(text) || /@|:\/\//.test(text)) continue;
    // One token (a cookie's name, atelier.session_token) is a name, not a phrase.
    if (!/\s/.test(text)) continue;
    const words = text.match(WORD) ?? [];
    const englishLowercase = words.filter((word) => word === word.toLowerCase() && word.length > 1 && englishWords.has(word));
    if (words.length >= 3 && englishLowercase.length >= 2) left.add(text);
  }
  return [...left];
}

/** The lowercase words of the English catalogue's messages. */
export function wordsOfMessages(messages: Record<string, unknown>[]): Set<string> {
  const words = new Set<string>();
  for (const catalogue of messages) for (const word of JSON.stringify(catalogue).match(WORD) ?? []) if (word === word.toLowerCase()) words.add(word);
  return words;
}
