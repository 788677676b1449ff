import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { ContentPage } from "~/components/content-page";
import { WithParts } from "~/components/marketing/with-parts";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { PRIVACY_EMAIL, SITE_NAME } from "~/lib/site";
import * as m from "~/paraglide/messages";

export const handle = cacheablePage;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: m.legal_cookies_title(),
    description: m.legal_cookies_meta_description({ site: SITE_NAME }),
    location,
    matches,
  });

/** "Its name is …", the cookie's name in bold: names are the same in every language. */
function CookieName({ name }: { name: string }) {
  return <WithParts text={m.legal_cookies_name_item({ name: "{name}" })} parts={{ name: <strong>{name}</strong> }} />;
}

/** A sentence naming a key the site keeps in the browser's storage, the key in bold: keys are the same in every language. */
function StorageKey({ text, name }: { text: string; name: string }) {
  return <WithParts text={text} parts={{ key: <strong>{name}</strong> }} />;
}

export default function CookiesPage() {
  return (
    <ContentPage title={m.legal_cookies_title()} lead={m.legal_cookies_lead({ site: SITE_NAME })} updated="2026-11-28">
      <h2>{m.legal_cookies_list_title()}</h2>
      <p>{m.legal_cookies_list_text()}</p>

      <h3>{m.legal_cookies_session_title()}</h3>
      <ul>
        <li>
          <WithParts
            text={m.legal_cookies_session_name_item({ prefix: "{prefix}", example: "{example}", secure: "{secure}" })}
            parts={{ prefix: <strong>atelier.</strong>, example: <strong>atelier.session_token</strong>, secure: <strong>__Secure-</strong> }}
          />
        </li>
        <li>{m.legal_cookies_session_set_item()}</li>
        <li>{m.legal_cookies_session_lifetime_item()}</li>
        <li>{m.legal_cookies_session_http_only_item()}</li>
      </ul>

      <h3>{m.legal_cookies_device_title()}</h3>
      <ul>
        <li>
          <CookieName name="device" />
        </li>
        <li>{m.legal_cookies_device_purpose_item()}</li>
        <li>{m.legal_cookies_device_lifetime_item()}</li>
      </ul>

      <h3>{m.legal_cookies_theme_title()}</h3>
      <ul>
        <li>
          <CookieName name="theme" />
        </li>
        <li>{m.legal_cookies_theme_purpose_item()}</li>
        <li>{m.legal_cookies_theme_set_item()}</li>
      </ul>

      <h3>{m.legal_cookies_dev_title()}</h3>
      <p>{m.legal_cookies_dev_text()}</p>

      <h2>{m.legal_cookies_storage_title()}</h2>
      <p>{m.legal_cookies_storage_intro()}</p>
      <ul>
        <li>
          <StorageKey text={m.legal_cookies_storage_language_item({ key: "{key}" })} name="atelier:language-suggestion-answered" />
        </li>
        <li>
          <StorageKey text={m.legal_cookies_storage_compare_item({ key: "{key}" })} name="compare-tools" />
        </li>
        <li>
          <StorageKey text={m.legal_cookies_storage_drafts_item({ key: "{key}" })} name="atelier:unsaved-post:" />
        </li>
      </ul>
      <p>{m.legal_cookies_storage_sent_text()}</p>

      <h2>{m.legal_cookies_banner_title()}</h2>
      <p>{m.legal_cookies_banner_text()}</p>

      <h2>{m.legal_cookies_removing_title()}</h2>
      <p>{m.legal_cookies_removing_text()}</p>

      <h2>{m.legal_cookies_questions_title()}</h2>
      <p>
        <WithParts
          text={m.legal_cookies_questions_text({ privacy: "{privacy}", email: "{email}" })}
          parts={{ privacy: <Link to="/privacy">{m.legal_cookies_privacy_link()}</Link>, email: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> }}
        />
      </p>
    </ContentPage>
  );
}
