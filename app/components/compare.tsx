import { Columns3, X } from "~/components/icons";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { toast } from "~/lib/toast";
import { COMPARE_LIMIT, COMPARE_TRAY_HEIGHT, compareHref, useComparePicks } from "~/lib/compare";
import { buttonClass } from "./ui/button";

/** Adds a tool to the comparison, or takes it out. */
export function CompareButton({ slug, name, className = "" }: { slug: string; name: string; className?: string }) {
  const { has, toggle } = useComparePicks();
  const chosen = has(slug);
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-label={chosen ? `Remove ${name} from compare` : `Add ${name} to compare`}
      title={chosen ? "Remove from compare" : "Add to compare"}
      onClick={() => {
        if (!toggle({ slug, name })) toast(`You can compare ${COMPARE_LIMIT} tools at a time`, { description: "Remove one from the compare tray first." });
      }}
      className={`round-button ${chosen ? "border-accent text-accent" : "border-border text-muted"} ${className}`}
    >
      <Columns3 aria-hidden="true" className="size-5" />
    </button>
  );
}

/** The tray at the bottom of every page while tools are picked: what is in it, and the way to the table. */
export function CompareTray() {
  const { picks, toggle, clear } = useComparePicks();
  const tray = useRef<HTMLElement>(null);
  const shown = picks.length > 0;
  // Its height changes as picks wrap onto more lines; toasts read it to sit above the tray.
  useEffect(() => {
    const element = tray.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(COMPARE_TRAY_HEIGHT, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(COMPARE_TRAY_HEIGHT);
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <>
      {/* Room at the end of the page, so the tray never hides the footer. */}
      <div aria-hidden="true" className="h-24" />
    <aside ref={tray} aria-label="Compare tray" className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 sm:px-6">
        <span className="text-sm font-medium">Compare:</span>
        {picks.map((pick) => (
          <span key={pick.slug} className="inline-flex items-center gap-1 rounded-full border border-border px-3 py-1 text-sm">
            {pick.name}
            <button type="button" aria-label={`Remove ${pick.name} from compare`} onClick={() => toggle(pick)} className="rounded-full p-0.5 hover:text-accent">
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ))}
        <div className="ml-auto flex gap-2">
          <button type="button" onClick={clear} className={buttonClass("ghost")}>
            Clear
          </button>
          {picks.length >= 2 ? (
            <Link to={compareHref(picks)} className={buttonClass("primary")}>
              Compare ({picks.length})
            </Link>
          ) : (
            <span className="self-center text-sm text-muted">Pick one more tool to compare</span>
          )}
        </div>
      </div>
    </aside>
    </>
  );
}
