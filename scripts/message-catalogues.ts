/**
 * Checks the message catalogues (messages/<area>/<locale>.json) against each other: every
 * message in every language, none empty, and the same placeholders ({name}) in each, so a
 * translation never drops or invents a value. `npm test` runs it (message-catalogues.test.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isRecord } from "../app/lib/records";

export type Catalogue = Record<string, unknown>;
/** area -> locale -> catalogue */
export type Catalogues = Record<string, Record<string, Catalogue>>;

export function readCatalogues(directory: string, locales: readonly string[]): Catalogues {
  const catalogues: Catalogues = {};
  for (const area of readdirSync(directory)) {
    catalogues[area] = {};
    for (const locale of locales) {
      const file = path.join(directory, area, `${locale}.json`);
      const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
      if (!isRecord(parsed)) throw new Error(`${file} is not a JSON object of messages`);
      const { $schema: _schema, ...messages } = parsed;
      catalogues[area][locale] = messages;
    }
  }
  return catalogues;
}

const placeholdersOf = (message: unknown): string[] => [...new Set([...JSON.stringify(message).matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();

export function catalogueProblems(catalogues: Catalogues, locales: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [area, byLocale] of Object.entries(catalogues)) {
    const keys = new Set(locales.flatMap((locale) => Object.keys(byLocale[locale] ?? {})));
    for (const key of keys) {
      const base = byLocale[locales[0]!]?.[key];
      for (const locale of locales) {
        const message = byLocale[locale]?.[key];
        if (message === undefined) problems.push(`${area}/${locale}.json has no "${key}"`);
        else if (typeof message === "string" && message.trim() === "") problems.push(`${area}/${locale}.json: "${key}" is empty`);
        else if (base !== undefined && placeholdersOf(message).join() !== placeholdersOf(base).join())
          problems.push(`${area}/${locale}.json: "${key}" has {${placeholdersOf(message).join("}, {")}} where ${locales[0]} has {${placeholdersOf(base).join("}, {")}}`);
      }
    }
  }
  return problems;
}
