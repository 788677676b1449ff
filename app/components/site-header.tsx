import { ChevronDown, Menu, Search, Sparkles, X } from "~/components/icons";
import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { MAIN_LINKS, SITE_NAME } from "~/lib/site";
import * as m from "~/paraglide/messages";
import { signInHref } from "~/lib/safe-redirect";
import { deferredWidget } from "./deferred-widget";
import { HeaderLanguageSwitcher } from "./language-switcher";
import { MOBILE_MENU_TRIGGER_CLASS, RESOURCES_TRIGGER_CLASS } from "./header-triggers";
import { SiteSearch } from "./site-search";
import { buttonClass } from "./ui/button";
import { UserMenu, type HeaderUser } from "./user-menu";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition hover:bg-surface-raised ${isActive ? "text-foreground" : "text-muted"}`;

function SiteLogo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight" aria-label={m.header_home_link({ site: SITE_NAME })}>
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Sparkles aria-hidden="true" className="size-4" />
      </span>
      {SITE_NAME}
    </Link>
  );
}

/** The Resources menu; its code loads when the visitor first reaches for it. */
const ResourcesMenu = deferredWidget(
  () => import("./resources-menu-dropdown").then((module) => module.default),
  ({ intent }) => (
    <button type="button" aria-haspopup="menu" aria-expanded={false} className={RESOURCES_TRIGGER_CLASS} {...intent}>
      {m.nav_resources()} <ChevronDown aria-hidden="true" className="size-4" />
    </button>
  ),
);

/** The side menu on small screens; its code loads when the visitor first reaches for it. */
const MobileMenu = deferredWidget<{ user: HeaderUser | null }>(
  () => import("./mobile-menu-dialog").then((module) => module.default),
  ({ intent }) => (
    <button type="button" aria-haspopup="dialog" aria-expanded={false} className={MOBILE_MENU_TRIGGER_CLASS} aria-label={m.header_open_menu()} {...intent}>
      <Menu aria-hidden="true" className="size-5" />
    </button>
  ),
);

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const searchPanelId = useId();
  const searchInputId = useId();
  const location = useLocation();
  useEffect(() => setSearchOpen(false), [location.key]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur">
      {/* Tighter gaps on the narrowest phones, where "Anmelden" or "Se connecter" needs the room. */}
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <SiteLogo />
        <nav aria-label={m.header_main_nav()} className="ml-6 hidden items-center gap-1 md:flex">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === "/"} className={navLinkClass}>
              {link.label()}
            </NavLink>
          ))}
          <ResourcesMenu />
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <button
            type="button"
            onClick={() => setSearchOpen((open) => !open)}
            aria-expanded={searchOpen}
            aria-controls={searchPanelId}
            aria-label={searchOpen ? m.header_close_search() : m.header_open_search()}
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-raised"
          >
            {searchOpen ? <X aria-hidden="true" className="size-5" /> : <Search aria-hidden="true" className="size-5" />}
          </button>
          <HeaderLanguageSwitcher />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <Link to={signInHref(location)} className={buttonClass("primary")}>
              {m.header_sign_in()}
            </Link>
          )}
          <MobileMenu user={user} />
        </div>
      </div>
      <div id={searchPanelId} hidden={!searchOpen} className="border-t border-border">
        <div className="mx-auto w-full max-w-3xl px-4 py-4 sm:px-6">
          {searchOpen && <SiteSearch id={searchInputId} focusOnMount />}
        </div>
      </div>
    </header>
  );
}
