import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../tests/helpers/test-database";
import type { DatabaseHandle } from "../db/client";
import { searchTools } from "../tools/search";
import { rebuildSearchLexicon } from "./lexicon";

/**
 * A word matched by more tools than are ranked together (server/tools/search.ts
 * ranks matches in blocks of 1,000): the pages still make one list, and the
 * tools with the word in their category, use cases or features come before
 * those with it only in their description.
 */
const IN_TAGS = 1200;
const IN_DESCRIPTION = 300;

describe.each(testDatabaseKinds)("a search with thousands of matches on $name", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await kind.openSeeded();
    // Description-only tools first, so the table's own order would put them ahead.
    await handle.db.execute(sql`
      insert into ai_tools (slug, name, description, pricing, explore_now_link, search_tags)
      select 'broad-' || i, 'Broad ' || i,
        case when i <= ${IN_DESCRIPTION} then 'Makes zorblets for studios.' else 'Makes things for studios.' end,
        'Free', 'https://example.com/' || i,
        case when i <= ${IN_DESCRIPTION} then 'Design' else 'Zorblets. Design' end
      from generate_series(1, ${IN_DESCRIPTION + IN_TAGS}) as i`);
    await rebuildSearchLexicon(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("pages through every match once, the better-placed ones first", async () => {
    const seen: string[] = [];
    const totals = new Set<number>();
    for (let page = 1; ; page++) {
      // 100 a page, the most a page holds: every page is a search of its own.
      const result = await searchTools(handle.db, { query: "zorblets", page, pageSize: 100 });
      totals.add(result.total);
      if (result.tools.length === 0) break;
      seen.push(...result.tools.map((tool) => tool.slug));
    }
    expect([...totals]).toEqual([IN_DESCRIPTION + IN_TAGS]);
    expect(new Set(seen).size).toBe(IN_DESCRIPTION + IN_TAGS);
    const inTags = (slug: string) => Number(slug.slice("broad-".length)) > IN_DESCRIPTION;
    expect(seen.slice(0, IN_TAGS).every(inTags)).toBe(true);
    // A page on its own is the same slice of the list.
    const page13 = await searchTools(handle.db, { query: "zorblets", page: 13, pageSize: 80 });
    expect(page13.tools.map((tool) => tool.slug)).toEqual(seen.slice(960, 1040));
  });
});
