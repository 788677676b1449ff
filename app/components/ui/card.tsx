import type { ComponentPropsWithoutRef, ElementType } from "react";

/** The site's surface card: a rounded, bordered panel. Padding and layout come from `className`. */
export const CARD = "rounded-2xl border border-border bg-surface";

type CardProps<T extends ElementType> = { as?: T; className?: string } & Omit<ComponentPropsWithoutRef<T>, "as" | "className">;

/** A card as any element (`as="li"`, `as="article"`, `as="section"`...), so lists and landmarks keep their meaning. */
export function Card<T extends ElementType = "div">({ as, className = "", ...props }: CardProps<T>) {
  const Element: ElementType = as ?? "div";
  return <Element className={`${CARD} ${className}`.trim()} {...props} />;
}
