/** Product-wide constants: names, navigation and contact details shown in the layout. */
import * as m from "~/paraglide/messages";

export const SITE_NAME = "Atelier AI";
export const SITE_TAGLINE = "AI tools and courses for creative professionals";
export const CONTACT_EMAIL = "hello@atelier-ai.com";
/** Privacy questions, and requests to delete data (an account too, for someone who cannot sign in). */
export const PRIVACY_EMAIL = "privacy@atelier-ai.com";
/** Questions about the terms of service and the disclaimer. */
export const LEGAL_EMAIL = "legal@atelier-ai.com";
/** The feed of newly published tools; every page names it in its head. */
export const TOOLS_FEED_PATH = "/tools/rss.xml";

export interface NavLink {
  /** The link's text in the page's language. */
  label: () => string;
  /** The address without a language prefix: links add the page's own. */
  to: string;
}

export const MAIN_LINKS: NavLink[] = [
  { label: m.nav_home, to: "/" },
  { label: m.nav_ai_tools, to: "/categories" },
  { label: m.nav_ai_courses, to: "/resources/courses" },
  { label: m.nav_contact, to: "/contact" },
];

export const RESOURCE_LINKS: NavLink[] = [
  { label: m.nav_automation_lab, to: "/resources/events" },
  { label: m.nav_blog, to: "/resources/blog" },
  { label: m.nav_faq, to: "/resources/faq" },
  { label: m.nav_quizzes, to: "/resources/quizzes-assessments" },
  { label: m.nav_community, to: "/community" },
  { label: m.nav_about, to: "/about" },
  { label: m.nav_suggest_tool, to: "/suggest-tool" },
  { label: m.nav_partners, to: "/partners" },
];

export const FOOTER_RESOURCE_LINKS: NavLink[] = [
  { label: m.nav_ai_courses, to: "/resources/courses" },
  { label: m.nav_blog, to: "/resources/blog" },
  { label: m.nav_faq, to: "/resources/faq" },
  { label: m.nav_quizzes, to: "/resources/quizzes-assessments" },
  { label: m.nav_community, to: "/resources/community" },
  { label: m.nav_newsletter, to: "/newsletter" },
  { label: m.nav_whats_new, to: "/new" },
];

export const FOOTER_COMPANY_LINKS: NavLink[] = [
  { label: m.nav_about, to: "/about" },
  { label: m.nav_contact, to: "/contact" },
  { label: m.nav_partners, to: "/partners" },
  { label: m.nav_suggest_tool, to: "/suggest-tool" },
  { label: m.nav_tool_creators, to: "/tool-creators" },
  { label: m.nav_content_creators, to: "/content-creators" },
];

export const FOOTER_LEGAL_LINKS: NavLink[] = [
  { label: m.nav_privacy, to: "/privacy" },
  { label: m.nav_terms, to: "/terms" },
  { label: m.nav_cookies, to: "/cookies" },
  { label: m.nav_disclaimer, to: "/disclaimer" },
];

