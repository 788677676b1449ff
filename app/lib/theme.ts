import { isOneOf } from "./records";
import { THEMES, type Theme } from "./schemas/auth";

/** Visitors' theme lives in a cookie; signed-in users' in their preferences too. */
export const THEME_COOKIE = "theme";

export function themeFromCookie(cookieHeader: string | null): Theme | undefined {
  const match = cookieHeader?.match(/(?:^|;\s*)theme=([a-z]+)/);
  const value = match?.[1];
  return isOneOf(THEMES, value) ? value : undefined;
}

export function themeCookie(theme: Theme): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
