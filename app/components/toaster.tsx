import { useEffect, useState, useSyncExternalStore, type ComponentProps } from "react";
import type { Toaster as SonnerToaster } from "sonner";
import { COMPARE_TRAY_HEIGHT } from "~/lib/compare";
import { loadSonner, toasterStore } from "~/lib/toast";

type ToasterProps = ComponentProps<typeof SonnerToaster>;

/** sonner's own gaps from the bottom edge (24 px, 16 px on phones), counted from the top of the compare tray while it is shown. */
const aboveCompareTray = (gap: number) => ({ bottom: `calc(var(${COMPARE_TRAY_HEIGHT}, 0px) + ${gap}px)` });

/**
 * sonner's Toaster, mounted once the page first shows a toast (see lib/toast.ts). Loaded into
 * state rather than through React.lazy: a suspending Toaster would hold back whatever transition
 * is rendering at that moment, such as the revalidation after the very form that asked for the toast.
 */
export function Toaster(props: ToasterProps) {
  const asked = useSyncExternalStore(toasterStore.subscribe, toasterStore.asked, () => false);
  const [Loaded, setLoaded] = useState<typeof SonnerToaster | null>(null);
  useEffect(() => {
    if (asked) void loadSonner().then((module) => setLoaded(() => module.Toaster));
  }, [asked]);
  return Loaded ? <Loaded offset={aboveCompareTray(24)} mobileOffset={aboveCompareTray(16)} {...props} /> : null;
}
