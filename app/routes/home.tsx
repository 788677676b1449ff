import { ArrowRight, GraduationCap, LayoutGrid, Star } from "~/components/icons";
import { Link } from "react-router";
import { db } from "@server/db/index";
import { countCategories } from "@server/categories/queries";
import { countTools, findFeaturedTools, findTickerLogos, type TickerLogo, type ToolCardData } from "@server/tools/queries";
import { LogoTicker } from "~/components/logo-ticker";
import { NewsletterCard } from "~/components/newsletter-card";
import { QuizPromoCard } from "~/components/quiz-promo-card";
import { RelatedSuggestions } from "~/components/related-suggestions";
import { ToolGrid } from "~/components/tool-card";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { cacheablePage } from "~/lib/page-cache";
import type { Route } from "./+types/home";
import { log } from "@server/log/index";
import { EmptyState } from "~/components/ui/empty-state";
import * as m from "~/paraglide/messages";

export const handle = cacheablePage;

export const meta: Route.MetaFunction = ({ location, matches }) => pageMeta({ location, matches });

export async function loader() {
  const database = await db();
  const [toolCount, categoryCount] = await Promise.all([countTools(database), countCategories(database)]);
  let featured: ToolCardData[] = [];
  let featuredError = false;
  try {
    featured = await findFeaturedTools(database);
  } catch (error) {
    log.error({ err: error }, "Featured tools query failed");
    // The detail is in the log; the visitor gets the spec's sentence with words they can use, in the page's language.
    featuredError = true;
  }
  // The ticker is decoration: when it cannot load, the page shows without it.
  let tickerLogos: TickerLogo[] = [];
  try {
    tickerLogos = await findTickerLogos(database);
  } catch (error) {
    log.warn({ err: error }, "Logo ticker data could not be loaded");
  }
  return { featured, featuredError, toolCount, categoryCount, tickerLogos };
}

function roundedDown(count: number) {
  return count >= 100 ? `${Math.floor(count / 100) * 100}+` : String(count);
}

function FeaturedTools({ tools, error }: { tools: ToolCardData[]; error: boolean }) {
  if (error) {
    return <p role="alert" className="rounded-2xl border border-danger/40 bg-danger/10 p-6 text-danger">{m.home_featured_error()}</p>;
  }
  if (tools.length === 0) {
    return <EmptyState icon={Star} title={m.home_no_featured_title()} description={m.home_no_featured_description()} />;
  }
  return <ToolGrid tools={tools} />;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, featuredError, toolCount, categoryCount, tickerLogos } = loaderData;
  return (
    <>
      <section className="relative overflow-hidden border-b border-border">
        <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--accent)_22%,transparent),transparent_60%)]" />
        <div className="relative mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent">{m.home_eyebrow()}</p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            {m.home_title()}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted text-pretty">
            {m.home_lead({ toolCount: roundedDown(toolCount), categoryCount })}
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/categories" className={buttonClass("primary", "min-h-12 px-7 text-base")}>
              <LayoutGrid aria-hidden="true" className="size-5" /> {m.home_explore_tools()}
            </Link>
            <Link to="/resources/courses" className={buttonClass("secondary", "min-h-12 px-7 text-base")}>
              <GraduationCap aria-hidden="true" className="size-5" /> {m.home_browse_courses()}
            </Link>
          </div>
        </div>
      </section>

      <LogoTicker logos={tickerLogos} />

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">{m.home_featured_heading()}</h2>
            <p className="mt-2 text-muted">{m.home_featured_lead()}</p>
          </div>
          <Link to="/categories" className={buttonClass("secondary")}>
            {m.home_view_categories()} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <div className="mt-8">
          <FeaturedTools tools={featured} error={featuredError} />
        </div>
      </section>

      <section aria-label={m.home_more_label()} className="mx-auto grid max-w-7xl gap-5 px-4 pb-16 sm:px-6 lg:grid-cols-3">
        <RelatedSuggestions currentPath="/" />
        <NewsletterCard source="home" />
        <QuizPromoCard />
      </section>

      <section aria-labelledby="mission-heading" className="-mb-16 border-t border-border bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
          <h2 id="mission-heading" className="text-3xl font-bold tracking-tight">{m.home_mission_heading()}</h2>
          <p className="mt-6 text-lg text-muted text-pretty">
            {m.home_mission()}
          </p>
        </div>
      </section>
    </>
  );
}
