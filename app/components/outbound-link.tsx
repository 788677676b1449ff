import { ExternalLink } from "~/components/icons";

/** A link to another site: new tab, no opener, no referrer, marked as leaving the directory. */
export function OutboundLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer external" data-outbound="true" className={className}>
      {children}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only"> (opens the tool's website in a new tab)</span>
    </a>
  );
}
