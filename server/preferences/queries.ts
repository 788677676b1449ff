import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { userPreferences } from "../db/schema";
import type { PreferencesInput } from "~/lib/schemas/auth";

export const DEFAULT_PREFERENCES: PreferencesInput = {
  emailNotifications: true,
  marketingEmails: false,
  securityAlerts: true,
  theme: "dark",
  language: "en",
};

export async function findPreferences(db: Database, userId: string): Promise<PreferencesInput> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  if (!row) return DEFAULT_PREFERENCES;
  return {
    emailNotifications: row.emailNotifications,
    marketingEmails: row.marketingEmails,
    securityAlerts: row.securityAlerts,
    theme: row.theme as PreferencesInput["theme"],
    language: row.language as PreferencesInput["language"],
  };
}

export async function savePreferences(db: Database, userId: string, preferences: PreferencesInput): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...preferences, updatedAt: new Date() } });
}
