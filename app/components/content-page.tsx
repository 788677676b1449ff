import type { ReactNode } from "react";
import { formatDate } from "~/lib/dates";
import * as m from "~/paraglide/messages";

/**
 * The frame of a page of text (about, legal, partner pages): a heading, a lead,
 * and sections at a readable measure. The body uses the post typography.
 */
export function ContentPage({ title, lead, updated, children }: { title: string; lead?: ReactNode; /** The day the text last changed, as an ISO date. */ updated?: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead && <p className="mt-4 text-lg text-muted text-pretty">{lead}</p>}
        {updated && <p className="mt-3 text-sm text-muted">{m.legal_last_updated({ date: formatDate(updated) })}</p>}
      </header>
      <div className="post-content mt-10">{children}</div>
    </article>
  );
}
