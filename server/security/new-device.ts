/**
 * Sign-ins from a new browser or device. A long-lived random cookie names the browser; the
 * database keeps only its SHA-256 hash per account, so a copy of the table cannot be turned back
 * into cookies. The first browser an account signs in from is simply recorded; each new one after
 * that is e-mailed to the owner (when Security alerts is on), who can act if it was not them.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { userDevices, userPreferences, users } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { newDeviceSignInMail } from "../mail/templates";
import { recipientLanguage } from "../mail/language";
import { pathInLocale, type Locale } from "~/lib/i18n";
import * as m from "~/paraglide/messages";

export const DEVICE_COOKIE = "device";
/** The longest a browser keeps a cookie (Chrome caps Max-Age at 400 days). */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** 32 random bytes, base64url: anything else in the cookie was not made here and is replaced. */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function deviceIdFrom(request: Request): string | undefined {
  for (const pair of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, value] = pair.trim().split("=", 2);
    if (name === DEVICE_COOKIE && value && DEVICE_ID_PATTERN.test(value)) return value;
  }
  return undefined;
}

/** Order matters: browsers name the ones they are built on too (Edge says Chrome and Safari, Chrome says Safari). */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Version\/.*Safari\//, "Safari"],
];
/** Order matters: iPhones say "like Mac OS X", Android and ChromeOS say Linux. */
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/**
 * "Firefox on Windows" ("Firefox sur Windows"), from a User-Agent header, in the owner's language:
 * enough for them to recognise their own browser, no more. Browsers and systems are product names.
 */
export function describeUserAgent(userAgent: string | null, locale: Locale = "en"): string {
  const ua = userAgent ?? "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return m.email_device_browser_on({ browser, system }, { locale });
  if (browser) return browser;
  return system ? m.email_device_some_browser_on({ system }, { locale }) : m.email_device_unknown_browser({}, { locale });
}

/**
 * Records the browser behind a successful sign-in and, when it is new to an account that has
 * signed in before, alerts the owner. Answers the Set-Cookie headers to send with the sign-in's
 * answer (none when the browser already carries its cookie).
 */
export async function recordSignInDevice(
  db: Database,
  request: Request,
  userId: string,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<Headers> {
  const headers = new Headers();
  let deviceId = deviceIdFrom(request);
  if (!deviceId) {
    deviceId = randomBytes(32).toString("base64url");
    // Secure follows the site's own scheme, like the session cookie: behind a TLS proxy the last hop may be plain HTTP.
    const secure = publicUrl.startsWith("https://") ? "; Secure" : "";
    headers.append("Set-Cookie", `${DEVICE_COOKIE}=${deviceId}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  }
  const deviceHash = createHash("sha256").update(deviceId).digest("hex");
  const userAgent = request.headers.get("User-Agent");

  await db.transaction(async (tx) => {
    // ON CONFLICT: of two sign-ins from the same new browser at once, only one inserts, so only one alerts.
    const inserted = await tx.insert(userDevices).values({ userId, deviceHash, userAgent }).onConflictDoNothing().returning({ userId: userDevices.userId });
    if (inserted.length === 0) {
      await tx
        .update(userDevices)
        .set({ lastSeenAt: sql`now()`, userAgent })
        .where(and(eq(userDevices.userId, userId), eq(userDevices.deviceHash, deviceHash)));
      return;
    }
    const [owner] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        emailVerified: users.emailVerified,
        // No preferences row means the defaults, which have Security alerts on.
        securityAlerts: sql<boolean>`coalesce(${userPreferences.securityAlerts}, true)`,
        signedInBefore: sql<boolean>`exists (select 1 from ${userDevices} where ${and(eq(userDevices.userId, userId), ne(userDevices.deviceHash, deviceHash))})`,
      })
      .from(users)
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .where(eq(users.id, userId));
    if (!owner?.signedInBefore || !owner.securityAlerts) return;
    const locale = await recipientLanguage(tx, userId);
    await enqueueMail(tx, newDeviceSignInMail(owner, { at: now, browser: describeUserAgent(userAgent, locale) }, `${publicUrl}${pathInLocale("/auth?view=forgot", locale)}`, locale));
  });
  return headers;
}

/**
 * Whether the account has signed in only once, in the browser it uses now: one browser on record,
 * seen at one sign-in. Its dashboard greets it with "Welcome" rather than "Welcome back".
 */
export async function signedInOnce(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ first: userDevices.firstSeenAt, last: userDevices.lastSeenAt })
    .from(userDevices)
    .where(eq(userDevices.userId, userId))
    .limit(2);
  return rows.length === 1 && rows[0]!.first.getTime() === rows[0]!.last.getTime();
}
