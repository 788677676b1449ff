import type { ReactNode } from "react";
import type { Icon } from "~/components/icon";

/**
 * What every list shows when it has nothing to show: one look and one order everywhere
 * (an icon, what is empty, why or what to try, then where to go).
 */
export function EmptyState({
  icon: Icon,
  title,
  as: Title = "p",
  description,
  children,
  className = "",
}: {
  icon: Icon;
  title: string;
  /** A heading where the empty state is what the page or section is about (an unknown category, a search with no match). */
  as?: "p" | "h1" | "h2";
  description?: ReactNode;
  /** Links or buttons: where to go from here. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`rounded-2xl border border-dashed border-border p-8 text-center sm:p-12 ${className}`}>
      <Icon aria-hidden="true" className="mx-auto size-10 text-muted" />
      <Title className="mt-4 text-lg font-semibold">{title}</Title>
      {description && <div className="mx-auto mt-2 max-w-md text-muted">{description}</div>}
      {children && <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{children}</div>}
    </div>
  );
}
