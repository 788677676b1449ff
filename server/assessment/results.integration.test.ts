import { describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { aiCourses, aiTools, courseTools } from "../db/schema";
import type { AssessmentAnswers } from "~/lib/assessment";
import { assessmentResults, recommendedToolIds } from "./results";
import { findAssessmentStats, recordAssessmentFinish, recordAssessmentStart } from "./stats";

const answers: AssessmentAnswers = {
  discipline: "designer",
  tasks: [
    { task: "generate-images", hours: 10 },
    { task: "logo-design", hours: 2 },
  ],
  uses: ["used-maker"],
  budget: "20",
  needs: ["commercial", "no-training"],
  places: [],
};

const maker = "https://maker.example/pricing";
const source = { url: maker, kind: "maker" as const, asOf: "2026-10", checkedOn: "2026-11-02", quote: "Stated." };

describe.each(testDatabaseKinds)("the assessment's results on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");

  async function tool(slug: string, facts: Partial<typeof aiTools.$inferInsert>) {
    const [row] = await handle.db
      .insert(aiTools)
      .values({ slug, name: slug, description: "A tool.", pricing: "Freemium", exploreNowLink: `https://${slug}.example`, useCases: ["generate-images"], ...facts })
      .returning({ id: aiTools.id });
    return row!.id;
  }

  it("recommends only tools whose known facts meet every need, then those nothing rules out, never one already used", async () => {
    const known = { freeTier: true, commercialFree: "allowed", trainsOnContent: "no", factSources: { price: source, commercialUse: source, training: source } };
    const first = await tool("first-match", { ...known, popularity: 30 });
    await tool("second-match", { ...known, popularity: 20, startingPrice: "$15/month", freeTier: false, commercialFree: "no-free-plan", commercialPaid: "allowed", pricing: "Subscription" });
    await tool("trains-on-uploads", { ...known, trainsOnContent: "yes", popularity: 90 });
    await tool("too-dear", { ...known, freeTier: false, commercialFree: "no-free-plan", commercialPaid: "allowed", startingPrice: "$60/month", pricing: "Subscription", popularity: 80 });
    await tool("terms-unknown", { freeTier: true, trainsOnContent: "no", popularity: 70 });
    await tool("all-unknown", { popularity: 60 });
    await tool("used-maker", { ...known, popularity: 100, useCases: ["generate-images", "logo-design"] });
    await tool("draft-tool", { ...known, status: "draft" });
    const [course] = await handle.db.insert(aiCourses).values({ slug: "prompting", name: "Prompting", description: "Learn.", level: "Beginner", pricing: "Free", platformName: "School" }).returning({ id: aiCourses.id });
    await handle.db.insert(courseTools).values({ courseId: course!.id, toolId: first });

    const results = await assessmentResults(handle.db, answers);
    const [images, logos] = results.tasks;
    expect(images?.matches.map((found) => found.slug)).toEqual(["first-match", "second-match"]);
    // One place left: the tool with fewer facts missing first, each unknown said as such.
    expect(images?.maybes.map((found) => found.slug)).toEqual(["terms-unknown"]);
    expect(images?.maybes[0]?.checks.find((check) => check.requirement === "commercial")?.status).toBe("unknown");
    expect(images?.alreadyUsed).toEqual([{ slug: "used-maker", name: "used-maker" }]);
    expect(images?.course).toEqual({ slug: "prompting", name: "Prompting", platformName: "School", teaches: "first-match" });
    expect(images?.matches[0]?.factSources.commercialUse).toMatchObject({ kind: "maker", url: maker });
    expect(logos).toMatchObject({ matches: [], maybes: [], course: null, alreadyUsed: [{ slug: "used-maker" }] });

    // Two matches are fewer than three: no hours are covered, and the first step is the best match of the longest task.
    expect(results).toMatchObject({ totalHours: 12, coveredHours: 0, firstStep: { task: "generate-images", hours: 10, tool: { slug: "first-match" } }, unknownUses: [] });
    await tool("third-match", { ...known, popularity: 10 });
    expect((await assessmentResults(handle.db, answers)).coveredHours).toBe(10);
    expect(await recommendedToolIds(handle.db, answers)).toHaveLength(3);
  });

  it("names the tools it does not know instead of guessing", async () => {
    const results = await assessmentResults(handle.db, { ...answers, uses: ["gone-tool"] });
    expect(results.unknownUses).toEqual(["gone-tool"]);
    expect(results.firstStep).toBeNull();
  });

  it("counts starts, finishes and picked tasks per week, nothing else", async () => {
    await recordAssessmentStart(handle.db);
    await recordAssessmentStart(handle.db);
    await recordAssessmentFinish(handle.db, ["generate-images", "logo-design"]);
    await recordAssessmentFinish(handle.db, ["generate-images"]);
    const stats = await findAssessmentStats(handle.db);
    expect(stats.weeks).toHaveLength(1);
    expect(stats.weeks[0]).toMatchObject({ started: 2, finished: 2 });
    expect(new Date(`${stats.weeks[0]!.week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(stats.topTasks).toEqual([
      { task: "generate-images", picks: 2 },
      { task: "logo-design", picks: 1 },
    ]);
  });
});
