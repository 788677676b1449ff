import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { ContentPage } from "~/components/content-page";
import { WithParts } from "~/components/marketing/with-parts";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { CONTACT_EMAIL, LEGAL_EMAIL, SITE_NAME } from "~/lib/site";
import * as m from "~/paraglide/messages";

export const handle = cacheablePage;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: m.legal_terms_title(),
    description: m.legal_terms_meta_description({ site: SITE_NAME }),
    location,
    matches,
  });

export default function TermsPage() {
  return (
    <ContentPage title={m.legal_terms_title()} lead={m.legal_terms_lead({ site: SITE_NAME })} updated="2026-11-28">
      <h2>{m.legal_terms_free_title()}</h2>
      <p>{m.legal_terms_free_text()}</p>

      <h2>{m.legal_terms_account_title()}</h2>
      <ul>
        <li>{m.legal_terms_account_one_person()}</li>
        <li>{m.legal_terms_account_email()}</li>
        <li>
          <WithParts
            text={m.legal_terms_account_delete({ link: "{link}" })}
            parts={{ link: <Link to="/privacy">{m.legal_terms_account_delete_link()}</Link> }}
          />
        </li>
      </ul>

      <h2>{m.legal_terms_fair_use_title()}</h2>
      <p>{m.legal_terms_fair_use_intro()}</p>
      <ul>
        <li>{m.legal_terms_fair_use_spam()}</li>
        <li>{m.legal_terms_fair_use_details()}</li>
        <li>{m.legal_terms_fair_use_reviews()}</li>
        <li>{m.legal_terms_fair_use_bot_check()}</li>
        <li>{m.legal_terms_fair_use_break()}</li>
      </ul>
      <p>{m.legal_terms_fair_use_refuse()}</p>

      <h2>{m.legal_terms_submissions_title()}</h2>
      <p>{m.legal_terms_submissions_text()}</p>

      <h2>{m.legal_terms_reviews_title()}</h2>
      <p>{m.legal_terms_reviews_text()}</p>

      <h2>{m.legal_terms_listings_title()}</h2>
      <p>
        <WithParts text={m.legal_terms_listings_text({ link: "{link}" })} parts={{ link: <Link to="/disclaimer">{m.legal_terms_listings_link()}</Link> }} />
      </p>

      <h2>{m.legal_terms_as_is_title()}</h2>
      <p>{m.legal_terms_as_is_text()}</p>

      <h2>{m.legal_terms_changes_title()}</h2>
      <p>{m.legal_terms_changes_text()}</p>

      <h2>{m.legal_terms_contact_title()}</h2>
      <p>
        <WithParts
          text={m.legal_terms_contact_text({ legalEmail: "{legalEmail}", contactEmail: "{contactEmail}" })}
          parts={{
            legalEmail: <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>,
            contactEmail: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>,
          }}
        />
      </p>
    </ContentPage>
  );
}
