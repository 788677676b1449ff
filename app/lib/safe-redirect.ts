/** Only paths on this site: "//evil.com" and "https://evil.com" fall back to the default. */
export function safeRedirect(to: string | null | undefined, fallback = "/"): string {
  if (!to || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
