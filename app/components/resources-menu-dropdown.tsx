import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "~/components/icons";
import { Link } from "react-router";
import { RESOURCE_LINKS } from "~/lib/site";
import * as m from "~/paraglide/messages";
import { RESOURCES_TRIGGER_CLASS } from "./header-triggers";

/** The header's Resources menu itself; site-header.tsx loads it when the visitor first reaches for it. */
export default function ResourcesMenuDropdown({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={RESOURCES_TRIGGER_CLASS}>
        {m.nav_resources()} <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={8} className="z-50 min-w-56 rounded-2xl border border-border bg-surface p-2 shadow-xl">
          {RESOURCE_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link to={link.to} className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-raised">
                {link.label()}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
