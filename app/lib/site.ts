/** Product-wide constants: names, navigation and contact details shown in the layout. */
export const SITE_NAME = "Atelier AI";
export const SITE_TAGLINE = "AI tools and courses for creative professionals";
export const CONTACT_EMAIL = "hello@atelier-ai.com";
/** Privacy questions, and requests to delete data (an account too, for someone who cannot sign in). */
export const PRIVACY_EMAIL = "privacy@atelier-ai.com";
/** The feed of newly published tools; every page names it in its head. */
export const TOOLS_FEED_PATH = "/tools/rss.xml";

export interface NavLink {
  label: string;
  to: string;
}

export const MAIN_LINKS: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "AI Tools", to: "/categories" },
  { label: "AI Courses", to: "/resources/courses" },
  { label: "Contact", to: "/contact" },
];

export const RESOURCE_LINKS: NavLink[] = [
  { label: "AI Automation Lab", to: "/resources/events" },
  { label: "Blog", to: "/resources/blog" },
  { label: "FAQ", to: "/resources/faq" },
  { label: "Quizzes & Assessments", to: "/resources/quizzes-assessments" },
  { label: "Community", to: "/community" },
  { label: "About", to: "/about" },
  { label: "Suggest a Tool", to: "/suggest-tool" },
  { label: "Partners", to: "/partners" },
];

export const FOOTER_RESOURCE_LINKS: NavLink[] = [
  { label: "AI Courses", to: "/resources/courses" },
  { label: "Blog", to: "/resources/blog" },
  { label: "FAQ", to: "/resources/faq" },
  { label: "Quizzes & Assessments", to: "/resources/quizzes-assessments" },
  { label: "Community", to: "/resources/community" },
  { label: "Newsletter", to: "/newsletter" },
  { label: "What's new", to: "/new" },
];

export const FOOTER_COMPANY_LINKS: NavLink[] = [
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
  { label: "Partners", to: "/partners" },
  { label: "Suggest a Tool", to: "/suggest-tool" },
  { label: "Tool Creators", to: "/tool-creators" },
  { label: "Content Creators", to: "/content-creators" },
];

export const FOOTER_LEGAL_LINKS: NavLink[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Cookie Policy", to: "/cookies" },
  { label: "Disclaimer", to: "/disclaimer" },
];

export const SEARCH_PLACEHOLDER = "Search AI tools, courses, and resources...";
