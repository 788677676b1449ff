import { CheckCircle2, Info } from "lucide-react";
import { data, useActionData, useSearchParams } from "react-router";
import { getBotCheck } from "@server/botcheck/index";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { checkPublicForm, refusalInit } from "@server/forms/public-form";
import { log } from "@server/log/index";
import { subscribeToNewsletter } from "@server/newsletter/subscribe";
import { NewsletterCard, NewsletterThanks } from "~/components/newsletter-card";
import { parseForm, type FormResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { newsletterFields, newsletterSchema, type NewsletterField } from "~/lib/schemas/newsletter";
import type { Route } from "./+types/newsletter";

const SOURCES = new Set(["home", "newsletter-page"]);
const NEWSLETTER_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Weekly AI Tools Newsletter",
    description: "One short email a week with the AI tools, courses and workflows worth a creative professional's time.",
    location,
    matches,
  });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseForm(newsletterSchema, form, newsletterFields);
  if (!parsed.ok) return data<FormResult<NewsletterField>>({ ok: false, errors: parsed.errors, values: parsed.values }, 400);
  const database = await db();
  const check = await checkPublicForm({ db: database, botCheck: getBotCheck() }, form, {
    clientAddress: context.get(clientAddressContext),
    formName: "newsletter",
    limit: NEWSLETTER_RATE_LIMIT,
    failureMessage: "Please try again later.",
  });
  if (!check.ok) return data<FormResult<NewsletterField>>({ ok: false, message: check.message, values: parsed.values }, refusalInit(check));
  const source = String(form.get("source") ?? "");
  try {
    // The answer is the same whatever the address's state, so the form tells no one who subscribes.
    await subscribeToNewsletter(database, parsed.data, SOURCES.has(source) ? source : "newsletter-page", { publicUrl: env().PUBLIC_URL });
  } catch (error) {
    log.error({ err: error }, "Newsletter subscription failed");
    return data<FormResult<NewsletterField>>({ ok: false, message: "Please try again later.", values: parsed.values }, 503);
  }
  return data<FormResult<NewsletterField>>({ ok: true });
}

const STATUS_MESSAGES: Record<string, { tone: "success" | "info"; text: string }> = {
  confirmed: { tone: "success", text: "Your subscription is confirmed. The next newsletter will come to your inbox." },
  unsubscribed: { tone: "info", text: "You are unsubscribed and will get no more newsletter e-mails. Changed your mind? Subscribe again below." },
  "link-invalid": { tone: "info", text: "This link has already been used or is no longer valid. Subscribe below to get a new one." },
};

export default function NewsletterPage() {
  // Without JavaScript the card's form posts here and this page shows the result.
  const result = useActionData<typeof action>() as FormResult<NewsletterField> | undefined;
  const [params] = useSearchParams();
  const status = STATUS_MESSAGES[params.get("status") ?? ""];
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">Newsletter</h1>
      <p className="mt-3 text-muted">Every week: new AI tools for creative work, a course worth your evening, and one workflow idea.</p>
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
