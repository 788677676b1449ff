/**
 * Answers a request for a social card. Pages name a card with its current version
 * (`?v=`, app/lib/social-images.ts); that address never changes content, so it is cached
 * for a year. Any other version, or none, gets the current image with a short cache: an
 * image of old data is never served. Each version is drawn once and kept in memory.
 */
import { SITE_CARD_VERSION, SOCIAL_CARD_KINDS, type SocialCardKind } from "~/lib/social-images";
import type { Database } from "../db/client";
import { monogramLetters } from "~/lib/monogram";
import { ImageCache } from "./cache";
import { renderCard, type SocialCard } from "./card";
import { logoDataUri } from "./logo";
import { findCategoryCard, findPostCard, findToolCard } from "./queries";
import { isOneOf } from "~/lib/records";

export type SocialImageTarget = { kind: "site" } | { kind: SocialCardKind; slug: string };

export interface SocialImageOptions {
  cache: ImageCache;
  render: (card: SocialCard) => Promise<Buffer>;
  loadLogo: (logoUrl: string | null) => Promise<string | undefined>;
}

/** The card an address names (`/social/<kind>/<slug>.png`), if it names one. */
export function parseSocialImageTarget(kind: string, file: string): SocialImageTarget | undefined {
  const slug = /^(.+)\.png$/.exec(file)?.[1];
  return slug && isOneOf(SOCIAL_CARD_KINDS, kind) ? { kind, slug } : undefined;
}

/** At most `slots` drawings at once: a crawler asking for hundreds of cards queues instead of filling memory. */
function limitConcurrency<A, R>(slots: number, task: (arg: A) => Promise<R>): (arg: A) => Promise<R> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (arg) => {
    if (running < slots) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task(arg);
    } finally {
      // A waiting drawing takes over the slot; otherwise it is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** A card is about 60-90 KB: 32 MB keeps several hundred, the most shared ones. */
const CACHE_BYTES = 32 * 1024 * 1024;

const defaultOptions: SocialImageOptions = { cache: new ImageCache(CACHE_BYTES), render: limitConcurrency(2, renderCard), loadLogo: logoDataUri };

interface CurrentCard {
  /** What the cache keeps it under: one entry per card, whatever its version. */
  name: string;
  version: string;
  draw: () => Promise<SocialCard>;
}

async function findCurrentCard(db: Database, target: SocialImageTarget, loadLogo: SocialImageOptions["loadLogo"]): Promise<CurrentCard | undefined> {
  if (target.kind === "site") return { name: "site", version: SITE_CARD_VERSION, draw: async () => ({ kind: "site" }) };
  const name = `${target.kind}/${target.slug}`;
  switch (target.kind) {
    case "tools": {
      const tool = await findToolCard(db, target.slug);
      return (
        tool && {
          name,
          version: tool.version,
          draw: async () => ({ kind: "tool", ...tool, logo: await loadLogo(tool.logoUrl), initials: monogramLetters(tool.name) }),
        }
      );
    }
    case "category": {
      const category = await findCategoryCard(db, target.slug);
      return category && { name, version: category.version, draw: async () => ({ kind: "category", ...category }) };
    }
    case "blog": {
      const post = await findPostCard(db, target.slug);
      return post && { name, version: post.version, draw: async () => ({ kind: "blog", ...post }) };
    }
  }
}

/** If-None-Match compares weakly (RFC 9110): W/"x" matches "x". */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === etag;
  });
}

export async function socialImageResponse(
  db: Database,
  target: SocialImageTarget,
  request: Request,
  options: SocialImageOptions = defaultOptions,
): Promise<Response> {
  const card = await findCurrentCard(db, target, options.loadLogo);
  // Drafts and unknown addresses look the same from outside; once published, the card is there within a minute.
  if (!card) return new Response("No such image.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });
  const image = await options.cache.get(card.name, card.version, async () => options.render(await card.draw()));
  const current = new URL(request.url).searchParams.get("v") === card.version;
  const headers = {
    "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    ETag: image.etag,
  };
  if (matchesEtag(request.headers.get("If-None-Match"), image.etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.body), {
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(image.body.length) },
  });
}
