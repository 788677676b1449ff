import type { ReactNode } from "react";

const TONES = {
  /** On a raised surface, in the accent colour. */
  accent: "bg-surface-raised text-accent",
  /** An outline in the accent colour. */
  outline: "border border-accent text-accent",
} as const;

const SIZES = { sm: "px-2.5 py-0.5", md: "px-2.5 py-1", lg: "px-3 py-1" } as const;

/** A small pill label ("Coming Soon", a price). */
export function Badge({
  tone = "accent",
  size = "md",
  className = "",
  children,
}: {
  tone?: keyof typeof TONES;
  size?: keyof typeof SIZES;
  className?: string;
  children: ReactNode;
}) {
  return <span className={`rounded-full text-xs font-semibold ${SIZES[size]} ${TONES[tone]} ${className}`.trim()}>{children}</span>;
}
