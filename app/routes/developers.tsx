import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { ContentPage } from "~/components/content-page";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { SITE_NAME } from "~/lib/site";
import { MIN_REVIEWS_FOR_SCORE } from "~/lib/review-score";
import * as m from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { useRootData } from "~/lib/root-data";

export const handle = cacheablePage;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: m.shell_developers_title(),
    description: m.shell_developers_description({ site: SITE_NAME }),
    location,
    matches,
  });

export default function DevelopersPage() {
  // The root loader gives the site's public address, so the examples can be copied as they are.
  const origin = useRootData()?.origin ?? "";
  const api = `${origin}/api/v1`;
  return (
    <ContentPage
      title={m.shell_developers_title()}
      lead={m.shell_developers_lead({ site: SITE_NAME })}
    >
      {/* The reference itself, like the API's names and messages, is in English on every language's page. */}
      {getLocale() !== "en" && <p>{m.shell_developers_docs_note()}</p>}
      <div lang="en" className="post-content">
      <h2>What the API offers</h2>
      <p>
        The same data the site shows: every published tool with its facts (pricing, platforms, creative tasks, terms for commercial use), every
        category with its number of published tools, and every course with the tools it teaches. The API only reads (GET and HEAD), and any
        website may call it from the browser: answers carry <code>Access-Control-Allow-Origin: *</code>.
      </p>
      <p>
        Field names are camelCase, a fact we do not know is <code>null</code>, links are absolute URLs and dates are ISO 8601. The full contract
        is the <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>.
      </p>
      <p>
        Each group of deciding facts says where it was read, in <code>sources</code>: <code>price</code> (<code>startingPrice</code>,{" "}
        <code>freeTier</code>), <code>commercialUse</code>, <code>training</code> (<code>commercialUse.trainsOnUserContent</code>) and{" "}
        <code>freePlanLimits</code> (<code>watermark</code>, <code>cardRequired</code>, <code>allowance</code>; the group is <code>null</code>{" "}
        without a known free plan). A source is <code>null</code>, and its facts are not known, or{" "}
        <code>{"{ url, kind, asOf, checkedOn, quote }"}</code>: <code>kind</code> is <code>maker</code> for a page on the maker&apos;s own domain
        and <code>report</code> for anyone else&apos;s; <code>asOf</code> is the month the page states for itself (<code>null</code>: undated),{" "}
        <code>checkedOn</code> the day it was read, <code>quote</code> the sentence that states the facts.
      </p>

      <h2>Endpoints</h2>
      <ul>
        <li>
          <code>GET /api/v1/tools</code>: search and filter the published tools, exactly as on the <Link to="/tools">tools page</Link>. Paged.
        </li>
        <li>
          <code>GET /api/v1/tools/{"{slug}"}</code>: one tool. A discontinued tool still answers, with <code>status</code> set to{" "}
          <code>"discontinued"</code> and <code>successorSlug</code> naming the tool that replaces it, when there is one. Any other slug gets a
          404.
        </li>
        <li>
          <code>GET /api/v1/tools/{"{slug}"}/reviews</code>: the tool&apos;s published reviews, newest first (<code>sort=helpful</code> or{" "}
          <code>sort=lowest</code> for the page&apos;s other orders), each with its stars, title, text, use, plan, pros and cons, helpful count,
          dates and the maker&apos;s reply. Only the name the reviewer chose to show, never an e-mail or an account. Paged; a slug with no
          page gets a 404.
        </li>
        <li>
          <code>GET /api/v1/categories</code>: every category with its slug, name, description and number of published tools. Not paged.
        </li>
        <li>
          <code>GET /api/v1/courses</code>: every course by name, with the slugs of the published tools it teaches. Paged.
        </li>
        <li>
          <code>GET /api/v1/openapi.json</code>: the OpenAPI 3.1 description of all of the above.
        </li>
      </ul>

      <h2>Searching and filtering tools</h2>
      <p>
        <code>/api/v1/tools</code> takes the parameters of the tools page, under the same names:
      </p>
      <ul>
        <li>
          <code>search</code>: words to look for, up to 100 characters. Close spellings are found too.
        </li>
        <li>
          <code>category</code>: a category slug from <code>/api/v1/categories</code>. A slug no category has matches no tools.
        </li>
        <li>
          <code>pricing</code>: <code>Free</code>, <code>Freemium</code>, <code>Paid</code>, <code>Subscription</code> or{" "}
          <code>One-time Payment</code>.
        </li>
        <li>
          <code>platform</code>: where the tool runs, such as <code>web</code>, <code>mac</code> or <code>figma</code>.
        </li>
        <li>
          <code>task</code>: a creative task, such as <code>generate-images</code> or <code>transcribe</code>.
        </li>
        <li>
          <code>free=1</code>, <code>open-source=1</code> and <code>commercial=1</code>: only tools with a free plan, only open-source tools,
          only tools whose terms allow commercial use of their outputs on some plan (on the free plan itself when <code>free=1</code>,{" "}
          <code>no-watermark=1</code> or <code>no-card=1</code> is given too).
        </li>
        <li>
          <code>commercial=free-plan</code> and <code>commercial=paid-plans</code>: only tools whose free plan&apos;s own terms, or whose paid
          plans&apos; terms, allow commercial use of outputs; give both for both.
        </li>
        <li>
          <code>training=no</code>: only tools whose maker does not train on users&apos; content by default, where a source says so.
        </li>
        <li>
          <code>max-price</code>: only tools whose cheapest plan costs at most this many US dollars a month (<code>max-price=20</code>).
          Entirely free tools count as 0 and a yearly price as a twelfth of it; a price that is unknown, in another currency, one-time or by
          usage is left out.
        </li>
        <li>
          <code>sort</code>: <code>relevance</code>, <code>notable</code>, <code>newest</code>, <code>name</code>, <code>favourites</code>,{" "}
          <code>rating</code> or <code>price</code>. Without it, results come by relevance when you search, and the most notable first when you do not: each
          category&apos;s leading tools, then by how many people saved or visited them, then by name. <code>rating</code> lists the tools with{" "}
          {MIN_REVIEWS_FOR_SCORE} published reviews or more first, by their average stars and then by how many reviews, and the others after
          them in the notable order. <code>price</code> lists the cheapest monthly price first, and tools whose price is unknown or not a
          monthly dollar figure last. Every tool and course carries <code>reviews</code>: <code>count</code>, the published reviews, and{" "}
          <code>average</code>, their average stars, which stays <code>null</code> until there are {MIN_REVIEWS_FOR_SCORE}.
        </li>
      </ul>
      <p>
        Repeat <code>category</code>, <code>pricing</code>, <code>platform</code> or <code>task</code> to accept any of several values; different
        filters must all match. The OpenAPI document lists every platform and task. A parameter an endpoint does not take, or a value it does
        not know, is refused with a 400 whose message names the parameter. An empty value counts as not given.
      </p>

      <h2>Pages</h2>
      <p>
        Lists answer <code>{"{ data, nextCursor, total }"}</code>. <code>limit</code> sets the page size, from 1 to 100 (24 by default). For the
        next page, repeat the same request with <code>cursor</code> set to <code>nextCursor</code>; when <code>nextCursor</code> is{" "}
        <code>null</code>, you have the last page. A cursor only works with the parameters it was made for: sent with other filters, another sort
        or another limit, it is refused with a 400. Tools published or withdrawn while you page through a list can shift it by a place.
      </p>

      <h2>Caching</h2>
      <p>
        Successful answers carry a strong <code>ETag</code> and <code>Cache-Control: public, max-age=60</code>. Send the ETag back in{" "}
        <code>If-None-Match</code> and, if nothing changed, the answer is a <code>304</code> with an empty body.
      </p>

      <h2>Rate limit</h2>
      <p>
        Each network address may make 120 requests every 60 seconds; a 304 counts too. Answers say where you stand:{" "}
        <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code>, <code>RateLimit-Reset</code> (seconds until the window ends) and{" "}
        <code>RateLimit-Policy: 120;w=60</code>. Past the limit, the answer is a <code>429</code> with <code>Retry-After</code> in seconds.
      </p>

      <h2>Errors</h2>
      <p>
        Errors are JSON too: <code>{'{ "error": { "code": "invalid_parameter", "message": "limit must be a whole number from 1 to 100" } }'}</code>
        . The codes are <code>invalid_parameter</code>, <code>invalid_cursor</code>, <code>not_found</code>, <code>method_not_allowed</code>,{" "}
        <code>rate_limited</code>, <code>unavailable</code> and <code>internal_error</code>.
      </p>

      <h2 id="try-it">Try it</h2>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus */}
      <pre tabIndex={0} aria-labelledby="try-it">
        <code>{`curl "${api}/tools?search=upscale&platform=web&free=1&limit=5"

# The next page: the same request, plus the cursor it returned
curl "${api}/tools?search=upscale&platform=web&free=1&limit=5&cursor=NEXT_CURSOR"

# Ask again only if it changed
curl -i -H 'If-None-Match: "ETAG_FROM_BEFORE"' "${api}/categories"`}</code>
      </pre>

      <h2>Questions</h2>
      <p>
        Something missing, or not working as described? <Link to="/contact">Tell us</Link>.
      </p>
      </div>
    </ContentPage>
  );
}
