import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CategoryAdminInput, CourseAdminInput } from "~/lib/schemas/catalogue-admin";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { findHistory } from "../catalogue/history";
import { deleteCourse, saveCourse, CHANGED_ELSEWHERE as COURSE_CHANGED } from "../courses/admin";
import type { DatabaseHandle } from "../db/client";
import { aiTools, users } from "../db/schema";
import { resolveCategorySlug } from "./queries";
import { deleteCategory, findCategoryForEditing, findRedirectedCategorySlug, saveCategory } from "./admin";

const actor = { id: "admin-2", email: "admin@example.com" };
const category = (overrides: Partial<CategoryAdminInput> = {}): CategoryAdminInput => ({
  version: "0",
  name: "Moving Pictures",
  displayName: "Moving Pictures",
  slug: "",
  description: "Tools that move pictures around.",
  icon: "Sparkles",
  colour: "#123456",
  sortOrder: 5,
  ...overrides,
});

describe.each(testDatabaseKinds)("category and course administration on $name", (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await kind.open();
    await handle.db.insert(users).values({ id: actor.id, name: "Admin", email: actor.email, emailVerified: true });
  });
  afterEach(async () => {
    await handle.close();
  });

  it("keeps an old category address working after its slug changes, and refuses to delete a category with tools", async () => {
    const created = await saveCategory(handle.db, actor, category());
    if (!created.ok) throw new Error(created.message);
    expect((await findCategoryForEditing(handle.db, created.id))!.slug).toBe("moving-pictures");
    const renamed = await saveCategory(handle.db, actor, category({ slug: "motion" }), created.id);
    expect(renamed).toEqual({ ok: true, id: created.id });
    expect(await findRedirectedCategorySlug(handle.db, "moving-pictures")).toBe("motion");
    expect(await resolveCategorySlug(handle.db, "motion")).toBe("motion");
    expect(await saveCategory(handle.db, actor, category({ slug: "stale" }), created.id)).toMatchObject({ ok: false, status: 409 });

    await handle.db.insert(aiTools).values({ slug: "mover", name: "Mover", description: "Moves pictures about for the test.", pricing: "Free", exploreNowLink: "https://mover.example", categoryId: created.id });
    expect(await deleteCategory(handle.db, actor, created.id)).toEqual({ ok: false, message: "1 tools are in this category: move them to another one first." });
    await handle.db.delete(aiTools);
    expect(await deleteCategory(handle.db, actor, created.id)).toEqual({ ok: true });
    expect((await findHistory(handle.db, "category", String(created.id))).map((change) => change.action)).toEqual(["deleted", "updated", "created"]);
  });

  it("creates, edits with a revision check, and deletes a course, recording each change", async () => {
    const course: CourseAdminInput = { version: "", name: "Drawing With Models", platform: "Test Academy", level: "Beginner", pricing: "Free", link: "", description: "A course that exists only inside this test, for its history.", featured: false };
    const created = await saveCourse(handle.db, actor, course);
    if (!created.ok) throw new Error(created.message);
    expect(await saveCourse(handle.db, actor, { ...course, version: "0", pricing: "Paid" }, created.id)).toEqual({ ok: true, id: created.id });
    expect(await saveCourse(handle.db, actor, { ...course, version: "0", pricing: "Freemium" }, created.id)).toEqual({ ok: false, status: 409, message: COURSE_CHANGED });
    expect(await deleteCourse(handle.db, actor, created.id)).toBe(true);
    const history = await findHistory(handle.db, "course", created.id);
    expect(history.map((change) => change.action)).toEqual(["deleted", "updated", "created"]);
    expect(history[1]!.changes).toEqual({ pricing: { before: "Free", after: "Paid" } });
  });
});
