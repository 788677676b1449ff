import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { ContentPage } from "~/components/content-page";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { CONTACT_EMAIL, SITE_NAME } from "~/lib/site";

export const handle = cacheablePage;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "About",
    description: `${SITE_NAME} is a free directory of AI tools and AI courses for designers, writers, marketers, photographers, architects and videographers.`,
    location,
    matches,
  });

export default function AboutPage() {
  return (
    <ContentPage
      title={`About ${SITE_NAME}`}
      lead="A free directory that helps creative professionals find the right AI tool, and the right course to learn it, for the work they do."
    >
      <h2>What the directory is for</h2>
      <p>
        New AI tools appear all the time, and it is hard to tell which ones suit real creative work. {SITE_NAME} gathers them in one place, sorted
        by the kind of work they help with. It is meant for designers, writers, marketers, photographers, architects and videographers.
      </p>

      <h2>What you will find here</h2>
      <ul>
        <li>
          <strong>AI tools</strong>, hand-picked and grouped into <Link to="/categories">categories</Link>. Each listing links to the maker's own
          site.
        </li>
        <li>
          <strong>AI courses</strong>, for learning the tools and the skills around them. The courses themselves are offered by their own
          platforms.
        </li>
        <li>
          <strong>A <Link to="/resources/blog">blog</Link></strong>, written by The Editorial Team.
        </li>
        <li>
          <strong>A <Link to="/newsletter">newsletter</Link></strong>. You only receive it after you confirm your address, and every issue has a
          link to unsubscribe.
        </li>
      </ul>

      <h2>How listings are chosen</h2>
      <p>
        Our team selects the tools and courses and writes the descriptions from public information, such as the maker's website. Descriptions
        are editorial. Prices, features and terms change, so check the maker's site before you rely on a listing. Listings are not paid
        placements today.
      </p>
      <p>
        Know a tool we have missed? <Link to="/suggest-tool">Suggest a tool</Link>. Found a course worth sharing?{" "}
        <Link to="/suggest-tool?tab=course">Recommend a course</Link>. If you make an AI tool, see the page for{" "}
        <Link to="/tool-creators">tool creators</Link>.
      </p>

      <h2>Free, with no account needed</h2>
      <p>
        Browsing, searching and reading the blog and courses are free, and you do not need an account. An account is optional. It lets you save
        favourite tools and keep your settings.
      </p>

      <h2>Get in touch</h2>
      <p>
        Use the <Link to="/contact">contact form</Link>, or write to us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </ContentPage>
  );
}
