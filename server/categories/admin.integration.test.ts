import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CategoryAdminInput, CourseAdminInput } from "~/lib/schemas/catalogue-admin";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import { findCoursesTeachingTool } from "../courses/taught-tools";
import { findHistory } from "../catalogue/history";
import { deleteCourse, saveCourse, CHANGED_ELSEWHERE as COURSE_CHANGED } from "../courses/admin";
import type { DatabaseHandle } from "../db/client";
import { aiTools, categories, users } from "../db/schema";
import { resolveCategorySlug } from "./queries";
import { categoryInLanguage, findCategoryNames } from "./languages";
import { deleteCategory, findCategoryForEditing, findRedirectedCategorySlug, saveCategory } from "./admin";
import { parseForm } from "~/lib/forms";
import { categoryAdminFields, categoryAdminSchema } from "~/lib/schemas/catalogue-admin";
import { intendedCategory, listCategoryPhrases } from "../search/task-intent";

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
  searchPhrases: [],
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

  it("keeps the names and descriptions an admin writes in other languages, and the pages read them there or the English where none is written", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ version: "0", name: "Moving Pictures", displayName: "Moving Pictures", slug: "moving-pictures", description: "Tools that move pictures around.", icon: "Sparkles", colour: "#123456", sortOrder: "5" })) form.set(name, value);
    form.set("displayNameEs", "  Imágenes en movimiento ");
    form.set("descriptionFr", "Des outils qui animent les images.");
    const parsed = parseForm(categoryAdminSchema, form, categoryAdminFields);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const created = await saveCategory(handle.db, actor, parsed.data);
    if (!created.ok) throw new Error(created.message);
    const row = (await findCategoryForEditing(handle.db, created.id))!;
    expect(row.translations).toEqual({ es: { displayName: "Imágenes en movimiento" }, fr: { description: "Des outils qui animent les images." } });

    expect((await findCategoryNames(handle.db, "es"))["moving-pictures"]).toBe("Imágenes en movimiento");
    expect((await findCategoryNames(handle.db, "fr"))["moving-pictures"]).toBeUndefined();
    expect(await findCategoryNames(handle.db, "en")).toEqual({});
    expect(categoryInLanguage(row, "es")).toMatchObject({ displayName: "Imágenes en movimiento", displayNameLang: undefined, description: "Tools that move pictures around.", descriptionLang: "en" });
    expect(categoryInLanguage(row, "fr")).toMatchObject({ displayName: "Moving Pictures", displayNameLang: "en", description: "Des outils qui animent les images.", descriptionLang: undefined });
    expect(categoryInLanguage(row, "en")).toMatchObject({ displayName: "Moving Pictures", displayNameLang: undefined, descriptionLang: undefined });
    expect(categoryInLanguage(row, "de")).not.toHaveProperty("translations");

    const tooLong = new FormData();
    for (const [name, value] of form.entries()) tooLong.set(name, value);
    tooLong.set("displayNameDe", "x".repeat(81));
    const refused = parseForm(categoryAdminSchema, tooLong, categoryAdminFields);
    expect(refused.ok ? {} : refused.errors).toEqual({ displayNameDe: "The German display name must be 80 characters or fewer." });
    expect(refused.values.displayNameEs).toBe("  Imágenes en movimiento ");

    // Clearing a text in the form removes it: the page reads the English again.
    form.set("version", String(row.revision));
    form.set("displayNameEs", "");
    const cleared = parseForm(categoryAdminSchema, form, categoryAdminFields);
    if (!cleared.ok) throw new Error(JSON.stringify(cleared.errors));
    await saveCategory(handle.db, actor, cleared.data, created.id);
    expect((await findCategoryForEditing(handle.db, created.id))!.translations).toEqual({ fr: { description: "Des outils qui animent les images." } });
    const history = await findHistory(handle.db, "category", String(created.id));
    expect(history[0]!.changes).toMatchObject({ displayNameEs: { before: "Imágenes en movimiento", after: "" } });
  });

  it("keeps the search phrases an admin writes, one per line, tidied, and names a category by them", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ version: "0", name: "Moving Pictures", displayName: "Moving Pictures", slug: "moving-pictures", description: "Tools that move pictures around.", icon: "Sparkles", colour: "#123456", sortOrder: "5" })) form.set(name, value);
    form.set("searchPhrases", "  Flip  Book \n\nflip book\nanimate pictures\n");
    const parsed = parseForm(categoryAdminSchema, form, categoryAdminFields);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.data.searchPhrases).toEqual(["flip book", "animate pictures"]);
    const created = await saveCategory(handle.db, actor, parsed.data);
    if (!created.ok) throw new Error(created.message);
    expect((await findCategoryForEditing(handle.db, created.id))!.searchPhrases).toEqual(["flip book", "animate pictures"]);
    expect((await findHistory(handle.db, "category", String(created.id)))[0]!.changes).toMatchObject({ searchPhrases: { before: null, after: "flip book, animate pictures" } });
    expect(intendedCategory(await listCategoryPhrases(handle.db), "ai flip book")?.id).toBe(created.id);
    form.set("searchPhrases", Array.from({ length: 31 }, (_, index) => `phrase ${index}`).join("\n"));
    expect(parseForm(categoryAdminSchema, form, categoryAdminFields)).toMatchObject({ ok: false, errors: { searchPhrases: "Please keep to 30 search phrases." } });
  });

  it("creates, edits with a revision check, and deletes a course, recording each change", async () => {
    const course: CourseAdminInput = { version: "", name: "Drawing With Models", platform: "Test Academy", level: "Beginner", pricing: "Free", link: "", description: "A course that exists only inside this test, for its history.", featured: false, tools: [] };
    const created = await saveCourse(handle.db, actor, course);
    if (!created.ok) throw new Error(created.message);
    expect(await saveCourse(handle.db, actor, { ...course, version: "0", pricing: "Paid" }, created.id)).toEqual({ ok: true, id: created.id });
    expect(await saveCourse(handle.db, actor, { ...course, version: "0", pricing: "Freemium" }, created.id)).toEqual({ ok: false, status: 409, message: COURSE_CHANGED });
    expect(await deleteCourse(handle.db, actor, created.id)).toBe(true);
    const history = await findHistory(handle.db, "course", created.id);
    expect(history.map((change) => change.action)).toEqual(["deleted", "updated", "created"]);
    expect(history[1]!.changes).toEqual({ pricing: { before: "Free", after: "Paid" } });
  });

  it("links a course to the tools it teaches, and refuses a tool that does not exist", async () => {
    const [category] = await handle.db.insert(categories).values({ name: "Taught", displayName: "Taught", slug: "taught-test", description: "For the test.", icon: "Box", colour: "#123456", sortOrder: 99 }).returning();
    await handle.db.insert(aiTools).values({ slug: "taught-tool", name: "Taught Tool", description: "A tool a test course teaches, nothing more.", pricing: "Free", exploreNowLink: "https://taught.example", categoryId: category!.id, categoryName: category!.name });
    const course: CourseAdminInput = { version: "", name: "Learning Taught Tool", platform: "Test Academy", level: "Beginner", pricing: "Free", link: "", description: "A course that teaches the one tool of this test, for its links.", featured: false, tools: ["taught-tool", "no-such-tool"] };
    expect(await saveCourse(handle.db, actor, course)).toEqual({ ok: false, status: 400, message: "No tool has the address name no-such-tool.", field: "tools" });
    const created = await saveCourse(handle.db, actor, { ...course, tools: ["taught-tool"] });
    if (!created.ok) throw new Error(created.message);
    const [tool] = await handle.db.select().from(aiTools).where(eq(aiTools.slug, "taught-tool"));
    expect((await findCoursesTeachingTool(handle.db, tool!.id)).map((c) => c.name)).toEqual(["Learning Taught Tool"]);
    await saveCourse(handle.db, actor, { ...course, version: "0", tools: [] }, created.id);
    expect(await findCoursesTeachingTool(handle.db, tool!.id)).toEqual([]);
    expect((await findHistory(handle.db, "course", created.id))[0]!.changes).toEqual({ tools: { before: "taught-tool", after: null } });
  });
});
