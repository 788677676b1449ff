import type { ReactNode } from "react";

/** A titled section of a marketing page, named by its heading (so it is a landmark with a name). */
export function MarketingSection({
  headingId,
  title,
  className = "mt-14",
  children,
}: {
  /** The heading's id, unique on the page; stable, so a link can point at the section. */
  headingId: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
