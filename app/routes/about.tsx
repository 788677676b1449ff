import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { ContentPage } from "~/components/content-page";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { CONTACT_EMAIL, SITE_NAME } from "~/lib/site";
import { WithParts } from "~/components/marketing/with-parts";
import * as m from "~/paraglide/messages";

export const handle = cacheablePage;

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: m.content_about_meta_title(),
    description: m.content_about_meta_description({ site: SITE_NAME }),
    location,
    matches,
  });

export default function AboutPage() {
  return (
    <ContentPage title={m.content_about_title({ site: SITE_NAME })} lead={m.content_about_lead()}>
      <h2>{m.content_about_purpose_title()}</h2>
      <p>{m.content_about_purpose_text({ site: SITE_NAME })}</p>

      <h2>{m.content_about_find_title()}</h2>
      <ul>
        <li>
          <WithParts
            text={m.content_about_tools_item({ tools: "{tools}", categories: "{categories}" })}
            parts={{ tools: <strong>{m.content_about_tools_strong()}</strong>, categories: <Link to="/categories">{m.content_about_categories_link()}</Link> }}
          />
        </li>
        <li>
          <WithParts text={m.content_about_courses_item({ courses: "{courses}" })} parts={{ courses: <strong>{m.content_about_courses_strong()}</strong> }} />
        </li>
        <li>
          <WithParts
            text={m.content_about_blog_item({ blog: "{blog}" })}
            parts={{
              blog: (
                <strong>
                  <WithParts text={m.content_about_blog_strong({ link: "{link}" })} parts={{ link: <Link to="/resources/blog">{m.content_about_blog_link()}</Link> }} />
                </strong>
              ),
            }}
          />
        </li>
        <li>
          <WithParts
            text={m.content_about_newsletter_item({ newsletter: "{newsletter}" })}
            parts={{
              newsletter: (
                <strong>
                  <WithParts text={m.content_about_newsletter_strong({ link: "{link}" })} parts={{ link: <Link to="/newsletter">{m.content_about_newsletter_link()}</Link> }} />
                </strong>
              ),
            }}
          />
        </li>
      </ul>

      <h2>{m.content_about_listings_title()}</h2>
      <p>{m.content_about_listings_text()}</p>
      <p>
        <WithParts
          text={m.content_about_suggest_text({ suggest: "{suggest}", recommend: "{recommend}", creators: "{creators}" })}
          parts={{
            suggest: <Link to="/suggest-tool">{m.content_about_suggest_link()}</Link>,
            recommend: <Link to="/suggest-tool?tab=course">{m.content_about_recommend_link()}</Link>,
            creators: <Link to="/tool-creators">{m.content_about_creators_link()}</Link>,
          }}
        />
      </p>

      <h2>{m.content_about_free_title()}</h2>
      <p>{m.content_about_free_text()}</p>

      <h2>{m.content_about_contact_title()}</h2>
      <p>
        <WithParts
          text={m.content_about_contact_text({ form: "{form}", email: "{email}" })}
          parts={{ form: <Link to="/contact">{m.content_about_contact_link()}</Link>, email: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> }}
        />
      </p>
    </ContentPage>
  );
}
