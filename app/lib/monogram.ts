/** The colour of a tool's initials tile when its category has none. */
export const DEFAULT_MONOGRAM_COLOUR = "#8b5cf6";

/** The one or two letters of a tool's initials tile. */
export function monogramLetters(name: string): string {
  const words = name
    .replace(/\.(ai|io|com|app)$/i, "")
    .split(/[\s\-_.·]+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const first = words[0] ?? "?";
  if (words.length === 1) {
    // One word: first letter, plus a second capital for names like "ElevenLabs".
    const capitals = first.slice(1).match(/\p{Lu}/u);
    return (first.charAt(0) + (capitals?.[0] ?? "")).toUpperCase();
  }
  return (first.charAt(0) + words[1]!.charAt(0)).toUpperCase();
}
