// Sign-ins from a new browser or device: recorded per account, and e-mailed to the owner from the second one on.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ADDRESS, BASE_URL, PASSWORD, accountDeps, accountSteps, cookieOf, type TestAccountDeps } from "../../tests/helpers/accounts";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { signIn } from "../auth/accounts";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox, userDevices, userPreferences, users } from "../db/schema";
import { DEVICE_COOKIE } from "./new-device";

const CHROME_ON_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** A sign-in form post from a browser with this User-Agent, carrying these cookies. */
const browserRequest = (userAgent: string, cookie?: string) =>
  new Request(`${BASE_URL}/auth`, { method: "POST", headers: { Origin: BASE_URL, "User-Agent": userAgent, ...(cookie ? { Cookie: cookie } : {}) } });

describe.each(testDatabaseKinds)("new-device alerts on $name", (kind) => {
  let handle: DatabaseHandle;
  let deps: TestAccountDeps;
  beforeEach(async () => {
    handle = await kind.open();
    deps = accountDeps(handle);
  });
  afterEach(async () => {
    await handle.close();
  });
  const { signUpConfirmed } = accountSteps(() => ({ handle, deps }));

  async function signInFrom(email: string, request: Request) {
    const result = await signIn(deps, request, ADDRESS, { email, password: PASSWORD });
    if (!result.ok) throw new Error(result.message);
    return result.headers;
  }
  const deviceCookieOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
  const alertsTo = (email: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).then((mail) => mail.filter((row) => row.kind === "new-device-sign-in"));
  const devicesOf = async (email: string) => {
    const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return handle.db.select().from(userDevices).where(eq(userDevices.userId, user!.id));
  };

  it("records the first browser an account signs in from by a hash of a new cookie, with no e-mail", async () => {
    await signUpConfirmed("ada@example.com");
    const cookie = deviceCookieOf(await signInFrom("ada@example.com", browserRequest(CHROME_ON_MAC)));
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; Max-Age=${400 * 24 * 60 * 60}; HttpOnly; SameSite=Lax$`));
    const deviceId = cookie!.split(";")[0]!.split("=")[1]!;
    const devices = await devicesOf("ada@example.com");
    expect(devices).toMatchObject([{ deviceHash: createHash("sha256").update(deviceId).digest("hex"), userAgent: CHROME_ON_MAC }]);
    expect(await alertsTo("ada@example.com")).toEqual([]);
  });

  it("alerts the owner once to a sign-in from a new browser, and not from a known one", async () => {
    await signUpConfirmed("ada@example.com");
    const first = await signInFrom("ada@example.com", browserRequest(CHROME_ON_MAC));

    await signInFrom("ada@example.com", browserRequest(FIREFOX_ON_WINDOWS));
    const [alert, ...more] = await alertsTo("ada@example.com");
    expect(more).toEqual([]);
    expect(alert!.subject).toBe("New sign-in to your Atelier AI account");
    expect(alert!.textBody).toContain("Hi Ada,");
    expect(alert!.textBody).toContain("Firefox on Windows, on ");
    expect(alert!.textBody).toMatch(/ \d{2}:\d{2} UTC\./);
    expect(alert!.textBody).toContain(`Choose a new password: ${BASE_URL}/auth?view=forgot`);

    const known = await signInFrom("ada@example.com", browserRequest(CHROME_ON_MAC, cookieOf(first)));
    expect(deviceCookieOf(known)).toBeUndefined();
    expect(await alertsTo("ada@example.com")).toHaveLength(1);
    expect(await devicesOf("ada@example.com")).toHaveLength(2);
  });

  it("alerts once when the same new browser signs in twice at the same moment", async () => {
    await signUpConfirmed("ada@example.com");
    await signInFrom("ada@example.com", browserRequest(CHROME_ON_MAC));
    const sameBrowser = `${DEVICE_COOKIE}=${"a".repeat(43)}`;
    await Promise.all([signInFrom("ada@example.com", browserRequest(FIREFOX_ON_WINDOWS, sameBrowser)), signInFrom("ada@example.com", browserRequest(FIREFOX_ON_WINDOWS, sameBrowser))]);
    expect(await alertsTo("ada@example.com")).toHaveLength(1);
  });

  it("sends no alert to an owner who switched Security alerts off, and still records the browser", async () => {
    await signUpConfirmed("ada@example.com");
    await signInFrom("ada@example.com", browserRequest(CHROME_ON_MAC));
    const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, "ada@example.com"));
    await handle.db.insert(userPreferences).values({ userId: user!.id, securityAlerts: false });

    await signInFrom("ada@example.com", browserRequest(FIREFOX_ON_WINDOWS));
    expect(await alertsTo("ada@example.com")).toEqual([]);
    expect(await devicesOf("ada@example.com")).toHaveLength(2);
  });
});
