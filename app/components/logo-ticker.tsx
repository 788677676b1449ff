import type { TickerLogo } from "@server/tools/queries";
import * as m from "~/paraglide/messages";
import { MonogramTile } from "./monogram-tile";

function TickerRow({ logos, reverse }: { logos: TickerLogo[]; reverse?: boolean }) {
  const item = (logo: TickerLogo, key: string, hidden: boolean) => (
    <li key={key} aria-hidden={hidden || undefined} className="flex shrink-0 items-center gap-3 px-6">
      {logo.src === null ? (
        <MonogramTile name={logo.toolName} colour={logo.colour} size={32} label={m.shell_ticker_initials({ name: logo.toolName })} />
      ) : logo.src.startsWith("/brand-logos/") ? (
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-white p-1.5">
          <img src={logo.src} alt={hidden ? "" : logo.altText} lang="en" className="size-full object-contain" height={20} width={20} loading="lazy" />
        </span>
      ) : (
        <img src={logo.src} alt={hidden ? "" : logo.altText} lang="en" className="h-8 max-h-8 w-auto" height={32} width={32} loading="lazy" />
      )}
      <span className="whitespace-nowrap text-sm font-medium text-muted">{logo.toolName}</span>
    </li>
  );
  return (
    <div className="ticker-row overflow-hidden">
      <ul className="ticker-track flex w-max" data-direction={reverse ? "reverse" : undefined} style={{ "--ticker-duration": `${logos.length * 5}s` }}>
        {logos.map((logo) => item(logo, `a-${logo.id}`, false))}
        {logos.map((logo) => item(logo, `b-${logo.id}`, true))}
      </ul>
    </div>
  );
}

/** Two rows of tool logos, each half of the list looping. Renders nothing without logos. */
export function LogoTicker({ logos }: { logos: TickerLogo[] }) {
  if (logos.length === 0) return null;
  const middle = Math.ceil(logos.length / 2);
  const rows = [logos.slice(0, middle), logos.slice(middle)].filter((row) => row.length > 0);
  return (
    <section aria-label={m.shell_ticker_label()} className="ticker flex flex-col gap-4 border-b border-border py-8 [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
      {rows.map((row, index) => (
        <TickerRow key={index} logos={row} reverse={index === 1} />
      ))}
    </section>
  );
}
