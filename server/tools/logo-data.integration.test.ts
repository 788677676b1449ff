import { describe, expect, it } from "vitest";
import { rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { aiTools, categories } from "../db/schema";
import { findToolLogoData } from "./queries";

describe.each(testDatabaseKinds)("the generated logo's data on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");

  it("names published tools only: a draft or a discontinued tool is as unknown as a slug nobody used", async () => {
    const [category] = await handle.db.insert(categories).values({ slug: "tiles", name: "Tiles", displayName: "Tiles", description: "Tiles for a test.", icon: "Palette", colour: "#336699" }).returning();
    const tool = (slug: string, name: string, status: "draft" | "published" | "discontinued") => ({
      slug,
      name,
      status,
      description: "A tool made for this test, nothing more.",
      pricing: "Free",
      exploreNowLink: `https://${slug}.example`,
      categoryId: category!.id,
    });
    await handle.db.insert(aiTools).values([tool("shown", "Shown Tool", "published"), tool("secret", "Secret Launch", "draft"), tool("gone", "Gone Tool", "discontinued")]);

    expect(await findToolLogoData(handle.db, "shown")).toEqual({ name: "Shown Tool", colour: "#336699" });
    expect(await findToolLogoData(handle.db, "secret")).toBeUndefined();
    expect(await findToolLogoData(handle.db, "gone")).toBeUndefined();
    expect(await findToolLogoData(handle.db, "nobody")).toBeUndefined();
  });
});
