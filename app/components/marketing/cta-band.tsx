import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";

/** The closing call to action of a marketing page: a centred card with a question, a line and the button. */
export function CtaBand({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={headingId} className="mt-14 p-6 text-center sm:p-10">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </Card>
  );
}
