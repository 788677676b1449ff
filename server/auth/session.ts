/**
 * Who is asking: read from the session cookie on the server, for every
 * loader and action that needs it. Client-side checks are only for display.
 */
import { redirect } from "react-router";
import { pathWithoutLocale } from "~/lib/i18n";
import { db } from "../db/index";
import { AUTH_COOKIE_PREFIX } from "./auth";
import { getAuth } from "./index";
import { isAdmin } from "./roles";
import { log } from "../log/index";

export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  /** The password last typed to sign in falls short of today's rules: the settings page asks for a new one. */
  passwordOutdated: boolean;
}

// One lookup per request, however many loaders ask.
const perRequest = new WeakMap<Request, Promise<CurrentUser | null>>();

const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=`);

async function lookUp(request: Request): Promise<CurrentUser | null> {
  // Most visitors never sign in: without the session cookie there is nothing to look up.
  if (!SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) return null;
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    isAdmin: await isAdmin(await db(), user.id),
    passwordOutdated: user.passwordOutdated === true,
  };
}

export function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = lookUp(request);
    perRequest.set(request, pending);
  }
  return pending;
}

function signInRedirect(request: Request) {
  // Both addresses without the language prefix: React Router adds the page's own to the first, and
  // signing in adds the account's language to the second.
  const { pathname, search } = new URL(request.url);
  return redirect(`/auth?redirectTo=${encodeURIComponent(pathWithoutLocale(pathname) + search)}`);
}

export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw signInRedirect(request);
  return user;
}

/**
 * For every admin loader and action. Anonymous: to sign in. Signed in but
 * not an admin: to /unauthorized. The check itself failing: home, with 'Access Error'.
 */
export async function requireAdmin(request: Request): Promise<CurrentUser> {
  let user: CurrentUser | null;
  try {
    user = await getCurrentUser(request);
  } catch (error) {
    log.error({ err: error }, "Admin status could not be checked");
    throw redirect("/?notice=access-error");
  }
  if (!user) throw signInRedirect(request);
  if (!user.isAdmin) throw redirect("/unauthorized");
  return user;
}
