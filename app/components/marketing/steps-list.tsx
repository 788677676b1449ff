import { Card } from "~/components/ui/card";

/** How something works, as numbered cards in order. */
export function StepsList({ steps, columns }: { steps: readonly { title: string; text: string }[]; columns: string }) {
  return (
    <ol className={`mt-6 grid gap-4 ${columns}`}>
      {steps.map(({ title, text }, index) => (
        <Card as="li" key={title} className="p-6">
          <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground">
            {index + 1}
          </span>
          <h3 className="mt-4 font-semibold">{title}</h3>
          <p className="mt-2 text-sm text-muted">{text}</p>
        </Card>
      ))}
    </ol>
  );
}
