/** Finding the right tool: task searches, filters, tool facts, courses and logos, as a visitor meets them. */
import { expect, test } from "@playwright/test";
import { SEARCH_QUERY_SET } from "../../server/search/query-set";
import { catalogue, toolsOf } from "./catalogue-data";

const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase(), "en");

test("a task search with platform and free-plan filters and a sort keeps all of it through a reload", async ({ page }) => {
  await page.goto("/tools");
  await page.getByLabel("Search AI tools").fill("transcribe");
  await expect(page).toHaveURL(/search=transcribe/);
  await page.getByRole("button", { name: "Filters" }).click();
  const filters = page.getByRole("dialog", { name: "Filters" });
  await filters.getByLabel("macOS").check();
  await expect(page).toHaveURL(/platform=mac/);
  await filters.getByLabel("Has a free plan").check();
  await expect(page).toHaveURL(/free=1/);
  await page.keyboard.press("Escape");
  await page.getByLabel("Sort by").selectOption("name");
  await expect(page).toHaveURL(/sort=name/);

  const allowed = new Set(catalogue.tools.filter((t) => t.platforms.includes("mac") && t.freeTier === true).map((t) => t.name));
  const names = page.locator("article h3");
  await expect(names.first()).toBeVisible();
  const shown = await names.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const name of shown) expect(allowed.has(name), `${name} runs on macOS with a free plan`).toBe(true);
  expect(shown).toEqual([...shown].sort(byName));
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("macOS");

  await page.reload();
  await expect(page.getByLabel("Sort by")).toHaveValue("name");
  await expect(page.getByLabel("Search AI tools")).toHaveValue("transcribe");
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Has a free plan");
  expect(await names.allTextContents()).toEqual(shown);
});

test("a task described in words finds the tools for it; a misspelling offers the right word", async ({ page }) => {
  const task = SEARCH_QUERY_SET.find((entry) => entry.query === "remove background from product photo")!;
  await page.goto(`/tools?search=${encodeURIComponent(task.query)}`);
  await expect(page.getByRole("heading", { name: /^Search Results \(\d+\)$/ })).toBeVisible();
  const firstLink = await page.locator("article h3 a").first().getAttribute("href");
  expect(task.expected).toContain(firstLink!.replace("/tools/", ""));

  await page.goto("/tools?search=trnscrbe");
  await expect(page.getByText("No results found")).toBeVisible();
  await page.getByRole("link", { name: "transcribe" }).click();
  await expect(page).toHaveURL(/search=transcribe/);
  await expect(page.getByRole("heading", { name: /^Search Results \(\d+\)$/ })).toBeVisible();
  await expect(page.locator("article").first()).toBeVisible();
});

test("a tool page answers what it does, where it runs, what it costs and whether outputs may go into client work", async ({ page }) => {
  const tool = catalogue.tools.find((t) => t.sources.commercialUse?.kind === "maker" && t.sources.commercialUse.asOf && t.commercialUse.paidPlans !== "unknown" && t.features.length >= 3 && t.logo)!;
  await page.goto(`/tools/${tool.slug}`);
  await expect(page.getByRole("img", { name: `${tool.name} logo` }).first()).toHaveAttribute("src", `/brand-logos/${tool.logo}`);
  const features = page.getByRole("region", { name: "Key features" });
  for (const feature of tool.features) await expect(features.getByText(feature, { exact: true })).toBeVisible();
  const terms = page.getByRole("region", { name: "Pricing and terms" });
  await expect(terms.getByText("Commercial use, paid plans")).toBeVisible();
  const source = tool.sources.commercialUse!;
  const cited = terms.locator('[data-source-group="commercialUse"]');
  await expect(cited.getByRole("link", { name: new URL(source.url).hostname.replace(/^www\./, "") })).toHaveAttribute("href", source.url);
  const [year, month] = source.asOf!.split("-");
  const asOf = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleDateString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
  await expect(cited).toContainText(`${tool.name}'s own page, ${asOf}`);
  await expect(page.getByRole("region", { name: `Alternatives to ${tool.name}` }).getByRole("article").first()).toBeVisible();

  // A use case leads to every tool for that task.
  await features.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/tools\?task=/);
  await expect(page.getByRole("list", { name: "Active filters" })).toBeVisible();

  const withoutMark = catalogue.tools.find((t) => !t.logo)!;
  await page.goto(`/tools/${withoutMark.slug}`);
  await expect(page.getByRole("img", { name: `${withoutMark.name} initials (no logo on file)` }).first()).toBeVisible();
});

test("a tool page lists the courses that teach it, and each course card links back to the tool", async ({ page }) => {
  const course = catalogue.courses.find((c) => c.tools.includes("figma"))!;
  await page.goto("/tools/figma");
  const learn = page.getByRole("region", { name: "Learn Figma" });
  await expect(learn.getByRole("heading", { name: course.name })).toBeVisible();

  await page.goto(`/resources/courses?search=${encodeURIComponent(course.name)}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: course.name }) });
  await card.getByRole("link", { name: "Figma", exact: true }).click();
  await expect(page).toHaveURL("/tools/figma");
  await expect(page.getByRole("heading", { name: "Figma", level: 1 })).toBeVisible();
});

test("following a tool's link to its site counts one visit for the tool, and nothing else is sent", async ({ page, context }) => {
  // The maker's site is outside this machine's network: the new tab is answered here.
  await context.route((url) => !url.host.startsWith("localhost"), (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Maker</title>" }));
  await page.goto("/tools/photopea");
  const visit = page.waitForRequest((request) => request.url().endsWith("/tools/photopea/visit"));
  const tab = context.waitForEvent("page");
  await page.getByRole("link", { name: /Explore Photopea/ }).click();
  const request = await visit;
  expect(request.method()).toBe("POST");
  expect(request.postData() ?? "").toBe("");
  expect((await request.response())?.status()).toBe(204);
  await (await tab).close();

  expect((await page.request.post("/tools/no-such-tool/visit", { headers: { Origin: new URL(page.url()).origin } })).status()).toBe(404);
  expect((await page.request.get("/tools/photopea/visit")).status()).toBe(405);
  // A script that does not come from a page of ours counts nothing.
  expect((await page.request.post("/tools/photopea/visit")).status()).toBe(403);
});

test("each group of facts says where it was read: a report is shown as one, with its host, month and sentence, in the page's language", async ({ page }) => {
  await page.goto("/tools/runway");
  const terms = page.getByRole("region", { name: "Pricing and terms" });
  const price = terms.locator('[data-source-group="price"]');
  await expect(price).toHaveAttribute("data-source-kind", "report");
  await expect(price).toContainText("Price: reported by bitsminds.com, May 2026, not yet confirmed on Runway's own pages; read December 2026.");
  await expect(price.getByRole("link", { name: "bitsminds.com" })).toHaveAttribute("href", /^https:\/\/www\.bitsminds\.com\//);
  await price.getByText("The sentence it comes from").click();
  await expect(price.locator("blockquote")).toContainText("Standard ($15/month)");
  await expect(terms.getByText("$15/month", { exact: true })).toBeVisible();

  await page.goto("/es/tools/runway");
  const precio = page.getByRole("region", { name: "Precio y condiciones" }).locator('[data-source-group="price"]');
  await expect(precio).toContainText("Precio: según bitsminds.com, mayo de 2026, aún sin confirmar en las páginas de Runway; leído en diciembre de 2026.");

  // A maker's own page says so.
  await page.goto("/tools/figma");
  await expect(page.locator('[data-source-group="training"]')).toContainText("Training on your content: from help.figma.com, Figma's own page");

  // The comparison marks a reported fact too, and lists what each free plan withholds.
  await page.goto("/compare?tools=runway,figma");
  const priceRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Paid plans from" }) });
  await expect(priceRow).toContainText("$15/monthReported by bitsminds.com, not yet confirmed by the maker");
  await expect(page.getByRole("rowheader", { name: "Watermark on free outputs" })).toBeVisible();
});

test("tools that do not train on your content are a filter of their own, on the page and in the API", async ({ page, request }) => {
  const notTraining = catalogue.tools.filter((tool) => tool.commercialUse.trainsOnUserContent === "no");
  await page.goto("/tools?no-training=1");
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Does not train on your content");
  await expect(page.getByRole("heading", { name: `Search Results (${notTraining.length})` })).toBeVisible();
  const api = (await (await request.get("/api/v1/tools?training=no&limit=100")).json()) as { data: { slug: string; commercialUse: { trainsOnUserContent: string } }[] };
  expect(api.data.map((tool) => tool.slug).sort()).toEqual(notTraining.map((tool) => tool.slug).sort());
  expect((await request.get("/api/v1/tools?training=yes")).status()).toBe(400);
});

test("free plans without a watermark or a card are a filter of their own", async ({ page }) => {
  await page.goto("/tools?no-watermark=1");
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("No watermark on the free plan");
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.goto("/tools?no-card=1");
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("No card needed for the free plan");
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("filters that leave nothing say so, without blaming a spelling nobody typed; a free plan with commercial use means the free plan's own terms", async ({ page }) => {
  // A category where no free plan's terms allow commercial use, though some paid plan's may.
  const category = catalogue.categories.find((c) => toolsOf(c.slug).every((tool) => !(tool.freeTier === true && tool.commercialUse.freePlan === "allowed")))!;
  await page.goto(`/tools?category=${category.slug}&free=1&commercial=1`);
  await expect(page.getByText("No results found")).toBeVisible();
  await expect(page.getByText("No tool meets all of these filters. Remove one to see more.")).toBeVisible();
  await expect(page.getByText("check the spelling")).toHaveCount(0);
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/tools$/);

  // The page names the filters whose removal alone would show tools, and how many each.
  await page.goto(`/tools?category=${category.slug}&free=1&commercial=1`);
  const drops = page.getByRole("list", { name: "Filters to drop" }).getByRole("link");
  await expect(drops.first()).toHaveText(/^Without “.+” \(\d+\)$/);
  const shown = Number((await drops.first().textContent())?.match(/\((\d+)\)$/)?.[1]);
  expect(shown).toBeGreaterThan(0);
  await drops.first().click();
  await expect(page.getByRole("heading", { name: `Search Results (${shown})` })).toBeVisible();

  const mixed = catalogue.tools.find((tool) => tool.freeTier === true && tool.commercialUse.freePlan === "not-allowed" && tool.commercialUse.paidPlans === "allowed")!;
  await page.goto(`/tools?category=${mixed.category}&free=1&commercial=1`);
  await expect(page.getByRole("link", { name: mixed.name, exact: true })).toHaveCount(0);
  await page.goto(`/tools?category=${mixed.category}&commercial=1`);
  await expect(page.getByRole("link", { name: mixed.name, exact: true })).not.toHaveCount(0);
});

test("commercial use is a filter per plan: the free plan's own terms, or the paid plans'; a price ceiling and the cheapest first", async ({ page }) => {
  // Their paid plans allow commercial use; their free plans do not.
  const paidOnly = ["elevenlabs", "suno", "tripo", "recraft"].map((slug) => catalogue.tools.find((tool) => tool.slug === slug)!);
  for (const tool of paidOnly) expect(tool.commercialUse).toMatchObject({ freePlan: "not-allowed", paidPlans: "allowed" });
  await page.goto("/tools");
  await page.getByRole("button", { name: "Filters" }).click();
  const filters = page.getByRole("dialog", { name: "Filters" });
  await expect(filters.getByLabel("Commercial use allowed")).toHaveCount(0);
  await filters.getByLabel("Has a free plan").check();
  // The next box once the list has followed the first, as a person sees it (each box is a navigation).
  await expect(page).toHaveURL(/free=1/);
  await filters.getByLabel("Free plan you may use commercially").check();
  await expect(page).toHaveURL(/free=1&commercial=free-plan/);
  await page.keyboard.press("Escape");
  const allowed = new Set(catalogue.tools.filter((tool) => tool.freeTier === true && tool.commercialUse.freePlan === "allowed").map((tool) => tool.name));
  await expect(page.getByRole("heading", { name: `Search Results (${allowed.size})` })).toBeVisible();
  for (const tool of paidOnly) await expect(page.getByRole("link", { name: tool.name, exact: true })).toHaveCount(0);

  await page.goto("/tools?commercial=paid-plans");
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Paid plans allow commercial use");
  const paid = catalogue.tools.filter((tool) => tool.commercialUse.paidPlans === "allowed");
  await expect(page.getByRole("heading", { name: `Search Results (${paid.length})` })).toBeVisible();
  await expect(page.getByRole("link", { name: "ElevenLabs", exact: true })).toHaveCount(1);

  // Up to $20 a month, cheapest first: each card shows its price, in order.
  await page.goto("/tools");
  await page.getByRole("button", { name: "Filters" }).click();
  await filters.getByLabel("Up to $20 a month").check();
  await expect(page).toHaveURL(/max-price=20/);
  await page.keyboard.press("Escape");
  await page.getByLabel("Sort by").selectOption("price");
  await expect(page).toHaveURL(/sort=price/);
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Up to $20 a month");
  const prices = page.locator("article").getByText(/^From \$[\d.]+\/(month|year)/);
  await expect(prices.first()).toBeVisible();
  const monthly = (await prices.allTextContents()).map((text) => {
    const [, amount, period] = /^From \$([\d.]+)\/(month|year)/.exec(text)!;
    return Number(amount) / (period === "year" ? 12 : 1);
  });
  for (const price of monthly) expect(price).toBeLessThanOrEqual(20);
  expect(monthly).toEqual([...monthly].sort((a, b) => a - b));
});

test("price words in a search are read as filters, and a search naming a category offers all of it", async ({ page }) => {
  await page.goto("/tools?search=free+background+remover");
  await expect(page.getByText("Read as filters: Has a free plan.")).toBeVisible();
  const removers = toolsOf("background-removal");
  await expect(page.getByRole("link", { name: `See all ${removers.length} tools in Background Removal` })).toHaveAttribute("href", "/category/background-removal");
  for (const name of await page.locator("article h3").allTextContents()) expect(catalogue.tools.find((tool) => tool.name === name)!.freeTier, name).toBe(true);
  await page.goto("/es/tools?search=quitar+fondo");
  await expect(page.getByRole("link", { name: `Ver las ${removers.length} herramientas de Eliminación de fondos` })).toBeVisible();
});

test("a free tool says it has no paid plan, for its price and its paid terms alike, and a fact not on record reads as unknown, not as an answer", async ({ page }) => {
  const free = catalogue.tools.find((tool) => tool.pricing === "Free" && tool.commercialUse.paidPlans === "unknown" && tool.startingPrice === null)!;
  await page.goto(`/tools/${free.slug}`);
  const terms = page.getByRole("region", { name: "Pricing and terms" });
  for (const row of ["Paid plans from", "Commercial use, paid plans"]) {
    await expect(terms.locator("div", { has: page.locator("dt", { hasText: row }) }).locator("dd")).toHaveText("No paid plan");
  }
  const unknown = terms.locator("dd[data-unknown]");
  // "Unknown", and where a reader may bring the fact, the way to suggest it with its source.
  await expect(unknown.first()).toHaveText(/^Unknown( · suggest a source)?$/);
  await expect(unknown.first()).toHaveClass(/italic/);
  await expect(terms.locator("dd:not([data-unknown])", { hasText: /^Unknown$/ })).toHaveCount(0);
});
