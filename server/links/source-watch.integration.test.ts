/**
 * The source watch against a local HTTP server (no outside network): a tool's
 * pricing and terms pages are fetched with the link checks, the first read is
 * the baseline, only a change of the readable text opens a source change, and
 * an admin closes it by confirming the facts or dismissing it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aSecondAgo, rolledBackPerTest, testDatabaseKinds } from "../../tests/helpers/test-database";
import { aiTools, catalogueChanges, linkChecks, sourceChanges, users } from "../db/schema";
import { defaultLinkCheckSettings, runLinkCheckPass, syncLinkTargets, type LinkCheckSettings } from "./checker";
import { readableText, textFingerprint } from "./page-text";
import { closeSourceChange, countOpenSourceChanges, currentMonth, findOpenSourceChangesOfTool, findSourceChangesToReview } from "./source-changes";

const pricingPage = (pro: string, layout: "tidy" | "loose" = "tidy") =>
  layout === "tidy"
    ? `<html><head><title>Pricing</title><style>.p{color:red}</style><script>window.build = "a1b2c3";</script></head><body>
<nav><a href="/">Home</a><a href="/blog?utm=1">Blog</a></nav>
<h1>Plans</h1>
<p>Free: 125 credits a month.</p>
<p>Standard: $12 per month.</p>
<p>Pro: ${pro} per month.</p>
<p>Unlimited: $76 per month.</p>
<p>Enterprise: ask us.</p>
<footer>© Runway, build 8841</footer>
</body></html>`
    : `<html>
  <head><title>Pricing</title></head>
  <body>
    <h1>
      Plans
    </h1>
    <p>Free:   125 credits
       a month.</p>

    <p>Standard: $12   per month.</p>
    <p>  Pro: ${pro} per   month.</p>
    <p>Unlimited:&nbsp;$76 per month.</p>
    <p>Enterprise:
      ask us.</p>
  </body>
</html>`;

const termsPage = (training: string) => `<html><body><h1>Terms of use</h1><p>You own what you make.</p><p>${training}</p><p>Be kind.</p></body></html>`;

/** A page far over the cap: its readable start, then padding a reader skips, then a line only a whole read would reach. */
const HUGE_PAGE = `<html><body><p>Start of a long page</p><script>${"x".repeat(3 * 1024 * 1024)}</script><p>END MARKER</p></body></html>`;

let pricingHtml = "";
let termsHtml = "";
const requested: string[] = [];
let server: http.Server;
let origin = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://test.local").pathname;
    requested.push(path);
    const html = (body: string) => res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(req.method === "HEAD" ? undefined : body);
    if (path === "/site") html("<p>Welcome</p>");
    else if (path === "/pricing") html(pricingHtml);
    else if (path === "/terms") html(termsHtml);
    else if (path === "/huge") html(HUGE_PAGE);
    else if (path === "/rebinding") html(pricingHtml);
    else if (path === "/to-rebinding") res.writeHead(302, { Location: `http://second.rebind.test:${(server.address() as AddressInfo).port}/rebinding` }).end();
    else if (path === "/to-private") res.writeHead(302, { Location: `http://localhost:${(server.address() as AddressInfo).port}/pricing` }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function settings(overrides: Partial<LinkCheckSettings["check"]> = {}): LinkCheckSettings {
  const base = defaultLinkCheckSettings("http://site.test", "worker-a");
  return { ...base, perHostDelayMs: 10, check: { ...base.check, timeoutMs: 5000, allowAddresses: ["127.0.0.1"], ...overrides } };
}

const admin = { id: "source-watch-admin", email: "source-watch-admin@example.com" };

describe.each(testDatabaseKinds)("source watch on $name", (kind) => {
  const handle = rolledBackPerTest(kind, "migrated");
  let toolId = "";

  beforeEach(async () => {
    await handle.db.delete(aiTools);
    await handle.db.insert(users).values({ id: admin.id, email: admin.email, name: "Admin", emailVerified: true });
    const [tool] = await handle.db
      .insert(aiTools)
      .values({
        slug: "runway",
        name: "Runway",
        description: "Video generation and editing.",
        pricing: "Freemium",
        exploreNowLink: `${origin}/site`,
        seePricingLink: `${origin}/pricing`,
        termsSource: `${origin}/terms`,
        termsAsOf: "2025-01",
      })
      .returning({ id: aiTools.id });
    toolId = tool!.id;
    pricingHtml = pricingPage("$28");
    termsHtml = termsPage("We do not train on your content.");
    await syncLinkTargets(handle.db);
    requested.length = 0;
  });

  /** Another pass once every link is due again. */
  async function passAgain(check?: Partial<LinkCheckSettings["check"]>) {
    await handle.db.update(linkChecks).set({ nextCheckAt: aSecondAgo() });
    return runLinkCheckPass(handle.db, settings(check));
  }

  const sourceRow = async (linkKind: "pricing" | "terms") =>
    (await handle.db.select().from(linkChecks).where(and(eq(linkChecks.toolId, toolId), eq(linkChecks.kind, linkKind))))[0]!;

  it("takes the first read as the baseline, ignores the same text laid out anew, and opens one change when the text changes", async () => {
    expect(await runLinkCheckPass(handle.db, settings())).toEqual({ checked: 3, failed: 0 });
    // The site is only checked; its sources are read, once each.
    expect(requested.sort()).toEqual(["/pricing", "/site", "/terms"]);
    const pricing = await sourceRow("pricing");
    expect(pricing).toMatchObject({ httpStatus: 200, error: null, consecutiveFailures: 0 });
    expect(pricing.pageText).toBe(["Plans", "Free: 125 credits a month.", "Standard: $12 per month.", "Pro: $28 per month.", "Unlimited: $76 per month.", "Enterprise: ask us."].join("\n"));
    expect(pricing.pageFingerprint).toBe(textFingerprint(pricing.pageText!));
    expect((await sourceRow("terms")).pageText).toContain("We do not train on your content.");
    expect(await handle.db.select().from(sourceChanges)).toEqual([]);

    await passAgain();
    expect(await countOpenSourceChanges(handle.db)).toBe(0);

    // Other spaces, line breaks, a non-breaking space, no navigation or footer: the same words.
    pricingHtml = pricingPage("$28", "loose");
    await passAgain();
    expect(await countOpenSourceChanges(handle.db)).toBe(0);

    pricingHtml = pricingPage("$35");
    await passAgain();
    const [change, ...others] = await findSourceChangesToReview(handle.db);
    expect(others).toEqual([]);
    expect(change).toMatchObject({ kind: "pricing", url: `${origin}/pricing`, toolName: "Runway", toolSlug: "runway", termsAsOf: "2025-01" });
    expect(change!.region).toEqual({
      lead: ["Free: 125 credits a month.", "Standard: $12 per month."],
      removed: ["Pro: $28 per month."],
      added: ["Pro: $35 per month."],
      removedMore: 0,
      addedMore: 0,
      trail: ["Unlimited: $76 per month.", "Enterprise: ask us."],
    });
    expect(await findOpenSourceChangesOfTool(handle.db, toolId)).toEqual([{ kind: "pricing", detectedAt: expect.any(Date) }]);

    // Unchanged since: nothing more. Changed again while it waits: the same change, its "after" the latest.
    await passAgain();
    expect(await countOpenSourceChanges(handle.db)).toBe(1);
    pricingHtml = pricingPage("$40");
    await passAgain();
    const [again, ...more] = await findSourceChangesToReview(handle.db);
    expect(more).toEqual([]);
    expect(again!.id).toBe(change!.id);
    expect(again!.region).toMatchObject({ removed: ["Pro: $28 per month."], added: ["Pro: $40 per month."] });
  });

  it("closes a change by confirming the facts (this month) or by dismissing it (the month as it was)", async () => {
    await runLinkCheckPass(handle.db, settings());
    pricingHtml = pricingPage("$35");
    termsHtml = termsPage("We may train our models on your content.");
    await passAgain();
    const changes = await findSourceChangesToReview(handle.db);
    expect(changes.map((change) => change.kind).sort()).toEqual(["pricing", "terms"]);
    const terms = changes.find((change) => change.kind === "terms")!;
    const pricing = changes.find((change) => change.kind === "pricing")!;
    expect(terms.region).toMatchObject({ removed: ["We do not train on your content."], added: ["We may train our models on your content."] });

    const termsAsOf = async () => (await handle.db.select({ termsAsOf: aiTools.termsAsOf }).from(aiTools).where(eq(aiTools.id, toolId)))[0]!.termsAsOf;
    expect(await closeSourceChange(handle.db, admin, terms.id, "dismissed")).toBe(true);
    expect(await termsAsOf()).toBe("2025-01");
    expect(await findOpenSourceChangesOfTool(handle.db, toolId)).toEqual([{ kind: "pricing", detectedAt: expect.any(Date) }]);

    expect(await closeSourceChange(handle.db, admin, pricing.id, "confirmed")).toBe(true);
    expect(await termsAsOf()).toBe(currentMonth());
    expect(currentMonth()).toMatch(/^\d{4}-\d{2}$/);
    expect(await countOpenSourceChanges(handle.db)).toBe(0);
    expect(await findOpenSourceChangesOfTool(handle.db, toolId)).toEqual([]);
    const closed = await handle.db.select().from(sourceChanges);
    expect(closed.map(({ kind, resolution, closedBy }) => ({ kind, resolution, closedBy })).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: "pricing", resolution: "confirmed", closedBy: admin.id },
      { kind: "terms", resolution: "dismissed", closedBy: admin.id },
    ]);
    // Confirming is an edit of the tool, in its admin history; dismissing changes no field.
    const history = await handle.db.select().from(catalogueChanges).where(eq(catalogueChanges.entityId, toolId));
    expect(history).toEqual([
      expect.objectContaining({ action: "facts confirmed against its changed pricing page", userEmail: admin.email, changes: { termsAsOf: { before: "2025-01", after: currentMonth() } } }),
    ]);

    // A change is closed once; the next change of the page opens a new one.
    expect(await closeSourceChange(handle.db, admin, pricing.id, "dismissed")).toBe(false);
    pricingHtml = pricingPage("$50");
    await passAgain();
    expect((await findSourceChangesToReview(handle.db)).map((change) => change.id)).not.toContain(pricing.id);
    expect(await countOpenSourceChanges(handle.db)).toBe(1);
  });

  it("takes a moved page's first read as a new baseline, not as a change", async () => {
    await runLinkCheckPass(handle.db, settings());
    pricingHtml = pricingPage("$35");
    await handle.db.update(aiTools).set({ seePricingLink: `${origin}/pricing?moved` }).where(eq(aiTools.id, toolId));
    await syncLinkTargets(handle.db);
    await passAgain();
    expect(await countOpenSourceChanges(handle.db)).toBe(0);
    expect((await sourceRow("pricing")).pageText).toContain("Pro: $35 per month.");
  });

  it("refuses a redirect to a private address", async () => {
    await handle.db.update(aiTools).set({ seePricingLink: `${origin}/to-private`, termsSource: null }).where(eq(aiTools.id, toolId));
    await syncLinkTargets(handle.db);
    requested.length = 0;
    await passAgain();
    const port = new URL(origin).port;
    expect(await sourceRow("pricing")).toMatchObject({ httpStatus: null, finalUrl: `http://localhost:${port}/pricing`, error: "Private address: not checked", pageFingerprint: null, pageText: null });
    expect(requested).not.toContain("/pricing");
  });

  it("connects only to the address it checked, through a redirect, when a name answers a public address first and a private one after", async () => {
    // 127.0.0.1 stands for a public address here (allowAddresses); ::1 for the private one a rebinding name turns to.
    // No server listens on ::1: a second lookup's answer would fail the fetch, never reach another machine.
    const lookups: string[] = [];
    const answered = new Map<string, number>();
    const rebinding = async (hostname: string) => {
      lookups.push(hostname);
      const count = (answered.get(hostname) ?? 0) + 1;
      answered.set(hostname, count);
      return count === 1 ? [{ address: "127.0.0.1", family: 4 }] : [{ address: "::1", family: 6 }];
    };
    const port = new URL(origin).port;
    await handle.db.update(aiTools).set({ seePricingLink: `http://first.rebind.test:${port}/to-rebinding`, termsSource: null }).where(eq(aiTools.id, toolId));
    await syncLinkTargets(handle.db);
    pricingHtml = pricingPage("$12");
    await passAgain({ lookup: rebinding });
    expect(await sourceRow("pricing")).toMatchObject({ httpStatus: 200, finalUrl: `http://second.rebind.test:${port}/rebinding`, error: null });
    expect((await sourceRow("pricing")).pageText).toContain("$12");
    // Each hop looked its name up once; every connection went to that answer.
    expect(lookups).toEqual(["first.rebind.test", "second.rebind.test"]);
  });

  it("cuts a page over the size cap and reads its start without failing", async () => {
    await handle.db.update(aiTools).set({ seePricingLink: `${origin}/huge`, termsSource: null }).where(eq(aiTools.id, toolId));
    await syncLinkTargets(handle.db);
    expect(settings().maxPageBytes).toBe(2 * 1024 * 1024);
    await passAgain();
    const row = await sourceRow("pricing");
    expect(row).toMatchObject({ httpStatus: 200, error: null, consecutiveFailures: 0, pageText: "Start of a long page" });
    expect(row.pageFingerprint).toBe(textFingerprint(readableText("<p>Start of a long page</p>")));
  });
});
