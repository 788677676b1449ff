import { getLocale } from "~/paraglide/runtime";
import { baseLocale, locales, pathInLocale } from "./i18n";
import { isRecord } from "./records";
import { SITE_NAME, SITE_TAGLINE } from "./site";
import * as m from "~/paraglide/messages";
import { SITE_CARD_PATH, SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from "./social-images";

type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The site's public origin, which the root loader reads from the configuration. */
export function originOf(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  return isRecord(root) && typeof root.origin === "string" ? root.origin : "";
}

/** An address on the site, made absolute for the crawlers of other sites; absolute ones stay as they are. */
const absolute = (origin: string, address: string) => (/^https?:\/\//.test(address) ? address : `${origin}${address}`);

/** The same page in each language, and English for every other language (x-default). */
export function languageAlternates(origin: string, pathname: string) {
  return [
    ...locales.map((locale) => ({ tagName: "link", rel: "alternate", hrefLang: locale, href: `${origin}${pathInLocale(pathname, locale)}` })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${pathInLocale(pathname, baseLocale)}` },
  ];
}

/**
 * Title, description, canonical link and the social preview (Open Graph, Twitter card) of a
 * page; every route's meta uses it. `image` is a site-relative address, by default the site's
 * own card; `imageSize` is the card size unless the image is not a card (null: size unknown).
 */
export function pageMeta({
  title,
  description = m.site_default_description({ site: SITE_NAME }),
  location,
  matches,
  type = "website",
  image,
  imageAlt,
  imageSize = { width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT },
}: {
  title?: string;
  description?: string;
  location: { pathname: string; search?: string };
  matches: MetaMatches;
  type?: "website" | "article";
  image?: string;
  imageAlt?: string;
  imageSize?: { width: number; height: number } | null;
}) {
  const tagline = m.site_tagline();
  // In the page's language; Spanish and French write it in lower case for use inside a sentence.
  const siteTitle = `${SITE_NAME}: ${tagline.charAt(0).toUpperCase()}${tagline.slice(1)}`;
  const fullTitle = title ? `${title} | ${SITE_NAME}` : siteTitle;
  const origin = originOf(matches);
  // The router's pathname is the page's own, without the language prefix its basename adds.
  const url = `${origin}${pathInLocale(location.pathname, getLocale())}`;
  const imageUrl = absolute(origin, image ?? SITE_CARD_PATH);
  // The site's own card is drawn in English (server/social/card.ts): its description says what it shows.
  const alt = imageAlt ?? (image ? fullTitle : `${SITE_NAME}: ${SITE_TAGLINE}`);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    ...(imageSize
      ? [
          { property: "og:image:width", content: String(imageSize.width) },
          { property: "og:image:height", content: String(imageSize.height) },
        ]
      : []),
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: alt },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(origin, location.pathname),
  ];
}
