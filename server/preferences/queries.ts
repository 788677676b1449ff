import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { userPreferences, users } from "../db/schema";
import { isOneOf } from "~/lib/records";
import { LANGUAGES, THEMES, type PreferencesInput } from "~/lib/schemas/auth";
import { isAccountSubscribed, setAccountSubscription, setSubscriberLanguage } from "../newsletter/subscribe";

/** A stored theme or language, or none: the columns are text, written only after the settings form's check. */
const themeOf = (stored: string | null | undefined) => (isOneOf(THEMES, stored) ? stored : undefined);
const languageOf = (stored: string | null | undefined) => (isOneOf(LANGUAGES, stored) ? stored : undefined);

export const DEFAULT_PREFERENCES: PreferencesInput = {
  emailNotifications: true,
  marketingEmails: false,
  securityAlerts: true,
  theme: "dark",
  language: "en",
};

/** An account's settings; "Marketing emails" is read from the newsletter's subscriber list. */
export async function findPreferences(db: Database, account: { id: string; email: string }): Promise<PreferencesInput> {
  const [[row], marketingEmails] = await Promise.all([
    db.select().from(userPreferences).where(eq(userPreferences.userId, account.id)),
    isAccountSubscribed(db, account.email),
  ]);
  if (!row) return { ...DEFAULT_PREFERENCES, marketingEmails };
  return {
    emailNotifications: row.emailNotifications,
    marketingEmails,
    securityAlerts: row.securityAlerts,
    theme: themeOf(row.theme) ?? DEFAULT_PREFERENCES.theme,
    language: languageOf(row.language) ?? DEFAULT_PREFERENCES.language,
  };
}

/** The account's theme and language, each none when it never chose one: read on every page, so one small query. */
export async function findAppearance(
  db: Database,
  userId: string,
): Promise<{ theme: PreferencesInput["theme"] | undefined; language: PreferencesInput["language"] | undefined }> {
  const [row] = await db.select({ theme: userPreferences.theme, language: userPreferences.language }).from(userPreferences).where(eq(userPreferences.userId, userId));
  return { theme: themeOf(row?.theme), language: languageOf(row?.language) };
}

export async function saveTheme(db: Database, userId: string, theme: PreferencesInput["theme"]): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, theme })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { theme, updatedAt: new Date() } });
}

export async function saveLanguage(db: Database, userId: string, language: PreferencesInput["language"]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(userPreferences)
      .values({ userId, language })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { language, updatedAt: new Date() } });
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (account) await setSubscriberLanguage(tx, account.email, language);
  });
}

/** The language the account chose, or none: pages and e-mails use it once the person is signed in. */
export async function findLanguage(db: Database, userId: string): Promise<PreferencesInput["language"] | undefined> {
  const [row] = await db.select({ language: userPreferences.language }).from(userPreferences).where(eq(userPreferences.userId, userId));
  return languageOf(row?.language);
}

/** Saves the settings, and subscribes or unsubscribes the account's address when "Marketing emails" moved. */
export async function savePreferences(db: Database, account: { id: string; email: string; firstName: string | null }, preferences: PreferencesInput): Promise<void> {
  const { marketingEmails, ...stored } = preferences;
  await db.transaction(async (tx) => {
    await tx
      .insert(userPreferences)
      .values({ userId: account.id, ...stored })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { ...stored, updatedAt: new Date() } });
    if (marketingEmails !== (await isAccountSubscribed(tx, account.email))) await setAccountSubscription(tx, account, marketingEmails, stored.language);
    else await setSubscriberLanguage(tx, account.email, stored.language);
  });
}
