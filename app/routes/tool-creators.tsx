import { ArrowRight, BadgeCheck, CheckCircle2, FileText, LayoutGrid, Search, Users } from "~/components/icons";
import type { MetaFunction } from "react-router";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { cacheablePage } from "~/lib/page-cache";
import { pageMeta } from "~/lib/meta";
import { SITE_NAME } from "~/lib/site";

export const handle = { ...cacheablePage, breadcrumb: () => "Tool Creators" };

export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Tool Creators",
    description: `Made an AI tool for creative professionals? Submit it to ${SITE_NAME}. Every submission is reviewed by the team.`,
    location,
    matches,
  });

const BENEFITS = [
  {
    Icon: Users,
    title: "Reach the people you build for",
    text: "The directory is made for designers, writers, marketers, photographers, architects and videographers looking for AI tools for their work.",
  },
  {
    Icon: FileText,
    title: "A page of its own",
    text: "A listed tool gets its own page with its description, category, pricing model and links to your website and pricing page.",
  },
  {
    Icon: Search,
    title: "Found by browsing and search",
    text: "Visitors find tools by category and through the site's search.",
  },
  {
    Icon: BadgeCheck,
    title: "Free to be listed",
    text: "Listings are not paid placements today: being listed costs nothing.",
  },
];

const FIT = [
  "Your tool uses AI and is useful to creative professionals in their day-to-day work",
  "It is a working product people can sign up for and use today",
  "It has a public website that explains what it does",
  "Its pricing is clear: free, freemium, paid, subscription or one-time payment",
  "Its description says plainly what it does, without overstated claims",
];

const STEPS = [
  {
    title: "Submit",
    text: "Fill in the short form with your tool's name, website, category, pricing and description. Add your name or e-mail if you would like us to be able to follow up.",
  },
  {
    title: "Review",
    text: "The team reviews every submission against the criteria above. Submitting does not guarantee a listing.",
  },
  {
    title: "Listed if approved",
    text: "If your tool is a good fit, we add it to the directory in the category that suits it.",
  },
  {
    title: "Go further",
    text: "Keep your listing accurate: tell us when your name, pricing or website changes. To talk about a partnership, write to us through the contact page.",
  },
];

function SubmitButton({ extra = "" }: { extra?: string }) {
  return (
    <Link to="/suggest-tool" className={buttonClass("primary", `min-h-12 px-7 text-base ${extra}`)}>
      Submit Your Tool <ArrowRight aria-hidden="true" className="size-5" />
    </Link>
  );
}

export default function ToolCreatorsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">For makers of AI tools</p>
      <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance">List your AI tool on {SITE_NAME}</h1>
      <p className="mt-4 max-w-2xl text-muted text-pretty">
        {SITE_NAME} is a free directory that helps creative professionals find the AI tools worth their time. If you make one, submit it. Every submission is
        reviewed by the team, so the directory stays useful to the people who browse it, and listings are not paid placements today.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <SubmitButton />
        <Link to="/categories" className={buttonClass("secondary", "min-h-12 px-7 text-base")}>
          <LayoutGrid aria-hidden="true" className="size-5" /> See the directory
        </Link>
      </div>

      <section aria-labelledby="benefits-heading" className="mt-14">
        <h2 id="benefits-heading" className="text-2xl font-semibold tracking-tight">
          Why list your tool
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-surface p-6">
              <Icon aria-hidden="true" className="size-6 text-accent" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="fit-heading" className="mt-14 grid gap-8 md:grid-cols-2 md:items-start">
        <div>
          <h2 id="fit-heading" className="text-2xl font-semibold tracking-tight">
            Who is a good fit
          </h2>
          <p className="mt-3 text-muted">This is what the team looks for in a submission.</p>
          <div className="mt-6">
            <SubmitButton />
          </div>
        </div>
        <ul className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6 text-sm">
          {FIT.map((item) => (
            <li key={item} className="flex gap-2">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" /> {item}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="mt-14">
        <h2 id="steps-heading" className="text-2xl font-semibold tracking-tight">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
        <p className="mt-4 text-sm text-muted">
          Partnership questions:{" "}
          <Link to="/contact" className="text-accent underline">
            contact the team
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="ready-heading" className="mt-14 rounded-2xl border border-border bg-surface p-6 text-center sm:p-10">
        <h2 id="ready-heading" className="text-2xl font-semibold tracking-tight">
          Ready to submit?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">The form asks for your tool's name, website, category, pricing, a short description and why it belongs in the directory.</p>
        <SubmitButton extra="mt-6" />
      </section>
    </section>
  );
}
