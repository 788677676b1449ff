import { expect, test } from "@playwright/test";

const PAGES = ["/tools", "/categories", "/about", "/resources/faq", "/category/llms", "/no-such-page"];

test.describe("global layout", () => {
  test("home is rendered on the server, before any script runs", async ({ browser, request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Featured This Week");
    expect(html).toContain('data-page="home"');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured This Week" });
    await expect(featured.getByRole("article")).toHaveCount(4);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await context.close();
  });

  for (const path of PAGES) {
    test(`header, footer and breadcrumbs render on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("banner").getByRole("link", { name: /home/i }).first()).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("heading", { name: "AI Tools" })).toBeVisible();
      const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumbs.getByRole("link", { name: "Home" })).toBeVisible();
      await expect(page.locator("body")).toHaveAttribute("data-page", "other");
    });
  }

  test("breadcrumbs use the friendly names", async ({ page }) => {
    await page.goto("/resources/quizzes-assessments");
    const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumbs).toHaveText(/Home.*Resources.*Quizzes & Assessments/);
  });

  test("the footer lists the preferred categories and contact details", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const name of ["Website Builder Tools", "Lead Generation Tools", "LLMs", "AI Agents"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("heading", { name: "Resources" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Company" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Legal" })).toBeVisible();
  });

  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/this/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("body")).toHaveAttribute("data-page", "home");
  });

  test("the browser takes over the server's page in place, without errors", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    for (const path of ["/", "/tools/midjourney", "/newsletter"]) {
      await page.goto(path);
      await page.waitForFunction(() => "__reactRouterDataRouter" in window);
      // Once running, the page moves between routes without loading a document.
      await page.getByRole("link", { name: "AI Courses" }).first().click();
      await expect(page).toHaveURL("/resources/courses");
      const documentShape = await page.evaluate(() => ({
        html: document.querySelectorAll("html").length,
        head: document.querySelectorAll("head").length,
        body: document.querySelectorAll("body").length,
        header: document.querySelectorAll("header").length,
        documentChildren: document.documentElement.children.length,
      }));
      expect(documentShape, path).toEqual({ html: 1, head: 1, body: 1, header: 1, documentChildren: 2 });
    }
    // An inline script run a second time without its nonce is refused, and says so in the console.
    expect(problems).toEqual([]);
  });

  test("card and footer links move inside the app; a click with a modifier key is left to the browser", async ({ page, context }) => {
    const documents: string[] = [];
    page.on("request", (request) => request.resourceType() === "document" && documents.push(new URL(request.url()).pathname));
    await page.goto("/category/image-generation");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    // Preact runs effects (the layout's click handler among them) in a timer after the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve)))));
    await page.evaluate(() => ((window as unknown as { pageLinkProbe: string }).pageLinkProbe = "still here"));

    const card = page.getByRole("main").getByRole("article").first();
    const toolName = (await card.getByRole("heading").textContent())!.trim();
    const cardLink = card.getByRole("link", { name: toolName });
    const toolPath = await cardLink.getAttribute("href");
    const [newTab] = await Promise.all([context.waitForEvent("page"), cardLink.click({ modifiers: ["ControlOrMeta"] })]);
    await expect(newTab).toHaveURL(toolPath!);
    await newTab.close();
    await expect(page).toHaveURL("/category/image-generation");

    await cardLink.click();
    await expect(page).toHaveURL(toolPath!);
    await expect(page.getByRole("heading", { level: 1, name: toolName })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await page.goBack();
    await expect(page).toHaveURL(toolPath!);
    // One document, the first: every move after it happened inside the page.
    expect(await page.evaluate(() => (window as unknown as { pageLinkProbe?: string }).pageLinkProbe)).toBe("still here");
    expect(documents).toEqual(["/category/image-generation"]);
  });

  test("a page missing after a move inside the site shows the not-found page and title", async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate("/tools/not-a-real-tool"));
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found/);
    // Leaving it, the next page's title takes over, and the head holds one title.
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page).toHaveTitle(/^Atelier AI/);
    await expect(page.locator("head title")).toHaveCount(1);
  });

  test("the Resources dropdown opens and navigates", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Resources" }).click();
    await page.getByRole("menuitem", { name: "Blog" }).click();
    await expect(page).toHaveURL("/resources/blog");
  });

  test("the stylesheet is fetched first and the scripts after what the first paint needs", async ({ page, request }) => {
    const html = await (await request.get("/tools")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(2);
    for (const preload of preloads) expect(preload).toContain('fetchpriority="low"');
    expect(head.indexOf('rel="stylesheet"')).toBeGreaterThan(-1);
    expect(head.indexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('rel="modulepreload"'));
    // Fewer, larger files: a page fetches a handful of scripts, not one per shared module.
    expect(preloads.length).toBeLessThanOrEqual(10);

    // And the page still comes alive: a script-driven control works.
    await page.goto("/tools");
    await page.getByRole("button", { name: "Filters" }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
  });

  test("the menus' and toasts' code loads only when reached for, and the menu works from the keyboard", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // The page itself did load its scripts, just not the widgets' ones.
    expect(scripts.some((path) => path.includes("entry.client"))).toBe(true);
    // Radix's menu and dialog, and sonner, are known by the names they carry in their code.
    const libraryMarks = /DropdownMenuContent|DialogContent|data-sonner-toaster/;
    for (const path of scripts) expect(libraryMarks.test(await (await page.request.get(path)).text()), path).toBe(false);

    const trigger = page.getByRole("button", { name: "Resources" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Blog" })).toBeVisible();
    expect(scripts.some((path) => path.includes("resources-menu-dropdown"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Resources" })).toBeFocused();
  });

  test("the header search finds categories, tasks, tools, courses and articles, with a typo too", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open search" }).click();
    const box = page.getByPlaceholder("Search AI tools, courses, and resources...");
    await expect(box).toBeFocused();
    // Suggestions come from tools, courses and articles.
    await box.fill("writing with ai");
    const suggestions = page.getByRole("listbox", { name: "Suggestions" });
    await expect(suggestions.getByRole("group", { name: "Articles" }).getByRole("option", { name: /Writing with AI Without Losing Your Voice/ })).toBeVisible();
    await box.fill("generative ai");
    await expect(suggestions.getByRole("group", { name: "Courses" }).getByRole("option").first()).toBeVisible();
    // Words that name a category and a task offer both, before any tool.
    await box.fill("remove background");
    await expect(suggestions.getByRole("group", { name: "Categories" }).getByRole("option", { name: /Background Removal/ })).toBeVisible();
    await expect(suggestions.getByRole("group", { name: "Tasks" }).getByRole("option", { name: /Remove backgrounds/ })).toBeVisible();
    await box.fill("video");
    await expect(suggestions.getByRole("group", { name: "Tools" }).getByRole("option").first()).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL("/search?search=video");
    await expect(page.getByRole("heading", { name: /^Search Results \(\d+\)$/ })).toBeVisible();

    // A course by its name, with one letter wrong.
    await page.goto("/search?q=AI%20For%20Everyon");
    await expect(page.getByRole("heading", { name: "Courses", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "AI For Everyone", exact: true })).toBeVisible();
    // An article by its title, with one letter wrong.
    await page.goto("/search?q=Writing%20with%20AI%20Without%20Losing%20Your%20Voise");
    await expect(page.getByRole("heading", { name: "Articles", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Writing with AI Without Losing Your Voice" })).toBeVisible();
  });

  test("every navigation starts at the top of the page", async ({ page }) => {
    await page.goto("/tools");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the side menu replaces the header links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const name of ["Home", "AI Tools", "AI Courses", "Contact", "Blog", "FAQ", "Partners"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
    await menu.getByRole("link", { name: "AI Courses" }).click();
    await expect(page).toHaveURL("/resources/courses");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});
