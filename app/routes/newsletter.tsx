import { data, useActionData } from "react-router";
import { db } from "@server/db/index";
import { subscribeToNewsletter } from "@server/newsletter/subscribe";
import { NewsletterCard, NewsletterThanks, type NewsletterActionData } from "~/components/newsletter-card";
import { pageMeta } from "~/lib/meta";
import { newsletterFieldErrors, newsletterSchema } from "~/lib/schemas/newsletter";
import type { Route } from "./+types/newsletter";
import { log } from "@server/log/index";

const SOURCES = new Set(["home", "newsletter-page"]);

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Weekly AI Tools Newsletter",
    description: "One short email a week with the AI tools, courses and workflows worth a creative professional's time.",
    location,
    matches,
  });

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values = { firstName: String(form.get("firstName") ?? ""), email: String(form.get("email") ?? "") };
  const parsed = newsletterSchema.safeParse(values);
  if (!parsed.success) {
    return data<NewsletterActionData>({ ok: false, errors: newsletterFieldErrors(parsed.error), values }, { status: 400 });
  }
  const source = String(form.get("source") ?? "");
  try {
    await subscribeToNewsletter(await db(), parsed.data, SOURCES.has(source) ? source : "newsletter-page");
  } catch (error) {
    log.error({ err: error }, "Newsletter subscription failed");
    return data<NewsletterActionData>({ ok: false, message: "Please try again later.", values }, { status: 500 });
  }
  return data<NewsletterActionData>({ ok: true });
}

export default function NewsletterPage() {
  // Without JavaScript the card's form posts here and this page shows the result.
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">Newsletter</h1>
      <p className="mt-3 text-muted">
        Every week: new AI tools tested for creative work, a course worth your evening, and one workflow idea.
      </p>
      <div className="mt-8">{result?.ok ? <NewsletterThanks /> : <NewsletterCard source="newsletter-page" title="Subscribe for free" pageResult={result} />}</div>
    </section>
  );
}
