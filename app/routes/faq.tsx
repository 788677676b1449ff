import { ChevronDown } from "~/components/icons";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { originOf, pageMeta } from "~/lib/meta";
import { BLUEPRINT } from "~/lib/offers";
import { CONTACT_EMAIL, SITE_NAME } from "~/lib/site";
import { cacheablePage } from "~/lib/page-cache";
import type { Route } from "./+types/faq";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";

interface Question {
  question: string;
  answer: string;
  comingSoon?: boolean;
}

/** What people ask, answered with what the site does today. */
const FAQ: Question[] = [
  {
    question: `What is ${SITE_NAME}?`,
    answer: `${SITE_NAME} is a free directory of AI tools and AI courses for creative professionals: designers, writers, marketers, photographers, architects and video makers. Tools are sorted into categories with a short description, pricing model and links, so you can find the right one for a task.`,
  },
  {
    question: "Is it free to use?",
    answer: "Yes. Browsing, searching, reading the blog and the course list cost nothing, and you do not need an account for any of them.",
  },
  {
    question: "Why would I create an account?",
    answer: "To save favourite tools and find them again on your dashboard, and to keep your settings such as the theme. An account needs a confirmed e-mail address and a password.",
  },
  {
    question: "How are tools chosen for the directory?",
    answer: "The team selects tools that are useful for creative work and describes them from public information: what they do, the pricing model and where to find them. Listings are not paid placements.",
  },
  {
    question: "Can I suggest a tool or a course?",
    answer: "Yes. Use the Suggest a Tool page: one tab for tools, one for courses. The team reviews every suggestion; submitting one does not guarantee a listing.",
  },
  {
    question: "Can I use what an AI tool makes in client work?",
    answer: "It depends on the tool and often on the plan you pay for. Read the vendor's current terms on ownership and commercial use before delivering AI output to a client; our listings link to each tool's own site.",
  },
  {
    question: "How do I find the right tool for a task?",
    answer: "Start from a category on the AI Tools page, or search by name or by what you need. On the tools list you can filter by category and pricing model, and every tool has its own page with related tools.",
  },
  {
    question: "Which courses do you list?",
    answer: "Courses from established learning platforms that teach AI skills useful in creative work. You can filter them by level (Beginner, Intermediate, Advanced), by price (Free, Freemium, Paid) and show featured courses only.",
  },
  {
    question: "How does the newsletter work?",
    answer: "You subscribe with your first name and e-mail address, then confirm from the e-mail we send you; nothing else is sent until you do. Every newsletter e-mail has a one-click unsubscribe link.",
  },
  {
    question: `What is the ${BLUEPRINT.name} assessment?`,
    answer: `A paid, in-depth assessment of how your creative business runs, from which you get a personalised plan for automating it. It will cost ${BLUEPRINT.earlyAccessPrice} at early access and ${BLUEPRINT.regularPrice} after. It is not on sale yet; join the early-access list on the ${BLUEPRINT.name} page to hear when it opens.`,
    comingSoon: true,
  },
  {
    question: "How is my data handled?",
    answer: "We store only what you give us: your account, favourites and preferences, and what you send through our forms. There are no third-party trackers or advertising cookies. The privacy policy has the details.",
  },
  {
    question: "How can I contact the team or become a partner?",
    answer: `Write to us through the contact page or at ${CONTACT_EMAIL}. Tool makers and content creators can read about working with us on the Partners page.`,
  },
];

export const handle = cacheablePage;

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const origin = originOf(matches);
  return [
    ...pageMeta({ title: "Frequently Asked Questions", description: `Answers about ${SITE_NAME}: what it is, what it costs, how tools are chosen, accounts and the newsletter.`, location, matches }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: FAQ.map(({ question, answer }) => ({ "@type": "Question", name: question, acceptedAnswer: { "@type": "Answer", text: answer } })),
      },
    },
    { "script:ld+json": { "@context": "https://schema.org", "@type": "Organization", name: SITE_NAME, url: origin || undefined, email: CONTACT_EMAIL } },
  ];
};

export default function FaqPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">Frequently Asked Questions</h1>
      <p className="mt-3 text-muted">Short answers about the directory, accounts and what comes next.</p>
      {/* Details elements sharing a name: the browser keeps one open at a time, and each closes again on a second click. */}
      <Card className="mt-10 divide-y divide-border">
        {FAQ.map(({ question, answer, comingSoon }) => (
          <details key={question} name="faq" className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium [&::-webkit-details-marker]:hidden">
              <span className="flex flex-wrap items-center gap-2">
                {question}
                {comingSoon && <Badge size="sm">Coming Soon</Badge>}
              </span>
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 text-muted">{answer}</p>
          </details>
        ))}
      </Card>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/resources/blog" className={buttonClass("secondary")}>
          Read the blog
        </Link>
        <Link to="/contact" className={buttonClass("primary")}>
          Contact us
        </Link>
      </div>
    </section>
  );
}
