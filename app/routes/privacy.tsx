import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { ContentPage } from "~/components/content-page";
import { WithParts } from "~/components/marketing/with-parts";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { PASSWORD_MIN_LENGTH } from "~/lib/password-rules";
import { PRIVACY_EMAIL, SITE_NAME } from "~/lib/site";
import * as m from "~/paraglide/messages";

export const handle = cacheablePage;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: m.legal_privacy_title(),
    description: m.legal_privacy_meta_description({ site: SITE_NAME }),
    location,
    matches,
  });

const privacyEmail = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

export default function PrivacyPage() {
  return (
    <ContentPage title={m.legal_privacy_title()} lead={m.legal_privacy_lead({ site: SITE_NAME })} updated="2026-12-02">
      <h2>{m.legal_privacy_browsing_title()}</h2>
      <p>{m.legal_privacy_browsing_text()}</p>
      <p>{m.legal_privacy_visits_text()}</p>
      <p>{m.legal_privacy_search_misses_text()}</p>

      <h2>{m.legal_privacy_account_title()}</h2>
      <p>{m.legal_privacy_account_intro()}</p>
      <ul>
        <li>{m.legal_privacy_account_confirm_item()}</li>
        <li>{m.legal_privacy_account_password_item({ min: PASSWORD_MIN_LENGTH })}</li>
        <li>{m.legal_privacy_account_session_item()}</li>
        <li>
          <WithParts
            text={m.legal_privacy_account_devices_item({ cookies: "{cookies}" })}
            parts={{ cookies: <Link to="/cookies">{m.legal_privacy_cookies_link()}</Link> }}
          />
        </li>
        <li>{m.legal_privacy_account_favourites_item()}</li>
        <li>{m.legal_privacy_account_reviews_item()}</li>
        <li>{m.legal_privacy_account_review_hash_item()}</li>
        <li>{m.legal_privacy_account_review_reports_item()}</li>
        <li>{m.legal_privacy_account_replies_item()}</li>
        <li>{m.legal_privacy_account_preferences_item()}</li>
        <li>
          <WithParts
            text={m.legal_privacy_account_settings_item({ settings: "{settings}" })}
            parts={{ settings: <Link to="/settings">{m.legal_privacy_account_settings_link()}</Link> }}
          />
        </li>
      </ul>
      <p>{m.legal_privacy_account_reset_text()}</p>

      <h2>{m.legal_privacy_forms_title()}</h2>
      <p>{m.legal_privacy_forms_intro()}</p>
      <ul>
        <li>
          <WithParts
            text={m.legal_privacy_forms_contact_item({ contact: "{contact}" })}
            parts={{ contact: <Link to="/contact">{m.legal_privacy_forms_contact_link()}</Link> }}
          />
        </li>
        <li>
          <WithParts
            text={m.legal_privacy_forms_suggestions_item({ tools: "{tools}", courses: "{courses}" })}
            parts={{
              tools: <Link to="/suggest-tool">{m.legal_privacy_forms_tools_link()}</Link>,
              courses: <Link to="/suggest-tool?tab=course">{m.legal_privacy_forms_courses_link()}</Link>,
            }}
          />
        </li>
        <li>{m.legal_privacy_forms_report_item()}</li>
        <li>{m.legal_privacy_forms_creators_item()}</li>
        <li>{m.legal_privacy_forms_lab_item()}</li>
        <li>{m.legal_privacy_forms_blueprint_item()}</li>
      </ul>
      <p>{m.legal_privacy_forms_receipt_text()}</p>

      <h2>{m.legal_privacy_newsletter_title()}</h2>
      <p>
        <WithParts
          text={m.legal_privacy_newsletter_text({ newsletter: "{newsletter}" })}
          parts={{ newsletter: <Link to="/newsletter">{m.legal_privacy_newsletter_link()}</Link> }}
        />
      </p>

      <h2>{m.legal_privacy_spam_title()}</h2>
      <ul>
        <li>{m.legal_privacy_spam_proof_item()}</li>
        <li>{m.legal_privacy_spam_hidden_item()}</li>
        <li>{m.legal_privacy_spam_limits_item()}</li>
      </ul>

      <h2>{m.legal_privacy_logs_title()}</h2>
      <p>{m.legal_privacy_logs_text()}</p>

      <h2>{m.legal_privacy_cookies_title()}</h2>
      <p>
        <WithParts text={m.legal_privacy_cookies_text({ cookies: "{cookies}" })} parts={{ cookies: <Link to="/cookies">{m.legal_privacy_cookies_link()}</Link> }} />
      </p>

      <h2>{m.legal_privacy_delete_title()}</h2>
      <p>
        <WithParts
          text={m.legal_privacy_delete_intro({ settings: "{settings}", button: "{button}" })}
          parts={{
            settings: <Link to="/settings">{m.legal_privacy_delete_settings_link()}</Link>,
            button: <strong>{m.legal_privacy_delete_button()}</strong>,
          }}
        />
      </p>
      <ul>
        <li>{m.legal_privacy_delete_account_item()}</li>
        <li>{m.legal_privacy_delete_saved_item()}</li>
        <li>{m.legal_privacy_delete_newsletter_item()}</li>
        <li>{m.legal_privacy_delete_emails_item()}</li>
        <li>{m.legal_privacy_delete_reset_item()}</li>
        <li>{m.legal_privacy_delete_limits_item()}</li>
      </ul>
      <p>{m.legal_privacy_delete_kept_text()}</p>
      <p>
        <WithParts text={m.legal_privacy_delete_by_email_text({ email: "{email}" })} parts={{ email: privacyEmail }} />
      </p>

      <h2>{m.legal_privacy_questions_title()}</h2>
      <p>
        <WithParts text={m.legal_privacy_questions_text({ email: "{email}" })} parts={{ email: privacyEmail }} />
      </p>
    </ContentPage>
  );
}
