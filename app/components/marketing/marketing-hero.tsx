import type { ReactNode } from "react";

/** The top of a page that presents the site to a group of people (partners, creators, the community). */
export function MarketingHero({ eyebrow, title, children }: { eyebrow: string; title: ReactNode; children: ReactNode }) {
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p>
      <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance">{title}</h1>
      <p className="mt-4 max-w-2xl text-muted text-pretty">{children}</p>
    </>
  );
}
