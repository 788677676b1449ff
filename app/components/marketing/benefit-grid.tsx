import { Link } from "react-router";
import { ArrowRight } from "~/components/icons";
import type { Icon } from "~/components/icon";
import { Card } from "~/components/ui/card";

export type Benefit = {
  Icon: Icon;
  title: string;
  text: string;
  /** Where to go to act on it, and the link's words. */
  link?: { to: string; label: string };
};

/** A grid of cards, each an icon, a short title and a sentence: what a page offers, at a glance. */
export function BenefitGrid({ items, columns }: { items: readonly Benefit[]; columns: string }) {
  return (
    <ul className={`mt-6 grid gap-4 ${columns}`}>
      {items.map(({ Icon, title, text, link }) => (
        <Card as="li" key={title} className={link ? "flex flex-col p-6" : "p-6"}>
          <Icon aria-hidden="true" className="size-6 text-accent" />
          <h3 className="mt-3 font-semibold">{title}</h3>
          <p className={link ? "mt-2 flex-1 text-sm text-muted" : "mt-2 text-sm text-muted"}>{text}</p>
          {link && (
            <Link to={link.to} className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline">
              {link.label} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </Card>
      ))}
    </ul>
  );
}
