import type { ReactNode } from "react";

/** The top of a listing page: its title and one line on what it lists. */
export function PageHeader({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 max-w-2xl text-muted">{children}</p>
    </>
  );
}
