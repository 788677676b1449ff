/**
 * Toasts, shown by sonner, whose code loads with the first toast rather than with every page.
 * The same calls as sonner's `toast`; the Toaster (components/toaster.tsx) mounts when one is
 * first asked for and sonner hands it the toasts made before it subscribed.
 */
import type { ExternalToast } from "sonner";

type Kind = "message" | "success" | "error";

let sonner: Promise<typeof import("sonner")> | undefined;
export const loadSonner = () =>
  (sonner ??= import("sonner").catch((error: unknown) => {
    // Fetched again next time: a page that was offline once can still show toasts later.
    sonner = undefined;
    throw error;
  }));

/** Fetches the toast code ahead of need: a form sent while offline must still be able to say so. */
export function warmToasts(): void {
  loadSonner().catch(() => undefined);
}

let asked = false;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: whether any toast has been asked for in this page's life. */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  asked: () => asked,
};

function show(kind: Kind, title: string, options?: ExternalToast): void {
  if (!asked) {
    asked = true;
    for (const listener of listeners) listener();
  }
  void loadSonner().then(({ toast: sonnerToast }) => (kind === "message" ? sonnerToast(title, options) : sonnerToast[kind](title, options)));
}

export const toast = Object.assign((title: string, options?: ExternalToast) => show("message", title, options), {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
});
