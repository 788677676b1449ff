// Accounts: deleting an account leaves no row that names the person.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, or, sql } from "drizzle-orm";
import { ADDRESS, PASSWORD, accountDeps, accountSteps, formRequest, type TestAccountDeps } from "../../tests/helpers/accounts";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { accounts, aiTools, blogPosts, catalogueChanges, mailOutbox, newsletterSubscribers, rateLimits, sessions, userFavorites, userPreferences, userRoles, users, verifications } from "../db/schema";
import { deleteAccount, requestPasswordReset, signIn, signUp } from "./accounts";

describe.each(testDatabaseKinds)("accounts on $name", (kind) => {
  let handle: DatabaseHandle;
  let deps: TestAccountDeps;
  beforeEach(async () => {
    handle = await kind.open();
    deps = accountDeps(handle);
  });
  afterEach(async () => {
    await handle.close();
  });
  const { mailTo, signedIn } = accountSteps(() => ({ handle, deps }));

  it("deletes an account only with its password, and then keeps no row that names the person", async () => {
    const { user, request } = await signedIn("leaving@example.com");
    const other = await signedIn("staying@example.com");
    const [tool] = await handle.db
      .insert(aiTools)
      .values({ slug: "sketcher", name: "Sketcher", description: "Draws.", pricing: "Free", exploreNowLink: "https://sketcher.example" })
      .returning({ id: aiTools.id });
    for (const { id } of [user, other.user]) await handle.db.insert(userFavorites).values({ userId: id, toolId: tool!.id });
    await handle.db.insert(userPreferences).values({ userId: user.id });
    await handle.db.insert(userRoles).values({ userId: user.id, role: "admin" });
    const [post] = await handle.db.insert(blogPosts).values({ title: "Hello", slug: "hello", author: "Ada", userId: user.id }).returning({ id: blogPosts.id });
    await handle.db.insert(catalogueChanges).values({ entity: "tool", entityId: tool!.id, action: "created", userId: user.id, userEmail: user.email, changes: {} });
    await handle.db.insert(newsletterSubscribers).values({ email: user.email, firstName: "Ada", unsubscribeToken: "unsubscribe-token" });
    await requestPasswordReset(deps, formRequest(), user.email);

    const naming = async () => ({
      users: await handle.db.select().from(users).where(eq(users.email, user.email)),
      sessions: await handle.db.select().from(sessions).where(eq(sessions.userId, user.id)),
      accounts: await handle.db.select().from(accounts).where(eq(accounts.userId, user.id)),
      userRoles: await handle.db.select().from(userRoles).where(eq(userRoles.userId, user.id)),
      userPreferences: await handle.db.select().from(userPreferences).where(eq(userPreferences.userId, user.id)),
      userFavorites: await handle.db.select().from(userFavorites).where(eq(userFavorites.userId, user.id)),
      blogPosts: await handle.db.select().from(blogPosts).where(eq(blogPosts.userId, user.id)),
      catalogueChanges: await handle.db
        .select()
        .from(catalogueChanges)
        .where(or(eq(catalogueChanges.userId, user.id), eq(catalogueChanges.userEmail, user.email))),
      verifications: await handle.db.select().from(verifications).where(eq(verifications.value, user.id)),
      mailOutbox: await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email)),
      newsletterSubscribers: await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
      rateLimits: await handle.db
        .select()
        .from(rateLimits)
        .where(sql`strpos(${rateLimits.key}, ${user.email}) > 0 or strpos(${rateLimits.key}, ${user.id}) > 0`),
    });
    const before = await naming();
    for (const [table, rows] of Object.entries(before)) expect(rows.length, table).toBeGreaterThan(0);

    const wrong = await deleteAccount(deps, request(), user, { password: "not-my-password" });
    expect(wrong).toMatchObject({ ok: false, code: "INVALID_PASSWORD" });
    const afterWrong = await naming();
    for (const [table, rows] of Object.entries(afterWrong)) expect(rows.length, table).toBe(before[table as keyof typeof before].length + (table === "rateLimits" ? 1 : 0));

    const deleted = await deleteAccount(deps, request(), user, { password: PASSWORD });
    expect(deleted.ok).toBe(true);
    expect(deleted.ok && deleted.headers.getSetCookie().join()).toMatch(/atelier\.session_token=;.*Max-Age=0/);
    for (const [table, rows] of Object.entries(await naming())) expect(rows, table).toEqual([]);
    // What the site published stays, no longer linked to the account.
    expect(await handle.db.select({ userId: blogPosts.userId, author: blogPosts.author }).from(blogPosts).where(eq(blogPosts.id, post!.id))).toEqual([{ userId: null, author: "Ada" }]);
    expect(await handle.db.select({ userEmail: catalogueChanges.userEmail }).from(catalogueChanges)).toEqual([{ userEmail: null }]);
    // Nobody else's.
    expect(await handle.db.select().from(userFavorites).where(eq(userFavorites.userId, other.user.id))).toHaveLength(1);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, other.user.id))).toHaveLength(1);

    expect(await signIn(deps, formRequest(), ADDRESS, { email: user.email, password: PASSWORD })).toMatchObject({ ok: false, code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(await signUp(deps, formRequest(), { email: user.email, password: PASSWORD, firstName: "", lastName: "" })).toEqual({ ok: true });
    expect((await mailTo(user.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Confirm your/)]);
  });
});
