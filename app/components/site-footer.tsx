import { Mail, ShieldCheck } from "~/components/icons";
import { LanguageSwitcher } from "./language-switcher";
import { ThemePicker } from "./theme-picker";
import {
  CONTACT_EMAIL,
  FOOTER_COMPANY_LINKS,
  FOOTER_LEGAL_LINKS,
  FOOTER_RESOURCE_LINKS,
  SITE_NAME,
  type NavLink,
} from "~/lib/site";
import * as m from "~/paraglide/messages";
import { PageLink } from "./page-link";
import { useCategoryName } from "~/lib/category-names";

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-4 space-y-2.5" role="list">
        {links.map((link) => (
          <li key={link.to}>
            <PageLink to={link.to} className="rounded text-sm text-muted hover:text-foreground">
              {link.label()}
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({
  categories,
  socialLinks,
}: {
  categories: { displayName: string; slug: string }[];
  /** The site's own accounts, as configured (SOCIAL_LINKS); none are shown otherwise. */
  socialLinks: { label: string; href: string }[];
}) {
  const categoryName = useCategoryName();
  const categoryLinks: NavLink[] = [
    ...categories.map((c) => ({ label: () => categoryName(c.slug, c.displayName).name, to: `/category/${c.slug}` })),
    { label: m.nav_all_categories, to: "/categories" },
  ];
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <p className="text-lg font-bold">{SITE_NAME}</p>
          <p className="mt-3 max-w-xs text-sm text-muted">
            {m.footer_about({ tagline: m.site_tagline() })}
          </p>
          <a href={`mailto:${CONTACT_EMAIL}`} className="mt-5 inline-flex items-center gap-2 rounded text-sm hover:text-accent">
            <Mail aria-hidden="true" className="size-4" />
            {CONTACT_EMAIL}
          </a>
          {socialLinks.length > 0 && (
          <ul className="mt-5 flex flex-wrap gap-2" role="list" aria-label={m.footer_social()}>
            {socialLinks.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-10 items-center rounded-full border border-border px-4 text-sm text-muted hover:text-foreground"
                >
                  {social.label}
                  <span className="sr-only">{m.opens_new_tab()}</span>
                </a>
              </li>
            ))}
          </ul>
          )}
        </div>
        <FooterColumn title={m.nav_ai_tools()} links={categoryLinks} />
        <FooterColumn title={m.nav_resources()} links={[...FOOTER_RESOURCE_LINKS, { label: m.nav_developers, to: "/developers" }]} />
        <FooterColumn title={m.footer_company()} links={FOOTER_COMPANY_LINKS} />
        <FooterColumn title={m.footer_legal()} links={FOOTER_LEGAL_LINKS} />
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="flex flex-wrap items-center gap-4">
            <p>{m.footer_rights({ year: new Date().getFullYear(), site: SITE_NAME })}</p>
            <ThemePicker />
            <LanguageSwitcher />
          </div>
          <p className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
            {m.footer_bot_check()}
          </p>
        </div>
      </div>
    </footer>
  );
}
