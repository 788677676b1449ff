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
import * as m from "~/paraglide/messages";
import type { Route } from "./+types/newsletter";

const SOURCES = new Set(["home", "newsletter-page"]);
const NEWSLETTER_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const handle = { ...cacheablePage, breadcrumb: () => m.forms_newsletter_heading() };

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: m.forms_newsletter_meta_title(),
    description: m.forms_newsletter_meta_description(),
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
    failureMessage: m.forms_newsletter_try_later(),
    // The answer is the same whatever the address's state, so the form tells no one who subscribes.
    store: async (input) => {
      await subscribeToNewsletter(database, input, SOURCES.has(source) ? source : "newsletter-page", { publicUrl: env().PUBLIC_URL });
    },
  });
  return data(result, init);
}

const STATUS_MESSAGES: Record<string, { tone: "success" | "info"; text: () => string }> = {
  confirmed: { tone: "success", text: m.forms_newsletter_confirmed },
  unsubscribed: { tone: "info", text: m.forms_newsletter_unsubscribed },
  "link-invalid": { tone: "info", text: m.forms_newsletter_link_invalid },
};

export default function NewsletterPage() {
  // Without JavaScript the card's form posts here and this page shows the result.
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const status = STATUS_MESSAGES[params.get("status") ?? ""];
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">{m.forms_newsletter_heading()}</h1>
      <p className="mt-3 text-muted">{m.forms_newsletter_intro()}</p>
      <p className="mt-2 text-sm">
        <Link to={NEWSLETTER_ISSUES_PATH} className="font-medium text-accent underline underline-offset-2">
          {m.forms_newsletter_past_issues()}
        </Link>
      </p>
      {status && (
        <p role="status" className="mt-6 flex items-start gap-3 rounded-xl border border-border bg-surface-raised p-4 text-sm">
          {status.tone === "success" ? (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          ) : (
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          )}
          {status.text()}
        </p>
      )}
      <div className="mt-8">{result?.ok ? <NewsletterThanks /> : <NewsletterCard source="newsletter-page" title={m.forms_newsletter_subscribe_free()} pageResult={result} />}</div>
    </section>
  );
}
