import { baseLocale, getLocale } from "~/paraglide/runtime";
import { isRecord } from "./records";
import { useRootData } from "./root-data";

export interface CategoryName {
  name: string;
  /** "en" when the name is the English original on a page in another language. */
  lang: "en" | undefined;
}

function nameFrom(names: Record<string, unknown> | undefined, slug: string | null, englishName: string): CategoryName {
  const found = slug ? names?.[slug] : undefined;
  const written = typeof found === "string" ? found : undefined;
  return { name: written ?? englishName, lang: written || getLocale() === baseLocale ? undefined : "en" };
}

/** A category's name in the page's language, for a tool's category (the rows carry its English name). */
export function useCategoryName(): (slug: string | null, englishName: string) => CategoryName {
  // The root loader hands every page the category names written in the page's language, by slug.
  const names = useRootData()?.categoryNames;
  return (slug, englishName) => nameFrom(names, slug, englishName);
}

/** The same in a meta function, which reads the root's data from the matches. */
export function categoryNameInMatches(matches: readonly ({ id: string; data: unknown } | undefined)[], slug: string | null, englishName: string): string {
  const root = matches.find((match) => match?.id === "root")?.data;
  return nameFrom(isRecord(root) && isRecord(root.categoryNames) ? root.categoryNames : undefined, slug, englishName).name;
}
