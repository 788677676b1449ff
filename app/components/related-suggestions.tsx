import { ArrowRight, GraduationCap, HelpCircle, LayoutGrid, Users } from "~/components/icons";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";

const SUGGESTIONS = [
  { to: "/categories", title: "AI Tools Categories", text: "Browse 40 categories of tools for creative work.", Icon: LayoutGrid },
  { to: "/resources/courses", title: "AI Courses", text: "Learn the tools with hand-picked courses, many free.", Icon: GraduationCap },
  { to: "/resources/faq", title: "FAQ", text: "How we choose tools, and answers to common questions.", Icon: HelpCircle },
  { to: "/resources/community", title: "Community", text: "Meet other creatives working with AI.", Icon: Users },
];

export const MAX_SUGGESTIONS = 3;

/** Up to three places to go next, never the page the visitor is on. */
export function RelatedSuggestions({ currentPath }: { currentPath: string }) {
  const picks = SUGGESTIONS.filter((s) => s.to !== currentPath).slice(0, MAX_SUGGESTIONS);
  return (
    <Card as="aside" aria-labelledby="also-like-heading" className="p-6">
      <h2 id="also-like-heading" className="text-lg font-semibold">
        You Might Also Like
      </h2>
      <ul className="mt-4 flex flex-col gap-2" role="list">
        {picks.map(({ to, title, text, Icon }) => (
          <li key={to}>
            <Link to={to} className="group flex items-center gap-4 rounded-xl p-3 hover:bg-surface-raised">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-surface-raised text-accent">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex-1">
                <span className="block font-medium">{title}</span>
                <span className="block text-sm text-muted">{text}</span>
              </span>
              <ArrowRight aria-hidden="true" className="size-4 text-muted transition group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
