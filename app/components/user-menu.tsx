import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LayoutDashboard, LogOut, Settings } from "lucide-react";
import { Link, useSubmit } from "react-router";

export interface HeaderUser {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export function displayName(user: HeaderUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email.split("@")[0]!;
}

/** The avatar (the e-mail's first letter) and the account menu. */
export function UserMenu({ user }: { user: HeaderUser }) {
  const submit = useSubmit();
  const initial = user.email.charAt(0).toUpperCase();
  const itemClass = "flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-surface-raised";
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${user.email}`}
        className="inline-flex size-10 items-center justify-center rounded-full bg-accent text-base font-semibold text-accent-foreground"
      >
        {initial}
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
              <LayoutDashboard aria-hidden="true" className="size-4" /> Dashboard
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link to="/settings" className={itemClass}>
              <Settings aria-hidden="true" className="size-4" /> Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {/* Submitted on select: the menu closes (and unmounts) before a nested form could submit. */}
          <DropdownMenu.Item className={itemClass} onSelect={() => submit(null, { method: "post", action: "/logout" })}>
            <LogOut aria-hidden="true" className="size-4" /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
