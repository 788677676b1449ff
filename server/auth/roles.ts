import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { userRoles, users } from "../db/schema";

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
  return Boolean(row);
}

async function findUserIdByEmail(db: Database, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new Error(`No account uses ${email}. The person must sign up first.`);
  return user.id;
}

export async function grantAdmin(db: Database, email: string): Promise<void> {
  const userId = await findUserIdByEmail(db, email);
  await db.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
}

export async function revokeAdmin(db: Database, email: string): Promise<void> {
  const userId = await findUserIdByEmail(db, email);
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
}
