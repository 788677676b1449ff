import type { Icon } from "~/components/icon";

// The tile and the icon grow together, so the icon keeps its proportion inside.
const SIZES = {
  sm: { tile: "size-11 rounded-xl", icon: "size-5" },
  md: { tile: "size-12 rounded-xl", icon: "size-6" },
  lg: { tile: "size-14 rounded-2xl", icon: "size-7" },
  xl: { tile: "size-16 rounded-2xl", icon: "size-8" },
} as const;

/** An icon on a raised square: the mark at the head of a card or of a message page. Decorative: the text beside it says what it means. */
export function IconTile({ icon: Icon, size, tone = "text-accent", className = "" }: { icon: Icon; size: keyof typeof SIZES; tone?: "text-accent" | "text-danger"; className?: string }) {
  const { tile, icon } = SIZES[size];
  return (
    <span className={`inline-flex ${tile} items-center justify-center bg-surface-raised ${tone} ${className}`.trim()}>
      <Icon aria-hidden="true" className={icon} />
    </span>
  );
}
