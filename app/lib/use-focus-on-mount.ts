import { useEffect, useRef } from "react";

/**
 * Focuses the element when it appears. The autoFocus attribute alone is honoured only while the
 * page loads, not on an element shown later (a search panel, a popover).
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
