import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import { Toaster } from "./components/toaster";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { findFooterCategories } from "@server/categories/queries";
import { findCategoryNames } from "@server/categories/languages";
import { getCurrentUser } from "@server/auth/session";
import { findFavoriteToolIds } from "@server/favorites/queries";
import { findAppearance } from "@server/preferences/queries";
import type { Theme } from "./lib/schemas/auth";
import { themeFromCookie } from "./lib/theme";
import { NoticeToasts } from "./components/notice-toasts";
import { FavoriteToasts } from "./components/favorite-button";
import { SignOutToasts } from "./components/sign-out";
import { Breadcrumbs } from "./components/ui/breadcrumbs";
import { NavigationStatus } from "./components/navigation-status";
import { NotFoundContent } from "./components/not-found-content";
import { usePageLinkNavigation } from "./components/page-link";
import { CompareTray } from "./components/compare";
import { LanguageSuggestion } from "./components/language-suggestion";
import { DocumentElement, DocumentTitle } from "./components/document-element";
import { HydrateLater } from "./components/hydrate-later";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { buttonClass } from "./components/ui/button";
import { BLOG_FEED_PATH } from "./lib/blog";
import { SITE_NAME, TOOLS_FEED_PATH } from "./lib/site";
import type { Route } from "./+types/root";
import { keepThePageOnTransportFailure } from "./lib/client-action";
import * as m from "./paraglide/messages";
import { getLocale } from "./paraglide/runtime";
import { existsInEachLanguage, pathInLocale, pathWithoutLocale } from "./lib/i18n";
import { redirectInLanguage } from "./lib/redirect";
import interLatin from "./fonts/inter-latin-400-700.woff2?url";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // The stylesheet names the font; fetching it at once saves a round trip before text settles.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  // Feed readers find both feeds from any page.
  { rel: "alternate", type: "application/rss+xml", title: `${SITE_NAME}: new AI tools`, href: TOOLS_FEED_PATH },
  { rel: "alternate", type: "application/rss+xml", title: `${SITE_NAME} blog`, href: BLOG_FEED_PATH },
];

/** Whatever fails on the way to the server, a form's page and what was typed stay (./lib/client-action). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepThePageOnTransportFailure];

export async function loader({ request }: Route.LoaderArgs) {
  const database = await db();
  const [footerCategories, categoryNames, user] = await Promise.all([findFooterCategories(database), findCategoryNames(database, getLocale()), getCurrentUser(request)]);
  const [favoriteToolIds, appearance] = user ? await Promise.all([findFavoriteToolIds(database, user.id), findAppearance(database, user.id)]) : [[], undefined];
  // A member reads every page in the language they chose, whichever language's address they opened
  // (a shared link, the bare domain). A whole page load: each language is its own app.
  const url = new URL(request.url);
  // Only addresses that exist in each language: a one-language address (/es/api/…) is not found, not moved.
  if (appearance?.language && appearance.language !== getLocale() && existsInEachLanguage(pathWithoutLocale(url.pathname))) {
    throw redirectInLanguage(request, `${url.pathname}${url.search}`, appearance.language, { headers: { "X-Remix-Reload-Document": "true" } });
  }
  const theme: Theme = appearance?.theme ?? themeFromCookie(request.headers.get("Cookie")) ?? "dark";
  return {
    footerCategories,
    categoryNames,
    origin: env().PUBLIC_URL,
    socialLinks: env().SOCIAL_LINKS,
    user,
    favoriteToolIds,
    theme,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const page = pathname === "/" ? "home" : "other";
  const theme = data?.theme ?? "dark";
  usePageLinkNavigation();
  return (
    <DocumentElement lang={getLocale()} theme={theme}>
      <HydrateLater>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {/* Before <Links />, whose script preloads would otherwise queue ahead of the only render-blocking file. */}
          <link rel="stylesheet" href={stylesheet} precedence="default" />
          <Meta />
          <Links />
        </head>
      </HydrateLater>
      <body data-page={page} className={`${page}-page flex min-h-dvh flex-col`}>
        <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-accent focus:px-4 focus:py-2 focus:text-accent-foreground">
          {m.skip_to_content()}
        </a>
        <HydrateLater>
          <SiteHeader user={data?.user ?? null} />
        </HydrateLater>
        <LanguageSuggestion signedIn={Boolean(data?.user)} />
        <NavigationStatus />
        <Breadcrumbs />
        <HydrateLater>
          <main id="main" className="flex-1 pb-16">
            {children}
          </main>
        </HydrateLater>
        <HydrateLater>
          <SiteFooter categories={data?.footerCategories ?? []} socialLinks={data?.socialLinks ?? []} />
        </HydrateLater>
        <Toaster theme={theme} duration={4000} visibleToasts={3} position="bottom-right" />
        <NoticeToasts />
        <FavoriteToasts />
        <SignOutToasts />
        <CompareTray />
        <ScrollRestoration />
        <Scripts />
      </body>
    </DocumentElement>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A thrown answer skips the route's own meta: the page still gets a title.
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <>
        <DocumentTitle>{`${m.error_page_not_found_title()} | ${SITE_NAME}`}</DocumentTitle>
        <NotFoundContent />
      </>
    );
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  // On the server, handleError in entry.server.tsx has logged it already.
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <DocumentTitle>{`${m.error_title()} | ${SITE_NAME}`}</DocumentTitle>
      <h1 className="text-4xl font-bold">{m.error_title()}</h1>
      <p className="mt-4 text-muted">{m.error_body()}</p>
      {detail && <p className="mt-2 text-sm text-muted">{detail}</p>}
      <a href={pathInLocale("/", getLocale())} className={buttonClass("primary", "mt-8")}>
        {m.error_back_home()}
      </a>
    </section>
  );
}
