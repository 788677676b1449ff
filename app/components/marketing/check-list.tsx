import { CheckCircle2 } from "~/components/icons";

/** A list of points, each ticked: what is included, who it is for. `itemClassName` makes each point a card. */
export function CheckList({ items, className, itemClassName = "" }: { items: readonly string[]; className: string; itemClassName?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex gap-2 ${itemClassName}`.trim()}>
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" /> {item}
        </li>
      ))}
    </ul>
  );
}
