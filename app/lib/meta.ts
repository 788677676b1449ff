import { SITE_NAME, SITE_TAGLINE } from "./site";

type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The site's public origin, which the root loader reads from the configuration. */
export function originOf(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/** Title, description and canonical link for a page; every route's meta uses it. */
export function pageMeta({
  title,
  description = `Find the right AI tool for your creative work. ${SITE_NAME} is a free directory of ${SITE_TAGLINE}.`,
  location,
  matches,
}: {
  title?: string;
  description?: string;
  location: { pathname: string; search?: string };
  matches: MetaMatches;
}) {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME}: ${SITE_TAGLINE}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { tagName: "link", rel: "canonical", href: `${originOf(matches)}${location.pathname}` },
  ];
}
