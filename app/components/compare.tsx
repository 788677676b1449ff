import { Columns3, X } from "~/components/icons";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "~/lib/toast";
import { COMPARE_LIMIT, COMPARE_TRAY_HEIGHT, compareHref, useComparePicks } from "~/lib/compare";
import { buttonClass } from "./ui/button";
import * as m from "~/paraglide/messages";

/** Adds a tool to the comparison, or takes it out. */
export function CompareButton({ slug, name, className = "" }: { slug: string; name: string; className?: string }) {
  const { has, toggle } = useComparePicks();
  const chosen = has(slug);
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-label={chosen ? m.catalogue_compare_remove_name({ name }) : m.catalogue_compare_add_name({ name })}
      title={chosen ? m.catalogue_compare_remove() : m.catalogue_compare_add()}
      onClick={() => {
        if (!toggle({ slug, name })) toast(m.catalogue_compare_limit_toast({ limit: COMPARE_LIMIT }), { description: m.catalogue_compare_limit_toast_hint() });
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
  // On the comparison itself the table is what the tray would lead to: it would only cover it.
  const onComparison = useLocation().pathname === "/compare";
  const shown = picks.length > 0 && !onComparison;
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
    <aside ref={tray} aria-label={m.catalogue_compare_tray()} className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 sm:px-6">
        <span className="text-sm font-medium">{m.catalogue_compare_tray_label()}</span>
        {picks.map((pick) => (
          <span key={pick.slug} className="inline-flex items-center gap-1 rounded-full border border-border px-3 py-1 text-sm">
            {pick.name}
            <button type="button" aria-label={m.catalogue_compare_remove_name({ name: pick.name })} onClick={() => toggle(pick)} className="rounded-full p-0.5 hover:text-accent">
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ))}
        <div className="ml-auto flex gap-2">
          <button type="button" onClick={clear} className={buttonClass("ghost")}>
            {m.catalogue_compare_clear()}
          </button>
          {picks.length >= 2 ? (
            <Link to={compareHref(picks)} className={buttonClass("primary")}>
              {m.catalogue_compare_go({ count: picks.length })}
            </Link>
          ) : (
            <span className="self-center text-sm text-muted">{m.catalogue_compare_pick_one_more()}</span>
          )}
        </div>
      </div>
    </aside>
    </>
  );
}
