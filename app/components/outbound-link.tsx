import { ExternalLink } from "~/components/icons";
import * as m from "~/paraglide/messages";

/**
 * A link to another site: new tab, no opener, no referrer, marked as leaving the directory. Given
 * `visitOf` (a tool's slug), following it counts one visit to that tool's site, by a beacon that
 * carries nothing but the tool (server/tools/popularity.ts).
 */
export function OutboundLink({ href, children, className, visitOf }: { href: string; children: React.ReactNode; className?: string; visitOf?: string }) {
  const countVisit = visitOf ? () => navigator.sendBeacon?.(`/tools/${visitOf}/visit`) : undefined;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer external" data-outbound="true" className={className} onClick={countVisit} onAuxClick={countVisit}>
      {children}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{m.opens_tool_site()}</span>
    </a>
  );
}
