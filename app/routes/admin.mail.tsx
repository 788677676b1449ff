import { MailX } from "~/components/icons";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { accepted, refused, unavailable, type FormAnswer } from "@server/forms/answer";
import { findFailedMail, MAIL_KIND_LABELS, retryFailedMail } from "@server/mail/outbox";
import { entryOf } from "~/lib/records";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { SubmitButton } from "~/components/ui/submit-button";
import { parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { mailRetryFields, mailRetrySchema } from "~/lib/schemas/mail-retry";
import type { Route } from "./+types/admin.mail";
import { formatDateTime } from "~/lib/dates";
import { Card } from "~/components/ui/card";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Failed e-mails", location, matches }),
  { name: "robots", content: "noindex" },
];

export const handle = { breadcrumb: () => "Failed e-mails" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const failed = await findFailedMail(await db());
  return {
    mail: failed.map(({ kind, createdAt, ...mail }) => ({
      ...mail,
      kindLabel: entryOf(MAIL_KIND_LABELS, kind) || "Other",
      createdAt: createdAt.toISOString(),
    })),
  };
}

const TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Queued again."],
  failure: ["Error", "The e-mail could not be queued again. Please try again."],
};

export async function action({ request }: Route.ActionArgs): Promise<FormAnswer> {
  await requireAdmin(request);
  const parsed = parseForm(mailRetrySchema, await request.formData(), mailRetryFields);
  if (!parsed.ok) return refused(400, { message: "Choose an e-mail to send again.", values: {} });
  try {
    const queued = await retryFailedMail(await db(), parsed.data.intent === "retry-all" ? "all" : [parsed.data.id]);
    if (queued === 0) return refused(409, { message: "Nothing was queued: it is queued again already, or its link no longer works.", values: {} });
    return accepted(queued === 1 ? "The e-mail is queued again." : `${queued} e-mails are queued again.`);
  } catch (error) {
    return unavailable(error, { log: "Failed e-mails could not be queued again", values: {} });
  }
}

export default function FailedMail({ loaderData, actionData }: Route.ComponentProps) {
  const { mail } = loaderData;
  // One fetcher for the page: a row that is sent again leaves the list, and the toast must still show.
  const { fetcher, busy } = useFormAction({ fields: [], toasts: TOASTS, pageResult: actionData, clearOnSuccess: false });
  const pending = busy ? String(fetcher.formData?.get("id") ?? fetcher.formData?.get("intent") ?? "") : undefined;
  const retriable = mail.filter((item) => !item.linkExpired).length;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-3xl font-bold">
            <MailX aria-hidden="true" className="size-7 text-accent" /> Failed e-mails
          </h1>
          <p className="mt-2 max-w-prose text-muted">
            E-mails the mail server did not take in a day of tries, or whose recipient it refused, newest first. Sending one again gives it another day of tries.
          </p>
        </div>
        {retriable > 1 && (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="retry-all" />
            <SubmitButton busy={pending === "retry-all"}label={`Retry all (${retriable})`} busyLabel="Queuing..." />
          </fetcher.Form>
        )}
      </div>

      {mail.length === 0 ? (
        <p className="mt-10 rounded-2xl border border-dashed border-border p-10 text-center text-muted">No e-mail has failed. Every e-mail was sent or is still being tried.</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-3" aria-label="Failed e-mails">
          {mail.map((item) => (
            <Card as="li" key={item.id} className="p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold [overflow-wrap:anywhere]">{item.subject}</span>
                <span className="text-xs text-muted">{`${formatDateTime(item.createdAt)} UTC`}</span>
              </div>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-muted sm:grid-cols-2">
                <div className="[overflow-wrap:anywhere]">
                  <dt className="inline">To: </dt>
                  <dd className="inline text-foreground">{item.toAddress}</dd>
                </div>
                <div>
                  <dt className="inline">Kind: </dt>
                  <dd className="inline">{item.kindLabel}</dd>
                </div>
                <div>
                  <dt className="inline">Tries: </dt>
                  <dd className="inline">{item.attempts}</dd>
                </div>
                <div className="sm:col-span-2 [overflow-wrap:anywhere]">
                  <dt className="inline">Last error: </dt>
                  <dd className="inline text-foreground">{item.lastError ?? "none recorded"}</dd>
                </div>
              </dl>
              {item.linkExpired ? (
                <p className="mt-3 text-sm text-muted">Its link no longer works, so it is not sent again: the person can ask for a new link on the sign-in page.</p>
              ) : (
                <fetcher.Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="id" value={item.id} />
                  <SubmitButton
                    busy={pending === item.id}
                    label="Retry"
                    busyLabel="Queuing..."
                    aria-label={`Retry the e-mail "${item.subject}" to ${item.toAddress}`}
                  />
                </fetcher.Form>
              )}
            </Card>
          ))}
        </ol>
      )}
    </section>
  );
}
