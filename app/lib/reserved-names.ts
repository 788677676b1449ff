/**
 * Names a person may not show under: the site's own (its name, its team, its moderators and
 * admins), and the name a deleted account's kept reviews carry, in every language the site
 * speaks. Shared by the browser and the server (review display names, first and last names).
 */
import { SITE_NAME } from "./site";

const letters = (value: string) =>
  value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}]/gu, "");

const SITE_WORDS = [letters(SITE_NAME.split(" ")[0]!), "moderator", "moderador", "moderateur", "administrator", "admin"];
const FORMER_MEMBER = ["Former member", "Antiguo miembro", "Ancien membre", "Ehemaliges Mitglied"].map(letters);

export function isReservedName(name: string): boolean {
  const bare = letters(name);
  if (bare === "") return false;
  return SITE_WORDS.some((word) => bare.includes(word)) || FORMER_MEMBER.includes(bare);
}
