import { useEffect, useState, useSyncExternalStore, type ComponentProps } from "react";
import type { Toaster as SonnerToaster } from "sonner";
import { loadSonner, toasterStore } from "~/lib/toast";

type ToasterProps = ComponentProps<typeof SonnerToaster>;

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
  return Loaded ? <Loaded {...props} /> : null;
}
