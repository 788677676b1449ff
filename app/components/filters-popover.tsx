import * as Popover from "@radix-ui/react-popover";
import { SlidersHorizontal } from "~/components/icons";
import type { ReactNode } from "react";
import { FILTERS_TRIGGER_CLASS } from "./filters-trigger";

/** The Filters popover itself; tool-search-filters.tsx loads it when the visitor first reaches for it. */
export default function FiltersPopover({ label, children, defaultOpen }: { label: string; children: ReactNode; defaultOpen?: boolean }) {
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger className={FILTERS_TRIGGER_CLASS}>
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {label}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="Filters"
          collisionPadding={8}
          className="z-50 max-h-[min(70vh,var(--radix-popover-content-available-height))] w-[min(36rem,92vw)] overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-xl"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
