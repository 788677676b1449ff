import * as Dialog from "@radix-ui/react-dialog";
import * as Popover from "@radix-ui/react-popover";
import { SlidersHorizontal, X } from "~/components/icons";
import { useState, useSyncExternalStore, type ReactNode } from "react";
import { FILTERS_TRIGGER_CLASS } from "./filters-trigger";
import { buttonClass } from "./ui/button";
import * as m from "~/paraglide/messages";

/** Below Tailwind's `sm`: a popover there would crowd the header, so the filters take the whole screen. */
const SMALL_SCREEN = "(max-width: 39.99rem)";

function useSmallScreen() {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(SMALL_SCREEN);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );
}

type FiltersProps = { label: string; children: ReactNode; defaultOpen?: boolean };

/**
 * The Filters themselves; tool-search-filters.tsx loads them when the visitor first reaches for them.
 * A popover on wider screens; on a phone a full-height sheet with a title and Done. Either way each
 * choice applies at once, and the open state carries over when the screen turns.
 */
export default function FiltersPopover({ label, children, defaultOpen = false }: FiltersProps) {
  const [open, setOpen] = useState(defaultOpen);
  const smallScreen = useSmallScreen();
  const trigger = (
    <>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {label}
    </>
  );
  if (smallScreen)
    return (
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={FILTERS_TRIGGER_CLASS}>{trigger}</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Content className="fixed inset-0 z-50 flex flex-col bg-background">
            <div className="flex items-center justify-between gap-4 border-b border-border px-4 py-3">
              <Dialog.Title className="text-lg font-semibold">{m.catalogue_filters()}</Dialog.Title>
              <Dialog.Close aria-label={m.catalogue_filters_close()} className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-raised">
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">{m.catalogue_filters_description()}</Dialog.Description>
            <div className="flex-1 overflow-y-auto px-4 py-5">{children}</div>
            <div className="border-t border-border px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
              <Dialog.Close className={buttonClass("primary", "min-h-12 w-full")}>{m.catalogue_filters_done()}</Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={FILTERS_TRIGGER_CLASS}>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={m.catalogue_filters()}
          collisionPadding={8}
          className="z-50 max-h-[min(70vh,var(--radix-popover-content-available-height))] w-[min(36rem,92vw)] overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-xl"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
