import { ArrowRight, GraduationCap, HelpCircle, LayoutGrid, Users } from "~/components/icons";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import * as m from "~/paraglide/messages";

const SUGGESTIONS = [
  { to: "/categories", title: m.catalogue_suggest_categories, text: m.catalogue_suggest_categories_text, Icon: LayoutGrid },
  { to: "/resources/courses", title: m.catalogue_suggest_courses, text: m.catalogue_suggest_courses_text, Icon: GraduationCap },
  { to: "/resources/faq", title: m.catalogue_suggest_faq, text: m.catalogue_suggest_faq_text, Icon: HelpCircle },
  { to: "/resources/community", title: m.catalogue_suggest_community, text: m.catalogue_suggest_community_text, Icon: Users },
];

export const MAX_SUGGESTIONS = 3;

/** Up to three places to go next, never the page the visitor is on. */
export function RelatedSuggestions({ currentPath }: { currentPath: string }) {
  const picks = SUGGESTIONS.filter((s) => s.to !== currentPath).slice(0, MAX_SUGGESTIONS);
  return (
    <Card as="aside" aria-labelledby="also-like-heading" className="p-6">
      <h2 id="also-like-heading" className="text-lg font-semibold">
        {m.catalogue_suggest_heading()}
      </h2>
      <ul className="mt-4 flex flex-col gap-2" role="list">
        {picks.map(({ to, title, text, Icon }) => (
          <li key={to}>
            <Link to={to} className="group flex items-center gap-4 rounded-xl p-3 hover:bg-surface-raised">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-surface-raised text-accent">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex-1">
                <span className="block font-medium">{title()}</span>
                <span className="block text-sm text-muted">{text()}</span>
              </span>
              <ArrowRight aria-hidden="true" className="size-4 text-muted transition group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
