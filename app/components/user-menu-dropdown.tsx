import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LayoutDashboard, LogOut, Settings, ShieldCheck } from "~/components/icons";
import { Link } from "react-router";
import * as m from "~/paraglide/messages";
import { signOut, useSignOutFetcher } from "./sign-out";
import { AVATAR_CLASS, displayName, type HeaderUser } from "./user-menu";

/** The account menu itself; user-menu.tsx loads it when the visitor first reaches for the avatar. */
export default function UserMenuDropdown({ user, defaultOpen }: { user: HeaderUser; defaultOpen?: boolean }) {
  const signOutFetcher = useSignOutFetcher();
  const itemClass = "flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-surface-raised";
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={m.shell_account_menu({ email: user.email })} className={AVATAR_CLASS}>
        {user.email.charAt(0).toUpperCase()}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-60 rounded-2xl border border-border bg-surface p-2 shadow-xl">
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-semibold">{displayName(user)}</span>
            <span className="block truncate text-sm text-muted">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild>
            <Link to="/dashboard" className={itemClass}>
              <LayoutDashboard aria-hidden="true" className="size-4" /> {m.shell_dashboard()}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link to="/settings" className={itemClass}>
              <Settings aria-hidden="true" className="size-4" /> {m.shell_settings()}
            </Link>
          </DropdownMenu.Item>
          {user.isAdmin && (
            <DropdownMenu.Item asChild>
              <Link to="/admin" className={itemClass}>
                <ShieldCheck aria-hidden="true" className="size-4" /> {m.shell_admin()}
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {/* Submitted on select: the menu closes (and unmounts) before a nested form could submit. */}
          <DropdownMenu.Item className={itemClass} onSelect={() => signOut(signOutFetcher)}>
            <LogOut aria-hidden="true" className="size-4" /> {m.shell_log_out()}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
