import { useCategoryName } from "~/lib/category-names";

/** A tool's category name in the page's language; an English one on another language's page is marked so. */
export function CategoryNameText({ slug, name }: { slug: string | null; name: string }) {
  const categoryName = useCategoryName();
  const { name: text, lang } = categoryName(slug, name);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
