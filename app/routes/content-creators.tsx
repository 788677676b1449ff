import { ArrowRight, BookOpen, CheckCircle2, ClipboardList, PlayCircle, Workflow } from "~/components/icons";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { SITE_NAME } from "~/lib/site";

export const handle = { ...cacheablePage, breadcrumb: () => "Content Creators" };

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Content Creators",
    description: `Teach creative professionals about AI. Apply to create courses, tutorials and guides with ${SITE_NAME}.`,
    location,
    matches,
  });

const FORMATS = [
  { Icon: BookOpen, title: "Courses", text: "Structured lessons that take a creative professional from first steps to confident use." },
  { Icon: PlayCircle, title: "Tutorials", text: "Short, practical walk-throughs of one tool or one technique." },
  { Icon: Workflow, title: "Workflow guides", text: "How AI fits into real creative work, from brief to delivery." },
  { Icon: ClipboardList, title: "Tool reviews", text: "Honest looks at what a tool does well, and what it does not." },
];

const LOOKING_FOR = [
  "You work in a creative field, or teach people who do",
  "You use AI tools in real projects and can show how",
  "You can point to sample work: a portfolio, a course, an article or a video",
  "You explain clearly and honestly, including the limits of the tools",
];

const STEPS = [
  {
    title: "Apply",
    text: "Tell us about your creative background, what you would like to create and where we can see your work.",
  },
  {
    title: "We review and reply by e-mail",
    text: "The team reads your application and answers at the address you give.",
  },
  {
    title: "Create together",
    text: "If it is a good fit, we plan the content with you and agree on how it is published, and on what terms, before you start.",
  },
];

function ApplyButton({ extra = "" }: { extra?: string }) {
  return (
    <Link to="/content-creators/apply" className={buttonClass("primary", `min-h-12 px-7 text-base ${extra}`)}>
      Apply Now <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}

export default function ContentCreatorsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">For educators and creators</p>
      <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance">Teach creative professionals about AI</h1>
      <p className="mt-4 max-w-2xl text-muted text-pretty">
        {SITE_NAME} helps designers, writers, marketers, photographers, architects and videographers find AI tools and learn to use them. If you teach,
        write or make videos about AI in creative work, we would like to hear from you.
      </p>
      <div className="mt-8">
        <ApplyButton />
      </div>

      <section aria-labelledby="formats-heading" className="mt-14">
        <h2 id="formats-heading" className="text-2xl font-semibold tracking-tight">
          What you could create
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FORMATS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-surface p-6">
              <Icon aria-hidden="true" className="size-6 text-accent" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="fit-heading" className="mt-14">
        <h2 id="fit-heading" className="text-2xl font-semibold tracking-tight">
          Who we are looking for
        </h2>
        <ul className="mt-6 grid gap-3 text-sm sm:grid-cols-2">
          {LOOKING_FOR.map((item) => (
            <li key={item} className="flex gap-2 rounded-2xl border border-border bg-surface p-4">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" /> {item}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="mt-14">
        <h2 id="steps-heading" className="text-2xl font-semibold tracking-tight">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ title, text }, index) => (
            <li key={title} className="rounded-2xl border border-border bg-surface p-6">
              <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="ready-heading" className="mt-14 rounded-2xl border border-border bg-surface p-6 text-center sm:p-10">
        <h2 id="ready-heading" className="text-2xl font-semibold tracking-tight">
          Ready to apply?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">
          Questions first?{" "}
          <Link to="/contact" className="text-accent underline">
            Contact the team
          </Link>
          .
        </p>
        <ApplyButton extra="mt-6" />
      </section>
    </section>
  );
}
