import * as RadixDialog from "@radix-ui/react-dialog";
import type { ComponentProps, ReactNode } from "react";
import { X } from "~/components/icons";

/**
 * Every dialog of the site: Radix does the focus trap, Escape, scroll lock and the ARIA wiring;
 * this file gives them one overlay, one panel look and one title and description style.
 */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/** The panel most dialogs use: a small card in the middle of the screen. */
export const CENTERED_PANEL = "fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6";

export function DialogContent({
  className = CENTERED_PANEL,
  inPortal = true,
  children,
  ...props
}: ComponentProps<typeof RadixDialog.Content> & {
  /** False where the server draws the dialog open, so that it works before (or without) JavaScript. */
  inPortal?: boolean;
}) {
  const layers = (
    <>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <RadixDialog.Content className={className} {...props}>
        {children}
      </RadixDialog.Content>
    </>
  );
  return inPortal ? <RadixDialog.Portal>{layers}</RadixDialog.Portal> : layers;
}

export function DialogTitle({ className = "text-lg font-semibold", ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={className} {...props} />;
}

export function DialogDescription({ className = "mt-2 text-muted", ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={className} {...props} />;
}

/** The title on the left, a close button (an X, named by `closeLabel`) on the right. */
export function DialogHeader({
  title,
  titleClassName,
  closeLabel,
  closeClassName,
  className = "flex items-center justify-between",
}: {
  title: ReactNode;
  titleClassName?: string;
  closeLabel: string;
  closeClassName: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <DialogTitle className={titleClassName}>{title}</DialogTitle>
      <DialogClose className={closeClassName} aria-label={closeLabel}>
        <X aria-hidden="true" className="size-5" />
      </DialogClose>
    </div>
  );
}

/** The buttons at the foot of a dialog, the one that goes ahead last. */
export function DialogActions({ className = "", children }: { className?: string; children: ReactNode }) {
  return <div className={`mt-6 flex justify-end gap-3 ${className}`.trim()}>{children}</div>;
}
