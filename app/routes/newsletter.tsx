import { CheckCircle2, Info } from "~/components/icons";
import { data, Link, useActionData, useSearchParams } from "react-router";
import { getBotCheck } from "@server/botcheck/index";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { formRefusalHeaders, runPublicForm } from "@server/forms/public-form";
import { subscribeToNewsletter } from "@server/newsletter/subscribe";
import { NewsletterCard, NewsletterThanks } from "~/components/newsletter-card";
import { pageMeta } from "~/lib/meta";
import { NEWSLETTER_ISSUES_PATH } from "~/lib/newsletter-archive";
import { clientAddressContext } from "~/lib/request-context";
import { newsletterFields, newsletterSchema } from "~/lib/schemas/newsletter";
import { cacheablePage } from "~/lib/page-cache";
import type { Route } from "./+types/newsletter";

const SOURCES = new Set(["home", "newsletter-page"]);
const NEWSLETTER_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const handle = cacheablePage;

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "AI Tools Newsletter",
    description: "The AI tools, courses and workflows worth a creative professional's time, by e-mail.",
    location,
    matches,
  });

// A refusal's Retry-After reaches the visitor (React Router passes on only cookies otherwise).
export const headers: Route.HeadersFunction = formRefusalHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const database = await db();
  const source = String(form.get("source") ?? "");
  const { result, init } = await runPublicForm({ db: database, botCheck: getBotCheck() }, form, {
    schema: newsletterSchema,
    fields: newsletterFields,
    clientAddress: context.get(clientAddressContext),
    formName: "newsletter",
    limit: NEWSLETTER_RATE_LIMIT,
    failureMessage: "Please try again later.",
    // The answer is the same whatever the address's state, so the form tells no one who subscribes.
    store: async (input) => {
      await subscribeToNewsletter(database, input, SOURCES.has(source) ? source : "newsletter-page", { publicUrl: env().PUBLIC_URL });
    },
  });
  return data(result, init);
}

const STATUS_MESSAGES: Record<string, { tone: "success" | "info"; text: string }> = {
  confirmed: { tone: "success", text: "Your subscription is confirmed. The next newsletter will come to your inbox." },
  unsubscribed: { tone: "info", text: "You are unsubscribed and will get no more newsletter e-mails. Changed your mind? Subscribe again below." },
  "link-invalid": { tone: "info", text: "This link has already been used or is no longer valid. Subscribe below to get a new one." },
};

export default function NewsletterPage() {
  // Without JavaScript the card's form posts here and this page shows the result.
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const status = STATUS_MESSAGES[params.get("status") ?? ""];
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">Newsletter</h1>
      <p className="mt-3 text-muted">Every week: new AI tools for creative work, a course worth your evening, and one workflow idea.</p>
      <p className="mt-2 text-sm">
        <Link to={NEWSLETTER_ISSUES_PATH} className="font-medium text-accent underline underline-offset-2">
          Read past issues
        </Link>
      </p>
      {status && (
        <p role="status" className="mt-6 flex items-start gap-3 rounded-xl border border-border bg-surface-raised p-4 text-sm">
          {status.tone === "success" ? (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          ) : (
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          )}
          {status.text}
        </p>
      )}
      <div className="mt-8">{result?.ok ? <NewsletterThanks /> : <NewsletterCard source="newsletter-page" title="Subscribe for free" pageResult={result} />}</div>
    </section>
  );
}
