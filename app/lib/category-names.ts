import { useRouteLoaderData } from "react-router";
import { baseLocale, getLocale } from "~/paraglide/runtime";

/** What the root loader hands every page: the category names written in the page's language, by slug. */
type RootCategoryNames = { categoryNames?: Record<string, string> };

export interface CategoryName {
  name: string;
  /** "en" when the name is the English original on a page in another language. */
  lang: "en" | undefined;
}

function nameFrom(names: Record<string, string> | undefined, slug: string | null, englishName: string): CategoryName {
  const written = slug ? names?.[slug] : undefined;
  return { name: written ?? englishName, lang: written || getLocale() === baseLocale ? undefined : "en" };
}

/** A category's name in the page's language, for a tool's category (the rows carry its English name). */
export function useCategoryName(): (slug: string | null, englishName: string) => CategoryName {
  const names = (useRouteLoaderData("root") as RootCategoryNames | undefined)?.categoryNames;
  return (slug, englishName) => nameFrom(names, slug, englishName);
}

/** The same in a meta function, which reads the root's data from the matches. */
export function categoryNameInMatches(matches: readonly ({ id: string; data: unknown } | undefined)[], slug: string | null, englishName: string): string {
  const root = matches.find((match) => match?.id === "root")?.data as RootCategoryNames | undefined;
  return nameFrom(root?.categoryNames, slug, englishName).name;
}
