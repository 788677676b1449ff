/**
 * Compare: up to three tools side by side at /compare?tools=a,b,c. The
 * visitor's picks live in this browser (localStorage), so they survive
 * navigation and need no account; the page itself reads only the URL.
 */
import { useSyncExternalStore } from "react";
import { isRecord } from "./records";

export const COMPARE_LIMIT = 3;
/** Set on the document while the compare tray is shown, to the tray's height: toasts rise above it. */
export const COMPARE_TRAY_HEIGHT = "--compare-tray-height";
const STORAGE_KEY = "compare-tools";
const CHANGED = "compare-tools-changed";
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export interface ComparePick {
  slug: string;
  name: string;
}

/** The tools named in ?tools=, valid and distinct, at most three. */
export function readCompareParam(value: string | null): string[] {
  return [...new Set((value ?? "").split(",").map((slug) => slug.trim()).filter((slug) => SLUG.test(slug)))].slice(0, COMPARE_LIMIT);
}

export const compareHref = (picks: readonly { slug: string }[]) => (picks.length ? `/compare?tools=${picks.map((pick) => pick.slug).join(",")}` : "/compare");

const NONE: ComparePick[] = [];
const isPick = (value: unknown): value is ComparePick => isRecord(value) && typeof value.slug === "string" && SLUG.test(value.slug) && typeof value.name === "string";
let cachedText: string | null = null;
let cachedPicks: ComparePick[] = NONE;

function readPicks(): ComparePick[] {
  const text = window.localStorage.getItem(STORAGE_KEY);
  if (text === cachedText) return cachedPicks;
  cachedText = text;
  try {
    const parsed: unknown = JSON.parse(text ?? "[]");
    cachedPicks = Array.isArray(parsed) ? parsed.filter(isPick).slice(0, COMPARE_LIMIT) : NONE;
  } catch {
    cachedPicks = NONE;
  }
  return cachedPicks;
}

function writePicks(picks: ComparePick[]) {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(picks));
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  // Another tab's picks too.
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The picks, and ways to change them; on the server and before hydration, none. */
export function useComparePicks() {
  const picks = useSyncExternalStore(subscribe, readPicks, () => NONE);
  return {
    picks,
    has: (slug: string) => picks.some((pick) => pick.slug === slug),
    /** False when the tray is full and the tool is not in it. */
    toggle: (pick: ComparePick): boolean => {
      const current = readPicks();
      if (current.some((p) => p.slug === pick.slug)) writePicks(current.filter((p) => p.slug !== pick.slug));
      else if (current.length >= COMPARE_LIMIT) return false;
      else writePicks([...current, pick]);
      return true;
    },
    clear: () => writePicks([]),
    /** The picks become exactly these, as when the comparison is changed on its own page. */
    replace: (next: readonly ComparePick[]) => writePicks(next.slice(0, COMPARE_LIMIT)),
  };
}
