/** What admins do with courses: list, create, edit, delete, each change recorded. */
import { and, count, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import { slugFromTitle } from "~/lib/blog";
import type { CourseAdminInput } from "~/lib/schemas/catalogue-admin";
import { differences, recordChange, removal, type Actor } from "../catalogue/history";
import type { Database } from "../db/client";
import { byName } from "../db/order";
import { aiCourses, aiTools } from "../db/schema";
import { replaceCourseTools, taughtToolSlugs } from "./taught-tools";

export const CHANGED_ELSEWHERE = "This course was changed by someone else since you opened it. Reload it to see the latest version.";
const PAGE_SIZE = 30;

export async function countCourses(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(aiCourses);
  return row?.total ?? 0;
}

export async function listCoursesForAdmin(db: Database, { search, page }: { search: string; page: number }) {
  const where: SQL | undefined = search ? ilike(aiCourses.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const [courses, [counted]] = await Promise.all([
    db
      .select({ id: aiCourses.id, name: aiCourses.name, platform: aiCourses.platformName, level: aiCourses.level, pricing: aiCourses.pricing, featured: aiCourses.isFeatured })
      .from(aiCourses)
      .where(where)
      .orderBy(sql`${byName(aiCourses.name)} asc`)
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(aiCourses).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { courses, total, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export async function findCourseForEditing(db: Database, id: string) {
  const [course] = await db.select().from(aiCourses).where(eq(aiCourses.id, id));
  return course;
}

const snapshot = (c: { name: string; platformName: string; level: string; pricing: string; link: string | null; description: string; isFeatured: boolean }) => ({
  name: c.name,
  platform: c.platformName,
  level: c.level,
  pricing: c.pricing,
  link: c.link || null,
  description: c.description,
  featured: c.isFeatured,
});

export async function saveCourse(db: Database, actor: Actor, input: CourseAdminInput, id?: string): Promise<{ ok: true; id: string } | { ok: false; status: number; message: string; field?: "tools" }> {
  const values = {
    name: input.name,
    platformName: input.platform,
    level: input.level,
    pricing: input.pricing,
    link: input.link || null,
    description: input.description,
    isFeatured: input.featured,
  };
  return db.transaction(async (tx) => {
    const known = input.tools.length ? await tx.select({ slug: aiTools.slug }).from(aiTools).where(inArray(aiTools.slug, input.tools)) : [];
    const unknown = input.tools.filter((slug) => !known.some((tool) => tool.slug === slug));
    if (unknown.length) return { ok: false, status: 400, message: `No tool has the address name ${unknown.join(", ")}.`, field: "tools" as const };
    if (!id) {
      const base = slugFromTitle(input.name) || "course";
      const taken = new Set((await tx.select({ slug: aiCourses.slug }).from(aiCourses).where(sql`${aiCourses.slug} = ${base} or ${aiCourses.slug} like ${`${base}-%`}`)).map((r) => r.slug));
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      const [created] = await tx.insert(aiCourses).values({ ...values, slug }).returning({ id: aiCourses.id });
      await replaceCourseTools(tx, [{ slug, tools: input.tools }]);
      await recordChange(tx, actor, "course", created!.id, "created", differences(undefined, { ...snapshot(values), tools: input.tools.join(", ") || null }));
      return { ok: true, id: created!.id };
    }
    const [before] = await tx.select().from(aiCourses).where(eq(aiCourses.id, id));
    if (!before) return { ok: false, status: 404, message: "This course no longer exists." };
    const updated = await tx
      .update(aiCourses)
      .set({ ...values, revision: sql`${aiCourses.revision} + 1` })
      .where(and(eq(aiCourses.id, id), eq(aiCourses.revision, Number(input.version))))
      .returning({ id: aiCourses.id });
    if (updated.length === 0) return { ok: false, status: 409, message: CHANGED_ELSEWHERE };
    const taughtBefore = (await taughtToolSlugs(tx)).get(before.slug) ?? [];
    await replaceCourseTools(tx, [{ slug: before.slug, tools: input.tools }]);
    await recordChange(
      tx,
      actor,
      "course",
      id,
      "updated",
      differences({ ...snapshot(before), tools: taughtBefore.join(", ") || null }, { ...snapshot(values), tools: [...input.tools].sort().join(", ") || null }),
    );
    return { ok: true, id };
  });
}

/** Nothing depends on a course: deleting only asks first. */
export async function deleteCourse(db: Database, actor: Actor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(aiCourses).where(eq(aiCourses.id, id)).returning();
    if (!before) return false;
    await recordChange(tx, actor, "course", id, "deleted", removal(snapshot(before)));
    return true;
  });
}
