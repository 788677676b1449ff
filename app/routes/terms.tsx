import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { ContentPage } from "~/components/content-page";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { CONTACT_EMAIL, SITE_NAME } from "~/lib/site";

/** Questions about these terms and the disclaimer. */
const LEGAL_EMAIL = "legal@atelier-ai.com";

export const handle = cacheablePage;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Terms of Service",
    description: `The rules for using ${SITE_NAME}: a free directory of AI tools and courses, provided as is, with listings that are information, not advice.`,
    location,
    matches,
  });

export default function TermsPage() {
  return (
    <ContentPage
      title="Terms of Service"
      lead={`The rules for using ${SITE_NAME}. By using the site, you agree to them.`}
      updated="2026-11-23"
    >
      <h2>Using the site is free</h2>
      <p>
        You can browse, search, and read the blog and courses for free, without an account. Creating an account is also free.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>An account is for one person. Do not share it, and keep your password to yourself.</li>
        <li>Use an e-mail address that is yours. You need to confirm it before you can sign in.</li>
        <li>
          To have your account deleted, follow the steps in the <Link to="/privacy">Privacy Policy</Link>.
        </li>
      </ul>

      <h2>Fair use of the site and its forms</h2>
      <p>Please do not:</p>
      <ul>
        <li>send spam, or send forms automatically or in bulk;</li>
        <li>enter someone else's details without their permission;</li>
        <li>try to get round the bot check or the rate limits;</li>
        <li>try to break, overload or get into parts of the site that are not meant for you.</li>
      </ul>
      <p>We may refuse submissions that break these rules.</p>

      <h2>What you send us</h2>
      <p>
        When you suggest a tool, recommend a course or send an application, we may use what you send to improve the directory and its listings.
        Only send material that you have the right to share.
      </p>

      <h2>Listings are information, not advice</h2>
      <p>
        Our team writes the listings from public information. Descriptions are editorial and may be out of date. Listings are not paid placements
        today. Tool and course listings link to other companies' sites. We do not control those sites, and their own prices and terms apply. See
        the <Link to="/disclaimer">Disclaimer</Link> for more.
      </p>

      <h2>The site is provided as is</h2>
      <p>
        We do not promise that the site or its listings are complete, correct or always available. You use the information here at your own
        judgement.
      </p>

      <h2>Changes</h2>
      <p>
        We may add, change or remove listings at any time. We may also change these terms. When we do, the "Last updated" date at the top of
        this page changes.
      </p>

      <h2>Contact</h2>
      <p>
        For questions about these terms, write to <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>. For anything else, write to{" "}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </ContentPage>
  );
}
