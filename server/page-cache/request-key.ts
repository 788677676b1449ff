/**
 * Which requests may be answered from the page cache, and under which key.
 * Only anonymous visitors: a request with any cookie but the theme's (a
 * session, a notice waiting to be shown) is rendered for that visitor.
 */
import { THEME_COOKIE, themeFromCookie } from "~/lib/theme";

/** Names of cookies that do not make a page personal. */
const SHARED_COOKIES = new Set([THEME_COOKIE]);

function cookieNames(header: string): string[] {
  return header
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter(Boolean);
}

export function isAnonymous(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return true;
  return cookieNames(cookieHeader).every((name) => SHARED_COOKIES.has(name));
}

/**
 * Everything that changes the HTML of an anonymous page: the address with its
 * query, and the theme (it is written into <html>). `undefined`: not cacheable.
 */
export function pageCacheKey(request: { method: string; originalUrl: string; headers: { cookie?: string } }): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (!isAnonymous(request.headers.cookie)) return undefined;
  // Read as text, not parsed: this runs before the URL checks, on whatever bytes came in.
  const pathname = request.originalUrl.split(/[?#]/, 1)[0]!;
  // Loader data for client-side navigation is JSON of its own, not a page.
  if (pathname.endsWith(".data")) return undefined;
  return `${themeFromCookie(request.headers.cookie ?? null) ?? ""} ${request.originalUrl}`;
}

export type Encoding = "br" | "gzip" | "identity";

/** The best encoding the client accepts (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}
