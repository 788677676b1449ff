import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { ContentPage } from "~/components/content-page";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { PRIVACY_EMAIL, SITE_NAME } from "~/lib/site";

export const handle = cacheablePage;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Privacy Policy",
    description: `What ${SITE_NAME} stores when you create an account, send a form or join the newsletter, and how to have it deleted.`,
    location,
    matches,
  });

export default function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lead={`What ${SITE_NAME} stores about you, why it stores it, and how to have it deleted.`}
      updated="2026-11-25"
    >
      <h2>Browsing needs no account</h2>
      <p>
        You can browse the directory, search it, and read the blog and courses without an account. The site has no analytics, no advertising and
        no trackers. It loads no third-party scripts or fonts: everything is served by the site itself.
      </p>
      <p>
        When you follow a link from a tool's page to the tool's own site, the site adds one to that tool's count of visits for the day. Only the
        tool and the day are stored, never your address, a cookie or your account; the counts, with how many people saved each tool, decide
        which tools are listed first.
      </p>

      <h2>If you create an account</h2>
      <p>To create an account you give us an e-mail address and a password. Your first and last name are optional.</p>
      <ul>
        <li>We e-mail you a link to confirm your address. You can sign in only after you have confirmed it.</li>
        <li>
          Your password is never stored as you typed it. We keep only an argon2id hash of it. When you sign in, we also note whether it meets
          today's rules (at least 8 characters, not a common password), so that Settings can ask you to change it: a yes or no, never the password.
        </li>
        <li>
          When you sign in, we keep a session in the site's database so that you stay signed in. A session lasts up to 30 days after your last
          signed-in visit. The session record also keeps the browser description your browser sends, and the network address the request came from
          where the server can see it.
        </li>
        <li>You can save favourite tools. These are stored with your account.</li>
        <li>
          You can review tools and courses. A review is stored with your account and shown with the name you choose, or your first name and the
          initial of your last name; never your e-mail address. Which reviews you marked helpful or reported is stored with your account and shown
          to no one else. When you delete your account you choose whether your reviews go with it (the default) or stay, shown as by a former member.
        </li>
        <li>You can store preferences: e-mail notification switches, theme and language.</li>
        <li>
          You can change your name and password, and delete your account, in <Link to="/settings">Settings</Link>.
        </li>
      </ul>
      <p>
        If you forget your password, we e-mail a reset link to your address. The link works for one hour and can be used once.
      </p>

      <h2>Forms you send us</h2>
      <p>
        These forms store what you send in the site's own database, and e-mail a copy to our team so that we can read it and reply:
      </p>
      <ul>
        <li>
          the <Link to="/contact">contact form</Link> (your name, e-mail address, phone number if you give one, a category and your message);
        </li>
        <li>
          <Link to="/suggest-tool">tool suggestions</Link> and <Link to="/suggest-tool?tab=course">course recommendations</Link>;
        </li>
        <li>content creator applications;</li>
        <li>the AI Automation Lab waitlist;</li>
        <li>the Business Automation Blueprint early-access list.</li>
      </ul>
      <p>Some of these forms also send you a short receipt by e-mail. The receipt does not repeat anything you typed.</p>

      <h2>The newsletter</h2>
      <p>
        To join the <Link to="/newsletter">newsletter</Link> you give your first name and e-mail address. Nothing is sent to you until you click
        the link in the confirmation e-mail. Every newsletter e-mail has a one-click unsubscribe link, and unsubscribing takes effect at once.
      </p>

      <h2>Keeping out spam</h2>
      <ul>
        <li>
          Forms use a proof-of-work check (ALTCHA). Your browser solves a small puzzle, and the site's own server checks the answer. No third-party
          captcha is used.
        </li>
        <li>Forms have a hidden field that people never see and bots tend to fill in.</li>
        <li>
          Forms have rate limits. These are counted per network (IP) address and per e-mail address, in the site's database. The counters are
          deleted about a day after their time window ends.
        </li>
      </ul>

      <h2>Server logs</h2>
      <p>
        The server keeps structured logs of requests and errors, so that we can keep the site working. E-mail addresses, tokens and cookies are
        masked in these logs.
      </p>

      <h2>Cookies</h2>
      <p>
        The site sets only a few first-party cookies, none of them for tracking or advertising. The <Link to="/cookies">Cookie Policy</Link> lists
        them.
      </p>

      <h2>Deleting your account or your data</h2>
      <p>
        You can delete your account yourself: sign in, open <Link to="/settings">Settings</Link>, choose <strong>Delete my account</strong> and
        confirm with your password. It is deleted at once, and you are signed out on every device. With it we delete:
      </p>
      <ul>
        <li>your account, your password hash and your sessions;</li>
        <li>your saved tools and your preferences;</li>
        <li>the newsletter subscription of the same address, if there is one;</li>
        <li>the copies the site keeps of e-mails it sent, or was about to send, to the address (form receipts included);</li>
        <li>unused password reset links;</li>
        <li>the rate-limit counters that name the address or the account.</li>
      </ul>
      <p>
        Blog posts written by an admin stay on the site under the author name written in them, and changes an admin made to the directory stay in
        its history, but neither is linked to the deleted account or shows its address any more. What you sent through the forms above is not
        linked to your account, so it is not deleted with it.
      </p>
      <p>
        If you cannot sign in, write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> from the address on the account and we will delete
        the account for you. You can also write there to ask for a form you sent, or a newsletter sign-up, to be deleted.
      </p>

      <h2>Questions</h2>
      <p>
        For any question about your data, write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
      </p>
    </ContentPage>
  );
}
