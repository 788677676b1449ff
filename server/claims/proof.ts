/**
 * Whether someone controls a tool's domain, so that its maker may claim the tool's listing. Three
 * proofs: a file at a well-known address of the site holding the token we gave, a meta tag in the
 * head of the site's home page carrying it, or a confirmed e-mail on the tool's own domain (the rule
 * reviews use, makers.ts). Only the site's own origin is asked, through the pinned client
 * (safe-fetch.ts), and a redirect may move within the site's registrable domain (http to https, apex
 * to www) but never off it: a proof found elsewhere proves nothing about this site. A site on a shared
 * host (a repository, an app store) names no domain of its own, so nothing there can be proven.
 */
import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { getDomain } from "tldts";
import { safeFetch, type SafeFetchOptions, type SafeFetchResult } from "../links/safe-fetch";
import { isMakerEmail, makerDomainOf } from "../reviews/makers";

import { CLAIM_FILE_PATH, CLAIM_META_NAME, type ClaimMethod } from "~/lib/schemas/claim";

/** A fresh token to place in the file or the meta tag: URL-safe, and unguessable so no one else can put it there first. */
export function newClaimToken(): string {
  return `atelier-ai-${randomBytes(16).toString("hex")}`;
}

export type { ClaimMethod };

export type ClaimRefusal = "no-domain" | "token-not-found" | "other-token" | "meta-missing" | "email-other-domain" | "email-unconfirmed" | "unreachable";

export type ClaimProofResult = { ok: true; method: ClaimMethod } | { ok: false; reason: ClaimRefusal; detail?: string };

export interface ClaimProofInput {
  method: ClaimMethod;
  website: string;
  token: string;
  account: { email: string; emailVerified: boolean };
}

export interface ProofCheckOptions {
  /** The whole fetch: every redirect and the body. */
  timeoutMs: SafeFetchOptions["timeoutMs"];
  maxBytes: SafeFetchOptions["maxBytes"];
  maxRedirects: SafeFetchOptions["maxRedirects"];
  userAgent: SafeFetchOptions["userAgent"];
  /** Only tests, which serve their sites on this machine, name addresses here (127.0.0.1). */
  allowAddresses?: SafeFetchOptions["allowAddresses"];
  /** Only tests replace DNS. */
  lookup?: SafeFetchOptions["lookup"];
}

export const DEFAULT_PROOF_CHECK: ProofCheckOptions = {
  timeoutMs: 8_000,
  // A file of tokens is a few lines, and a home page's head comes well within its first 64 KB.
  maxBytes: 64 * 1024,
  maxRedirects: 3,
  userAgent: "AtelierAI-claim-check/1.0",
};

/** The site's origin and host, or null when it names no domain of its own (a shared host, no address at all). */
function siteOf(website: string): { origin: string; host: string; isAddress: boolean } | null {
  if (!URL.canParse(website)) return null;
  const url = new URL(website);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // An address is its own site (tests serve theirs on 127.0.0.1); makerDomainOf would refuse an IPv6 one for lacking a dot.
  if (isIP(host)) return { origin: url.origin, host, isAddress: true };
  if (makerDomainOf(website) === null) return null;
  return { origin: url.origin, host, isAddress: false };
}

/** A redirect may stay on the host or move within its registrable domain; an address has no domain, so only itself. */
function staysOnSite(site: { host: string; isAddress: boolean }): (next: URL) => boolean {
  const domain = site.isAddress ? null : getDomain(site.host, { allowPrivateDomains: true });
  return (next) => {
    const host = next.hostname.replace(/^\[|\]$/g, "");
    if (host === site.host) return true;
    return domain !== null && getDomain(host, { allowPrivateDomains: true }) === domain;
  };
}

export async function checkClaimProof(input: ClaimProofInput, options: ProofCheckOptions): Promise<ClaimProofResult> {
  const site = siteOf(input.website);
  if (!site) return { ok: false, reason: "no-domain" };
  const { method, token, account } = input;
  if (method === "email") {
    if (site.isAddress) return { ok: false, reason: "no-domain" };
    if (!account.emailVerified) return { ok: false, reason: "email-unconfirmed" };
    return isMakerEmail(account.email, input.website) ? { ok: true, method } : { ok: false, reason: "email-other-domain" };
  }
  // An empty token would match any blank line of a file or any empty content attribute.
  if (token.trim() === "") throw new Error("A claim token is never empty");
  const fetchOptions = { ...options, allowRedirect: staysOnSite(site) };
  if (method === "file") {
    // A file over the cap is refused (unreachable), not cut: cutting could hide a token past the cut and name the file someone else's.
    const answer = await safeFetch(`${site.origin}${CLAIM_FILE_PATH}`, { ...fetchOptions, accept: "text/plain,*/*;q=0.5", body: "refuse" });
    return fileProof(answer, token);
  }
  // The head comes first: the start of a long page is enough.
  const answer = await safeFetch(`${site.origin}/`, { ...fetchOptions, accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5", body: "cut" });
  if (!answer.ok) return { ok: false, reason: answer.status === null ? "unreachable" : "meta-missing", detail: answer.error };
  const found = headMetaContents(answer.body.toString("utf8"), CLAIM_META_NAME);
  return found.includes(token) ? { ok: true, method } : { ok: false, reason: "meta-missing" };
}

function fileProof(answer: SafeFetchResult, token: string): ClaimProofResult {
  if (!answer.ok) return { ok: false, reason: answer.status === null ? "unreachable" : "token-not-found", detail: answer.error };
  const lines = answer.body
    .toString("utf8")
    .split(/\r?\n/)
    .map((line) => line.trim());
  // Any line: one maker's several people may each have put their own token in the file.
  if (lines.includes(token)) return { ok: true, method: "file" };
  if (lines.every((line) => line === "")) return { ok: false, reason: "token-not-found", detail: "The file is empty" };
  // A site that answers every address with its app's page (a single-page app) has no file, rather than someone else's.
  if (/^\s*text\/html\b/i.test(answer.contentType)) return { ok: false, reason: "token-not-found", detail: "A web page answered, not the file" };
  return { ok: false, reason: "other-token" };
}

/**
 * The markup of a head, in the order a browser meets it: comments and elements whose content is
 * text (a script, a title) are passed over whole, so a tag written inside them is not taken for
 * one, and the head ends at `</head>` or `<body`. An unclosed comment or script runs to the end,
 * as it does in a browser.
 */
const HEAD_PARTS = new RegExp(
  [
    String.raw`<!--[\s\S]*?(?:-->|$)`,
    String.raw`<(?<text>script|style|title|textarea|template)(?=[\s/>])[^>]*>[\s\S]*?(?:<\/\k<text>\s*>|$)`,
    String.raw`<meta(?=[\s/>])(?<meta>(?:[^>"']|"[^"]*"|'[^']*')*)>`,
    String.raw`(?<end><\/head\s*>|<body(?=[\s/>]))`,
  ].join("|"),
  "gi",
);

/** One attribute: a name, then a value in double, single or no quotes, or none at all. */
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = "", doubleQuoted, singleQuoted, unquoted] of text.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    // As in a browser, the first of a repeated attribute is the one that counts.
    if (!attributes.has(key)) attributes.set(key, doubleQuoted ?? singleQuoted ?? unquoted ?? "");
  }
  return attributes;
}

/**
 * The content (trimmed) of every `<meta name="…">` of this name (any case) in the page's head,
 * whatever the attributes' order and quotes. Only the head counts, as for the search engines'
 * own site checks: the body of a home page may show what visitors wrote.
 */
export function headMetaContents(html: string, name: string): string[] {
  const wanted = name.toLowerCase();
  const contents: string[] = [];
  for (const part of html.matchAll(HEAD_PARTS)) {
    if (part.groups?.end !== undefined) break;
    const meta = part.groups?.meta;
    if (meta === undefined) continue;
    const attributes = attributesOf(meta);
    const content = attributes.get("content");
    if (attributes.get("name")?.trim().toLowerCase() === wanted && content !== undefined) contents.push(content.trim());
  }
  return contents;
}
