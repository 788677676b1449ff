import { MailX } from "~/components/icons";
import { Form, redirect, useSearchParams } from "react-router";
import { db } from "@server/db/index";
import { unsubscribe } from "@server/newsletter/subscribe";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/newsletter.unsubscribe";
import { IconTile } from "~/components/ui/icon-tile";
import * as m from "~/paraglide/messages";

export const handle = { breadcrumb: () => m.forms_unsubscribe_meta_title() };

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: m.forms_unsubscribe_meta_title(), location, matches }),
  { name: "robots", content: "noindex" },
];

/**
 * The unsubscribe link in the text of every newsletter e-mail. Opening it asks
 * for one click, because mail scanners open links without asking.
 */
export async function action({ request }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const done = await unsubscribe(await db(), token);
  throw redirect(`/newsletter?status=${done ? "unsubscribed" : "link-invalid"}`);
}

export default function UnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:px-6">
      <IconTile icon={MailX} size="lg" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{m.forms_unsubscribe_heading()}</h1>
      <p className="mt-3 text-muted">{m.forms_unsubscribe_body()}</p>
      <Form method="post" action={`?token=${encodeURIComponent(params.get("token") ?? "")}`} className="mt-8">
        <button type="submit" className={buttonClass("primary", "min-h-11")}>
          {m.forms_unsubscribe_button()}
        </button>
      </Form>
    </section>
  );
}
