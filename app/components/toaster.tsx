import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from "react";
import { loadSonner, toasterStore } from "~/lib/toast";

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));
type ToasterProps = ComponentProps<typeof SonnerToaster>;

/** sonner's Toaster, mounted once the page first shows a toast (see lib/toast.ts). */
export function Toaster(props: ToasterProps) {
  const asked = useSyncExternalStore(toasterStore.subscribe, toasterStore.asked, () => false);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
