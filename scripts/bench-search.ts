/**
 * `npm run bench:search`: search quality, then search and autocomplete
 * latency at 100,000 tools. Quality: recall at 5 over the fixed query set
 * (server/search/query-set.ts) on the real catalogue, and how many generic
 * task searches show only market leaders in their first three. Latency budget
 * (DESIGN.md): p95 under 50 ms. Uses PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is set, in a database it creates and drops; PGlite in
 * memory otherwise.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { loadCatalogue } from "../server/catalogue/file";
import { openDatabase, type DatabaseHandle } from "../server/db/client";
import { seedCatalogue } from "../server/catalogue/seed";
import { searchTools, suggestTools } from "../server/tools/search";
import { rebuildSearchLexicon } from "../server/search/lexicon";
import { GENERIC_TASK_SET, recallAtFive, SEARCH_QUERY_SET } from "../server/search/query-set";
import { openScratchPostgres } from "../tests/helpers/scratch-postgres";

const TARGET_TOOLS = Number(process.env.BENCH_TOOLS ?? 100_000);
// With 30 runs the p95 was the second-slowest run, so one pause of the machine (another process,
// a garbage collection) decided it; 100 runs make it the sixth-slowest.
const RUNS = 100;
const BUDGET_MS = 50;

async function openTarget(): Promise<{ handle: DatabaseHandle; label: string }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { handle: await openDatabase({ kind: "pglite-memory" }), label: "PGlite (in memory)" };
  return { handle: await openScratchPostgres(adminUrl, { prefix: "bench" }), label: "PostgreSQL" };
}

/** Plausible tool names and descriptions, so trigram and full-text indexes work as they would on real data. */
async function addSyntheticTools(handle: DatabaseHandle, count: number) {
  await handle.db.execute(sql`
    insert into ai_tools (slug, name, description, pricing, explore_now_link, category_id, category_name)
    select
      'synthetic-' || i,
      (array['Pixel','Frame','Muse','Story','Vox','Canvas','Lumen','Motion','Draft','Echo','Prism','Sketch','Tone','Scene','Glyph','Nova','Reel','Quill','Beat','Forge'])[1 + i % 20]
        || (array['ly','flow','craft','lab','kit','studio','mind','works','box','AI','hub','forge','pilot','spark','shift','wave','base','loop','grid','sense'])[1 + (i / 20) % 20]
        || ' ' || i,
      'Helps ' || (array['designers','writers','marketers','photographers','architects','videographers','illustrators','podcasters'])[1 + i % 8]
        || ' ' || (array['generate images','edit video','write copy','remove backgrounds','plan campaigns','transcribe interviews','compose music','build websites','design logos','render interiors'])[1 + (i / 8) % 10]
        || ' with ' || (array['templates','prompts','brand kits','automation','collaboration','version history','style presets','batch export'])[1 + (i / 80) % 8] || '.',
      (array['Free','Freemium','Paid','Subscription','One-time Payment'])[1 + i % 5],
      'https://example.com/tools/' || i,
      c.id,
      c.name
    from generate_series(1, ${count}) as i
    join categories c on c.sort_order = 1 + i % 40
  `);
  // The richer index as real tools have it: use cases, features and platforms in the search columns.
  await handle.db.execute(sql`
    update ai_tools set
      use_cases = array[(array['transcribe','edit-video','write-copy','remove-backgrounds','logo-design','compose-music','build-websites','interior-design'])[1 + (substr(slug, 11)::int) % 8]],
      platforms = case (substr(slug, 11)::int) % 5 when 0 then array['web'] when 1 then array['web','mac'] when 2 then array['windows','mac'] when 3 then array['ios','android'] else array['web','api'] end,
      free_tier = (substr(slug, 11)::int) % 3 = 0,
      features = array['Batch export of ' || (array['images','clips','drafts','stems'])[1 + (substr(slug, 11)::int) % 4], 'Shared workspaces', 'Version history'],
      search_tags = category_name || '. ' || (array['Transcribe interviews and recordings','Edit video','Marketing and ad copy','Remove backgrounds','Design logos','Compose music','Build websites and landing pages','Interior design and room makeovers'])[1 + (substr(slug, 11)::int) % 8]
        || '. Batch export. Shared workspaces. Version history',
      search_platforms = (array['Web','Web. macOS','Windows. macOS','iOS. Android','Web. API'])[1 + (substr(slug, 11)::int) % 5]
    where slug like 'synthetic-%'
  `);
  await rebuildSearchLexicon(handle.db);
  // The update above left a dead copy of every row: vacuum, as autovacuum would on a live site.
  await handle.db.execute(sql`vacuum analyze ai_tools`);
  await handle.db.execute(sql`vacuum analyze search_lexicon`);
}

function percentile(samples: number[], p: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, run: () => Promise<unknown>) {
  await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  console.log(`${label.padEnd(46)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms ${p95 <= BUDGET_MS ? "" : "  OVER BUDGET"}`);
  return p95;
}

const { handle, label } = await openTarget();
try {
  await handle.migrate();
  const catalogue = loadCatalogue();
  await seedCatalogue(handle.db, catalogue);

  // Quality first, on the real catalogue alone.
  let recall = 0;
  let hits = 0;
  console.log(`Search quality on the catalogue (${catalogue.tools.length} tools), ${SEARCH_QUERY_SET.length} searches:`);
  for (const { query, expected } of SEARCH_QUERY_SET) {
    const top = (await searchTools(handle.db, { query, pageSize: 5 })).tools.map((t) => t.slug);
    const score = recallAtFive(expected, top);
    recall += score;
    if (top.some((slug) => expected.includes(slug))) hits++;
    console.log(`  ${score.toFixed(2)}  ${query.padEnd(40)} ${top.join(", ")}`);
  }
  console.log(`Recall at 5: ${(recall / SEARCH_QUERY_SET.length).toFixed(3)}; a right tool in the first five for ${hits} of ${SEARCH_QUERY_SET.length} searches\n`);

  let leadersFirst = 0;
  console.log(`Generic task searches, ${GENERIC_TASK_SET.length}: the first three`);
  for (const { query, expected } of GENERIC_TASK_SET) {
    const top = (await searchTools(handle.db, { query, pageSize: 3 })).tools.map((t) => t.slug);
    const allLeaders = top.length === 3 && top.every((slug) => expected.includes(slug));
    if (allLeaders) leadersFirst++;
    console.log(`  ${allLeaders ? "leaders" : "MIXED  "}  ${query.padEnd(32)} ${top.join(", ")}`);
  }
  console.log(`Market leaders in the first three for ${leadersFirst} of ${GENERIC_TASK_SET.length} generic task searches\n`);

  const started = performance.now();
  await addSyntheticTools(handle, TARGET_TOOLS - catalogue.tools.length);
  console.log(`${label}: ${TARGET_TOOLS} tools ready in ${((performance.now() - started) / 1000).toFixed(1)} s; ${RUNS} runs each, budget p95 ${BUDGET_MS} ms\n`);

  const results = [
    await measure("search 'midjourney'", () => searchTools(handle.db, { query: "midjourney" })),
    await measure("search 'midjurney' (typo)", () => searchTools(handle.db, { query: "midjurney" })),
    await measure("search 'video' (one broad word)", () => searchTools(handle.db, { query: "video" })),
    await measure("search 'video editing'", () => searchTools(handle.db, { query: "video editing" })),
    await measure("search 'video editing', page 50", () => searchTools(handle.db, { query: "video editing", page: 50 })),
    await measure("search 'transcribe an interview'", () => searchTools(handle.db, { query: "transcribe an interview" })),
    await measure("search 'transcibe intervew' (typos)", () => searchTools(handle.db, { query: "transcibe intervew" })),
    await measure("search 'logo for my bakery' (relaxed)", () => searchTools(handle.db, { query: "logo for my bakery" })),
    await measure("search 'trnscrbe' (empty, did you mean)", () => searchTools(handle.db, { query: "trnscrbe" })),
    await measure("'video' + mac + free plan + commercial", () =>
      searchTools(handle.db, { query: "video", platforms: ["mac"], freeTier: true, commercialUse: true }),
    ),
    await measure("browse: platform web + task transcribe", () => searchTools(handle.db, { platforms: ["web"], useCases: ["transcribe"] })),
    await measure("search 'logo' + 2 categories + pricing", () =>
      searchTools(handle.db, { query: "logo", categorySlugs: ["logo-and-branding", "design-and-graphics"], pricing: ["Free"] }),
    ),
    await measure("search 'text to image' (category's leaders)", () => searchTools(handle.db, { query: "text to image" })),
    await measure("search 'ai video editor' (category's leaders)", () => searchTools(handle.db, { query: "ai video editor" })),
    await measure("browse most notable, page 1", () => searchTools(handle.db, {})),
    await measure("browse most notable, page 50", () => searchTools(handle.db, { page: 50 })),
    await measure("browse newest, page 50", () => searchTools(handle.db, { sort: "newest", page: 50 })),
    await measure("autocomplete 'fi'", () => suggestTools(handle.db, "fi")),
    await measure("autocomplete 'pixelfl'", () => suggestTools(handle.db, "pixelfl")),
  ];
  const worst = Math.max(...results);
  console.log(`\nWorst p95: ${worst.toFixed(1)} ms (${worst <= BUDGET_MS ? "within" : "over"} the ${BUDGET_MS} ms budget)`);
} finally {
  await handle.close();
}
