import { SlidersHorizontal } from "~/components/icons";
import type { ReactNode } from "react";
import { deferredWidget } from "./deferred-widget";
import { buttonClass } from "./ui/button";

export const FILTERS_TRIGGER_CLASS = buttonClass("secondary", "min-h-12");

/** The Filters button and its popover, whose code loads when the visitor first reaches for it. */
export const FiltersMenu = deferredWidget<{ label: string; children: ReactNode }>(
  () => import("./filters-popover").then((module) => module.default),
  ({ label, intent }) => (
    <button type="button" aria-haspopup="dialog" aria-expanded={false} className={FILTERS_TRIGGER_CLASS} {...intent}>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {label}
    </button>
  ),
);
