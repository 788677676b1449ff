import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { ContentPage } from "~/components/content-page";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { SITE_NAME } from "~/lib/site";

/** Questions about the terms and this disclaimer. */
const LEGAL_EMAIL = "legal@atelier-ai.com";

export const handle = cacheablePage;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Disclaimer",
    description: `${SITE_NAME} lists AI tools and courses for information only; check each vendor's current terms before relying on a tool for client work.`,
    location,
    matches,
  });

export default function DisclaimerPage() {
  return (
    <ContentPage
      title="Disclaimer"
      lead={`${SITE_NAME} is a directory. It tells you what tools and courses exist. It does not tell you what you may legally do with them.`}
      updated="2026-11-23"
    >
      <h2>Information only, not advice</h2>
      <p>
        Everything on this site is general information. It is not professional, legal or financial advice. If a decision matters to your
        business or your clients, ask a qualified adviser.
      </p>

      <h2>How listings are written</h2>
      <p>
        Our team writes the tool and course listings from public information, such as the maker's own website. Descriptions are editorial. They
        may be incomplete or out of date, because tools change their prices, features and terms often. Listings are not paid placements today.
      </p>

      <h2>Rights to AI output vary</h2>
      <p>
        What you may do with the output of an AI tool depends on the vendor, and often on the plan you pay for. Some plans allow commercial use,
        and some do not. Before you use AI output in client work, read the vendor's current terms yourself. Do not rely on a listing here for
        that.
      </p>

      <h2>Other companies' sites</h2>
      <p>
        Tool and course listings link to other companies' sites. We do not control those sites, and we are not responsible for their content,
        prices, terms or privacy practices. When you follow a link, their terms apply.
      </p>

      <h2>Courses</h2>
      <p>
        Courses are offered by their own platforms, not by {SITE_NAME}. Enrolment, payment, content and certificates are between you and the
        platform.
      </p>

      <h2>Contact</h2>
      <p>
        If you think a listing is wrong, or you have a question about this disclaimer, write to{" "}
        <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>. The <Link to="/terms">Terms of Service</Link> also apply.
      </p>
    </ContentPage>
  );
}
