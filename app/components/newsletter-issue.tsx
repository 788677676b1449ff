import { formatDate } from "~/lib/dates";

/** An issue as a web page: in the archive, and as an admin's preview of a draft. */
export function NewsletterIssueArticle({ issue }: { issue: { number: number | null; subject: string; content: string; sentAt: Date | string | null } }) {
  return (
    <article>
      <p className="text-sm text-muted">
        {issue.number === null ? "Draft, not sent yet" : `Issue ${issue.number}`}
        {issue.sentAt && <> · {formatDate(issue.sentAt)}</>}
      </p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{issue.subject}</h1>
      {/* Sanitised on the server with the post allow-list (server/blog/sanitize.ts). */}
      <div className="post-content mt-8" dangerouslySetInnerHTML={{ __html: issue.content }} />
    </article>
  );
}
