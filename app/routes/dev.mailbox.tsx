import { Inbox } from "~/components/icons";
import { db } from "@server/db/index";
import { findRecentMail } from "@server/mail/outbox";
import { devMailboxAllowedContext } from "~/lib/request-context";
import type { Route } from "./+types/dev.mailbox";
import { Card } from "~/components/ui/card";

export const meta: Route.MetaFunction = () => [{ title: "Development mailbox" }, { name: "robots", content: "noindex" }];

/**
 * Every e-mail the site wrote, for running without a mail server. The server
 * decides who may see it (server/mail/dev-mailbox-access.ts): the e-mails hold
 * sign-in and reset links.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.get(devMailboxAllowedContext)) {
    throw new Response("Not found", { status: 404 });
  }
  const mail = await findRecentMail(await db());
  return {
    mail: mail.map((m) => ({ id: m.id, to: m.toAddress, subject: m.subject, text: m.textBody, status: m.status, createdAt: m.createdAt.toISOString() })),
  };
}

function Linkified({ text }: { text: string }) {
  // An address ends before whitespace and before the <> or [] plain text puts around one.
  const parts = text.split(/(https?:\/\/[^\s<>[\]]+)/g);
  return (
    <>
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="break-all text-accent underline">
            {part}
          </a>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </>
  );
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-3xl font-bold">
        <Inbox aria-hidden="true" className="size-7 text-accent" /> Development mailbox
      </h1>
      <p className="mt-2 text-muted">The 50 newest e-mails the site wrote. Set SMTP_URL to deliver them for real.</p>
      {loaderData.mail.length === 0 ? (
        <p className="mt-8 text-muted">No e-mails yet.</p>
      ) : (
        <ol className="mt-8 flex flex-col gap-4" aria-label="E-mails">
          {loaderData.mail.map((m) => (
            <li key={m.id}>
              <Card as="article" className="p-5" aria-label={`${m.subject} to ${m.to}`}>
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-semibold">{m.subject}</h2>
                  <span className="text-xs text-muted">
                    {`${m.status} · ${new Date(m.createdAt).toLocaleString("en-GB")}`}
                  </span>
                </header>
                <p className="text-sm text-muted">{`To: ${m.to}`}</p>
                <p className="mt-3 whitespace-pre-wrap text-sm">
                  <Linkified text={m.text} />
                </p>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
