import { formatDate } from "~/lib/dates";

/** An issue as a web page: in the archive, and (under the editor's own heading, so as an h2) as an admin's preview. */
export function NewsletterIssueArticle({
  issue,
  Heading = "h1",
}: {
  issue: { number: number | null; subject: string; content: string; sentAt: Date | string | null };
  Heading?: "h1" | "h2";
}) {
  return (
    <article>
      <p className="text-sm text-muted">
        {issue.number === null ? "Draft, not sent yet" : `Issue ${issue.number}`}
        {issue.sentAt && <> · {formatDate(issue.sentAt)}</>}
      </p>
      <Heading className="mt-2 text-4xl font-bold tracking-tight">{issue.subject}</Heading>
      {/* Sanitised on the server with the post allow-list (server/blog/sanitize.ts). */}
      <div className="post-content mt-8" dangerouslySetInnerHTML={{ __html: issue.content }} />
    </article>
  );
}
