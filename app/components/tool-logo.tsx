import { useEffect, useRef, useState } from "react";
import { CategoryIcon } from "./category-icon";
import { MonogramTile } from "./monogram-tile";
import * as m from "~/paraglide/messages";

/** A tool's logo; when the image fails, a tile with the category icon takes its place. */
export function ToolLogo({
  src,
  name,
  categoryIcon,
  colour,
  size = 48,
}: {
  src: string | null;
  name: string;
  categoryIcon: string | null;
  colour: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState(!src);
  const image = useRef<HTMLImageElement>(null);

  // An image that failed before hydration never fires onError in React.
  useEffect(() => {
    const element = image.current;
    if (element && element.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span
        role="img"
        aria-label={m.catalogue_logo({ name })}
        className="inline-flex shrink-0 items-center justify-center rounded-xl"
        style={{ width: size, height: size, backgroundColor: `${colour ?? "#8b5cf6"}33`, color: colour ?? undefined }}
      >
        <CategoryIcon name={categoryIcon} className="size-1/2" />
      </span>
    );
  }
  // Brand marks come from icon packages (scripts/brand-logos.mjs): drawn for light backgrounds, so on a white tile.
  if (src?.startsWith("/brand-logos/")) {
    return (
      <span className="inline-flex shrink-0 items-center justify-center rounded-xl bg-white ring-1 ring-black/5" style={{ width: size, height: size, padding: Math.round(size * 0.18) }}>
        <img ref={image} src={src} alt={m.catalogue_logo({ name })} width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(true)} className="size-full object-contain" />
      </span>
    );
  }
  // Without a mark or an upload, the tile shows the tool's initials, and says so.
  if (src?.startsWith("/logos/")) {
    return <MonogramTile name={name} colour={colour} size={size} label={m.catalogue_logo_initials({ name })} title={m.catalogue_logo_initials_title({ name })} />;
  }
  // A logo uploaded for the tool.
  return (
    <img
      ref={image}
      src={src ?? undefined}
      alt={m.catalogue_logo({ name })}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="shrink-0 rounded-xl"
    />
  );
}
