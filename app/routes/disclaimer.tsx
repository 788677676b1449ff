import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { ContentPage } from "~/components/content-page";
import { WithParts } from "~/components/marketing/with-parts";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { LEGAL_EMAIL, SITE_NAME } from "~/lib/site";
import * as m from "~/paraglide/messages";

export const handle = cacheablePage;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: m.legal_disclaimer_title(),
    description: m.legal_disclaimer_meta_description({ site: SITE_NAME }),
    location,
    matches,
  });

export default function DisclaimerPage() {
  return (
    <ContentPage title={m.legal_disclaimer_title()} lead={m.legal_disclaimer_lead({ site: SITE_NAME })} updated="2026-11-23">
      <h2>{m.legal_disclaimer_information_title()}</h2>
      <p>{m.legal_disclaimer_information_text()}</p>

      <h2>{m.legal_disclaimer_listings_title()}</h2>
      <p>{m.legal_disclaimer_listings_text()}</p>

      <h2>{m.legal_disclaimer_output_title()}</h2>
      <p>{m.legal_disclaimer_output_text()}</p>

      <h2>{m.legal_disclaimer_other_sites_title()}</h2>
      <p>{m.legal_disclaimer_other_sites_text()}</p>

      <h2>{m.legal_disclaimer_courses_title()}</h2>
      <p>{m.legal_disclaimer_courses_text({ site: SITE_NAME })}</p>

      <h2>{m.legal_disclaimer_contact_title()}</h2>
      <p>
        <WithParts
          text={m.legal_disclaimer_contact_text({ email: "{email}", link: "{link}" })}
          parts={{ email: <a href={`mailto:${LEGAL_EMAIL}`}>{LEGAL_EMAIL}</a>, link: <Link to="/terms">{m.legal_disclaimer_contact_link()}</Link> }}
        />
      </p>
    </ContentPage>
  );
}
