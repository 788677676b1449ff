/**
 * A category's name and description in the page's language: the team writes them per language
 * (categories.translations); what is not written yet reads in English, marked so for screen readers.
 */
import { cachedPerDatabase, UNTIL_CHANGED } from "../cache";
import type { Database } from "../db/client";
import { categories, type CategoryTranslations } from "../db/schema";
import { baseLocale, PREFIXED_LOCALES, type Locale } from "~/lib/i18n";

/** "en" where a text is the English original on a page in another language. */
export type OriginalLang = "en" | undefined;

type Translatable = { displayName: string; description: string; translations: CategoryTranslations };

export type CategoryInLanguage<T extends Translatable> = Omit<T, "translations"> & { displayNameLang: OriginalLang; descriptionLang: OriginalLang };

export function categoryInLanguage<T extends Translatable>(category: T, locale: Locale): CategoryInLanguage<T> {
  const { translations, ...rest } = category;
  const written = locale === baseLocale ? undefined : translations[locale];
  const english: OriginalLang = locale === baseLocale ? undefined : "en";
  return {
    ...rest,
    displayName: written?.displayName ?? category.displayName,
    description: written?.description ?? category.description,
    displayNameLang: written?.displayName ? undefined : english,
    descriptionLang: written?.description ? undefined : english,
  };
}

/** Each language's category names by slug, where written: how the root hands every page the names it shows beside tools. */
const categoryNamesByLanguage = cachedPerDatabase(UNTIL_CHANGED, async (db: Database) => {
  const rows = await db.select({ slug: categories.slug, translations: categories.translations }).from(categories);
  const names = new Map<Locale, Record<string, string>>();
  for (const { slug, translations } of rows) {
    for (const locale of PREFIXED_LOCALES) {
      const texts = translations[locale];
      if (!texts?.displayName) continue;
      if (!names.has(locale)) names.set(locale, {});
      names.get(locale)![slug] = texts.displayName;
    }
  }
  return names;
});

/** The category names written in `locale`, by slug; none for English, whose names are the rows' own. */
export async function findCategoryNames(db: Database, locale: Locale): Promise<Record<string, string>> {
  if (locale === baseLocale) return {};
  return (await categoryNamesByLanguage(db)).get(locale) ?? {};
}
