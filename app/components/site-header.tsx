import * as Dialog from "@radix-ui/react-dialog";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, Menu, Search, Sparkles, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { MAIN_LINKS, RESOURCE_LINKS, SITE_NAME } from "~/lib/site";
import { signInHref } from "~/lib/safe-redirect";
import { SiteSearch } from "./site-search";
import { buttonClass } from "./ui/button";
import { UserMenu, type HeaderUser } from "./user-menu";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition hover:bg-surface-raised ${isActive ? "text-foreground" : "text-muted"}`;

function SiteLogo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight" aria-label={`${SITE_NAME} home`}>
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Sparkles aria-hidden="true" className="size-4" />
      </span>
      {SITE_NAME}
    </Link>
  );
}

function ResourcesMenu() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-muted transition hover:bg-surface-raised data-[state=open]:text-foreground">
        Resources <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 min-w-56 rounded-2xl border border-border bg-surface p-2 shadow-xl"
        >
          {RESOURCE_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link
                to={link.to}
                className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-raised"
              >
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function MobileMenu({ user }: { user: HeaderUser | null }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const searchId = useId();
  useEffect(() => setOpen(false), [location.key]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-raised md:hidden" aria-label="Open menu">
        <Menu aria-hidden="true" className="size-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,90vw)] flex-col gap-6 overflow-y-auto border-l border-border bg-background p-6 shadow-2xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-raised" aria-label="Close menu">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <SiteSearch id={searchId} />
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            {MAIN_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end className="rounded-lg px-3 py-2.5 text-base font-medium hover:bg-surface-raised">
                {link.label}
              </NavLink>
            ))}
            <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wider text-muted">Resources</p>
            {RESOURCE_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className="rounded-lg px-3 py-2.5 text-base hover:bg-surface-raised">
                {link.label}
              </NavLink>
            ))}
          </nav>
          {user ? (
            <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
              <p className="px-3 text-sm text-muted">{user.email}</p>
              <Link to="/dashboard" className="rounded-lg px-3 py-2.5 text-base hover:bg-surface-raised">
                Dashboard
              </Link>
              <Link to="/settings" className="rounded-lg px-3 py-2.5 text-base hover:bg-surface-raised">
                Settings
              </Link>
              <Form method="post" action="/logout">
                <button type="submit" className={buttonClass("secondary", "w-full")}>
                  Log out
                </button>
              </Form>
            </div>
          ) : (
            <Link to={signInHref(location)} className={buttonClass("primary", "mt-auto w-full")}>
              Login
            </Link>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const searchPanelId = useId();
  const searchInputId = useId();
  const location = useLocation();
  useEffect(() => setSearchOpen(false), [location.key]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-4 px-4 sm:px-6">
        <SiteLogo />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === "/"} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <ResourcesMenu />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <button
            type="button"
            onClick={() => setSearchOpen((open) => !open)}
            aria-expanded={searchOpen}
            aria-controls={searchPanelId}
            aria-label={searchOpen ? "Close search" : "Open search"}
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-raised"
          >
            {searchOpen ? <X aria-hidden="true" className="size-5" /> : <Search aria-hidden="true" className="size-5" />}
          </button>
          {user ? (
            <UserMenu user={user} />
          ) : (
            <Link to={signInHref(location)} className={buttonClass("primary")}>
              Login
            </Link>
          )}
          <MobileMenu user={user} />
        </div>
      </div>
      <div id={searchPanelId} hidden={!searchOpen} className="border-t border-border">
        <div className="mx-auto w-full max-w-3xl px-4 py-4 sm:px-6">
          {searchOpen && <SiteSearch id={searchInputId} autoFocus />}
        </div>
      </div>
    </header>
  );
}
