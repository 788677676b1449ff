import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { ContentPage } from "~/components/content-page";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { SITE_NAME } from "~/lib/site";

/** Questions about cookies are privacy questions. */
const PRIVACY_EMAIL = "privacy@atelier-ai.com";

export const handle = cacheablePage;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Cookie Policy",
    description: `${SITE_NAME} sets only first-party cookies for signing in and remembering your theme, none for tracking or advertising.`,
    location,
    matches,
  });

export default function CookiesPage() {
  return (
    <ContentPage
      title="Cookie Policy"
      lead={`${SITE_NAME} uses a few first-party cookies to make the site work. None of them are for tracking or advertising.`}
      updated="2026-11-26"
    >
      <h2>The cookies we set</h2>
      <p>All of these cookies are set by the site itself. No other company sets cookies through it.</p>

      <h3>Sign-in session</h3>
      <ul>
        <li>
          Its name starts with <strong>atelier.</strong>, for example <strong>atelier.session_token</strong>. Over a secure connection your browser
          may show it with a <strong>__Secure-</strong> prefix.
        </li>
        <li>It is set when you sign in, and removed when you log out.</li>
        <li>It lasts up to 30 days after your last signed-in visit.</li>
        <li>It is HttpOnly, so scripts on the page cannot read it.</li>
      </ul>

      <h3>Device</h3>
      <ul>
        <li>
          Its name is <strong>device</strong>.
        </li>
        <li>
          It is a random value set when you sign in, so that a sign-in from a browser your account has not used before can be told to you by
          e-mail. Only a scrambled form of it is stored, with your account.
        </li>
        <li>It is kept for 400 days. It is HttpOnly, so scripts on the page cannot read it.</li>
      </ul>

      <h3>Theme</h3>
      <ul>
        <li>
          Its name is <strong>theme</strong>.
        </li>
        <li>It remembers whether you chose the dark, light or system theme.</li>
        <li>It is set when you pick a theme in the footer or save your preferences in Settings. It is kept for a year.</li>
      </ul>

      <h3>Development mailbox</h3>
      <p>
        When a developer runs the site on their own machine, a cookie gives access to a local test mailbox page. It is never set on the public
        site.
      </p>

      <h2>Why there is no cookie banner</h2>
      <p>
        The site sets no non-essential cookies. There are no analytics, advertising or tracking cookies, and no third-party cookies. The cookies
        above are only there for things you ask for: staying signed in and keeping your theme. So there is nothing to consent to, and no banner.
      </p>

      <h2>Removing cookies</h2>
      <p>
        You can delete these cookies in your browser's settings at any time. If you delete the session cookie, you are signed out. If you delete
        the theme cookie while signed out, the site goes back to its default theme. When you are signed in, the theme saved in your account is
        used.
      </p>

      <h2>Questions</h2>
      <p>
        See the <Link to="/privacy">Privacy Policy</Link>, or write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
      </p>
    </ContentPage>
  );
}
