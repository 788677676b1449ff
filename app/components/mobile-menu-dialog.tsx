import { Menu } from "~/components/icons";
import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { MAIN_LINKS, RESOURCE_LINKS } from "~/lib/site";
import * as m from "~/paraglide/messages";
import { LanguageSwitcher } from "./language-switcher";
import { signInHref } from "~/lib/safe-redirect";
import { MOBILE_MENU_TRIGGER_CLASS } from "./header-triggers";
import { SIGN_OUT_ACTION, signOut, useSignOutFetcher } from "./sign-out";
import { SiteSearch } from "./site-search";
import { buttonClass } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTrigger } from "./ui/dialog";
import type { HeaderUser } from "./user-menu";

/** The side menu on small screens itself; site-header.tsx loads it when the visitor first reaches for it. */
export default function MobileMenuDialog({ user, defaultOpen = false }: { user: HeaderUser | null; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const location = useLocation();
  const signOutFetcher = useSignOutFetcher();
  const searchId = useId();
  const [openedAt] = useState(location.key);
  // Following a link closes the menu; the address it opened on does not.
  useEffect(() => {
    if (location.key !== openedAt) setOpen(false);
  }, [location.key, openedAt]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={MOBILE_MENU_TRIGGER_CLASS} aria-label={m.header_open_menu()}>
        <Menu aria-hidden="true" className="size-5" />
      </DialogTrigger>
      <DialogContent className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,90vw)] flex-col gap-6 overflow-y-auto border-l border-border bg-background p-6 shadow-2xl">
        <DialogHeader
          title={m.shell_menu()}
          closeLabel={m.shell_close_menu()}
          closeClassName="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-raised"
        />
        <DialogDescription className="sr-only">{m.shell_site_navigation()}</DialogDescription>
        <SiteSearch id={searchId} />
        <nav aria-label={m.shell_mobile_nav()} className="flex flex-col gap-1">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className="rounded-lg px-3 py-2.5 text-base font-medium hover:bg-surface-raised">
              {link.label()}
            </NavLink>
          ))}
          <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wider text-muted">{m.nav_resources()}</p>
          {RESOURCE_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className="rounded-lg px-3 py-2.5 text-base hover:bg-surface-raised">
              {link.label()}
            </NavLink>
          ))}
        </nav>
        <LanguageSwitcher className="px-1" />
        {user ? (
          <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
            <p className="px-3 text-sm text-muted">{user.email}</p>
            <Link to="/dashboard" className="rounded-lg px-3 py-2.5 text-base hover:bg-surface-raised">
              {m.shell_dashboard()}
            </Link>
            <Link to="/settings" className="rounded-lg px-3 py-2.5 text-base hover:bg-surface-raised">
              {m.shell_settings()}
            </Link>
            {user.isAdmin && (
              <Link to="/admin" className="rounded-lg px-3 py-2.5 text-base hover:bg-surface-raised">
                {m.shell_admin()}
              </Link>
            )}
            <signOutFetcher.Form
              method="post"
              action={SIGN_OUT_ACTION}
              onSubmit={(event) => {
                // Sent by signOut, which first checks the browser is online; without JavaScript the form posts itself.
                event.preventDefault();
                signOut(signOutFetcher);
              }}
            >
              <button type="submit" className={buttonClass("secondary", "w-full")}>
                {m.shell_log_out()}
              </button>
            </signOutFetcher.Form>
          </div>
        ) : (
          <Link to={signInHref(location)} className={buttonClass("primary", "mt-auto w-full")}>
            {m.header_sign_in()}
          </Link>
        )}
      </DialogContent>
    </Dialog>
  );
}
