/**
 * Names a person may not show under: the site's own (its name, its team, its moderators and
 * admins), and the name a deleted account's kept reviews carry, in every language the site
 * speaks (review display names, first and last names). Checked on the server only, like the
 * common passwords: the forms' shared schemas stay small in the browser.
 */
import { z } from "zod/mini";
import { SITE_NAME } from "~/lib/site";
import * as m from "~/paraglide/messages";

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

/** A shared form schema that also refuses a reserved name in each of `fields`, with the message under that field. */
export function refusingReservedNames<S extends z.ZodMiniType<Partial<Record<F, string>>>, F extends string>(schema: S, fields: readonly F[]): S {
  const checks = fields.map((field) => z.refine<Partial<Record<F, string>>>((form) => !isReservedName(form[field] ?? ""), { error: () => m.forms_name_reserved(), path: [field] }));
  return schema.check(...checks);
}
