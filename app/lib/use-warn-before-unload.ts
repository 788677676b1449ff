import { useEffect } from "react";

/** While `unsaved`, closing or reloading the tab asks first (the browser words the question). */
export function useWarnBeforeUnload(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
}
