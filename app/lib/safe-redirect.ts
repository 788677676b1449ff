const PROBE_ORIGIN = "http://site.invalid";

/**
 * A path on this site to send the visitor to, or the fallback. The value is
 * parsed the way browsers parse it (tabs and newlines dropped, backslashes as
 * slashes), so "//evil.example", "/\\evil.example" and "/\t/evil.example" all
 * fall back; what comes back is re-serialised, so it never carries a control character.
 * Dot segments are resolved first, as a browser would: "/.//evil.example" and "/%2e%2e//evil.example"
 * are "//evil.example" once resolved, and fall back too. Runs of slashes further in are collapsed,
 * so no prefix taken off later ("/es//evil.example") leaves an address of another host.
 */
export function safeRedirect(to: string | null | undefined, fallback = "/"): string {
  if (!to) return fallback;
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const cleaned = to.replace(/[\u0000-\u001f\u007f]/g, "");
  if (!cleaned.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(cleaned, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith("//")) return fallback;
  const path = `${url.pathname.replace(/\/{2,}/g, "/")}${url.search}${url.hash}`;
  return isSitePath(path) ? path : fallback;
}

/** Whether a browser reads `path` as an address on this site: one slash, then anything but a slash or backslash. */
export function isSitePath(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path)) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The sign-in page, set to come back to `here` (a path with its query, and a
 * fragment to scroll to) once signed in. From the sign-in page itself, nowhere new.
 */
export function signInHref(here: { pathname: string; search?: string; hash?: string }): string {
  if (here.pathname === "/auth") return "/auth";
  const back = `${here.pathname}${here.search ?? ""}${here.hash ?? ""}`;
  return back === "/" ? "/auth" : `/auth?redirectTo=${encodeURIComponent(back)}`;
}
