/**
 * The site in English, Spanish, French and German: addresses with a language prefix, a switcher
 * that keeps the page, the account's language for its pages and e-mails, a suggestion (never a
 * redirect) for a browser that prefers another language, and no English left in translated pages.
 */
import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { findMailLink, uniqueEmail } from "./mailbox";
import { untranslatedTexts, wordsOfMessages } from "../../scripts/untranslated-text";

const PASSWORD = "correct-horse-7";
const LOCALES = ["en", "es", "fr", "de"] as const;
const inLocale = (path: string, locale: (typeof LOCALES)[number]) => (locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`);

const readMessages = (area: string, locale: string) => JSON.parse(readFileSync(`messages/${area}/${locale}.json`, "utf8")) as Record<string, string>;

test.describe.configure({ timeout: 90_000 });

test("switching to Spanish on a tool page stays on that tool, and back", async ({ page }) => {
  await page.goto("/tools/photoroom");
  await page.getByRole("contentinfo").getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL("/es/tools/photoroom");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Photoroom" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Herramientas de IA" })).toBeVisible();
  // Links on a Spanish page stay in Spanish.
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Cursos de IA" }).click();
  await expect(page).toHaveURL("/es/resources/courses");
  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL("/resources/courses");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("every public page answers in each language with its lang, canonical and hreflang alternates", async ({ request, baseURL }) => {
  const blog = await (await request.get("/resources/blog")).text();
  const post = /href="(\/blog\/[^"?#]+)"/.exec(blog)![1]!;
  const paths = [
    "/", "/tools", "/tools/photoroom", "/categories", "/category/background-removal", "/search?q=video", "/compare", "/new",
    "/resources/courses", "/resources/courses/ai-for-everyone", "/resources/blog", post, "/resources/faq", "/resources/community",
    "/resources/events", "/resources/quizzes-assessments", "/about", "/contact", "/suggest-tool", "/partners", "/privacy", "/terms",
    "/cookies", "/disclaimer", "/newsletter", "/newsletter/issues", "/tool-creators", "/content-creators", "/content-creators/apply",
    "/business-automation-blueprint", "/developers", "/auth",
  ];
  for (const path of paths) {
    const bare = path.split("?")[0]!;
    for (const locale of LOCALES) {
      const response = await request.get(inLocale(path, locale), { maxRedirects: 0 });
      expect(response.status(), `${inLocale(path, locale)}`).toBe(200);
      const html = await response.text();
      expect(html, `${inLocale(path, locale)} lang`).toContain(`<html lang="${locale}"`);
      expect(html, `${inLocale(path, locale)} canonical`).toContain(`<link rel="canonical" href="${baseURL}${inLocale(bare, locale)}"/>`);
      for (const alternate of LOCALES) expect(html).toContain(`<link rel="alternate" hrefLang="${alternate}" href="${baseURL}${inLocale(bare, alternate)}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${baseURL}${bare}"/>`);
    }
  }
  // An unknown language is no language: the page is not found.
  expect((await request.get("/it/tools")).status()).toBe(404);
  // The API is the same in every language: it has no prefixed copy.
  expect((await request.get("/api/v1/categories")).status()).toBe(200);
  expect((await request.get("/es/api/v1/categories")).status()).toBe(404);
});

test("the home page's title and description read in the page's language", async ({ page }) => {
  const english = readMessages("common", "en");
  const read: Record<string, { title: string; description: string | null }> = {};
  for (const locale of LOCALES) {
    await page.goto(inLocale("/", locale));
    read[locale] = { title: await page.title(), description: await page.locator('meta[name="description"]').getAttribute("content") };
  }
  for (const locale of ["es", "fr", "de"] as const) {
    const messages = readMessages("common", locale);
    expect(read[locale]!.title, locale).not.toBe(read.en!.title);
    expect(read[locale]!.description, locale).toBe(messages.site_default_description!.replace("{site}", "Atelier AI"));
    expect(read[locale]!.description).not.toBe(english.site_default_description!.replace("{site}", "Atelier AI"));
  }
});

test("categories read in the page's language: their page, a tool's category, and the suggestions as one types", async ({ page }) => {
  const catalogue = JSON.parse(readFileSync("data/catalogue/categories.json", "utf8")) as { slug: string; displayName: string; translations: Record<string, { displayName: string; description: string }> }[];
  const backgroundRemoval = catalogue.find((category) => category.slug === "background-removal")!;
  await page.goto("/es/category/background-removal");
  await expect(page.getByRole("heading", { level: 1, name: backgroundRemoval.translations.es!.displayName })).toBeVisible();
  await expect(page.getByText(backgroundRemoval.translations.es!.description)).toBeVisible();

  await page.goto("/fr/tools/photoroom");
  await expect(page.getByRole("main").getByRole("link", { name: backgroundRemoval.translations.fr!.displayName, exact: true })).toBeVisible();

  await page.goto("/es/categories");
  const box = page.getByRole("combobox", { name: "Buscar por herramienta" });
  await box.fill("photor");
  await expect(page.getByRole("listbox").getByRole("option").first()).toContainText(backgroundRemoval.translations.es!.displayName);

  // The header's search names the category in German, found by its German name.
  await page.goto("/de/tools");
  await page.getByRole("button", { name: "Suche öffnen" }).click();
  await page.getByRole("combobox", { name: "Suchen" }).fill(backgroundRemoval.translations.de!.displayName.toLowerCase());
  const suggestions = page.getByRole("listbox", { name: "Vorschläge" });
  await expect(suggestions.getByRole("group", { name: "Kategorien" }).getByRole("option", { name: new RegExp(backgroundRemoval.translations.de!.displayName) })).toBeVisible();
  await expect(suggestions.getByRole("group", { name: "Kategorien" }).getByRole("option").first()).toContainText(/\d+ Tools/);
  await page.keyboard.press("Escape");

  // The filters list the categories in German alphabetical order, not in the English names' order.
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  const categoryChoices = page.getByRole("dialog", { name: "Filter" }).getByRole("group", { name: "Kategorien" });
  await expect(categoryChoices.getByRole("checkbox").first()).toBeVisible();
  const shown = (await categoryChoices.locator("label").allInnerTexts()).map((text) => text.replace(/\s*\d+$/, "").trim());
  const germanNames = new Set(catalogue.map((category) => category.translations.de!.displayName));
  expect(shown.length).toBeGreaterThan(10);
  expect(shown.every((name) => germanNames.has(name))).toBe(true);
  expect(shown).toEqual([...shown].sort(new Intl.Collator("de").compare));
});

async function signUpAndConfirm(page: Page, email: string) {
  await page.goto("/auth?view=sign-up");
  await page.getByLabel("First name (optional)").fill("Greta");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please check your email to confirm your account.")).toBeVisible();
  await page.goto(await findMailLink(page.request, email, /Confirm your/));
  await expect(page.getByText("Email confirmed")).toBeVisible();
}

async function signIn(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an account that chose German gets German pages after signing in, and its reset e-mail in German", async ({ page }) => {
  const email = uniqueEmail("greta");
  await signUpAndConfirm(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL("/");
  // Signed in, the switcher saves the choice to the account.
  await page.getByRole("contentinfo").getByRole("button", { name: "Deutsch" }).click();
  await expect(page).toHaveURL("/de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  // Addresses in another language (a shared link, the bare domain) open in the chosen one.
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/de/dashboard");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.goto("/es/tools/photoroom?view=x");
  await expect(page).toHaveURL("/de/tools/photoroom?view=x");
  await page.goto("/");
  await expect(page).toHaveURL("/de");
  // An address with one language only is not found in another, not moved there and back.
  expect((await page.request.get("/es/api/v1/tools", { maxRedirects: 0 })).status()).toBe(404);

  // A new session, from the English sign-in page: the account's language decides.
  await page.context().clearCookies();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/de(\?|$)/);
  await expect(page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name: "KI-Tools" })).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/auth?view=forgot");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  const link = await findMailLink(page.request, email, /Setze dein Atelier AI-Passwort zurück/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/de\/reset-password\?token=/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test.describe("a browser that prefers German", () => {
  test.use({ locale: "de-DE" });

  test("is offered the page in German once, in German, and never redirected", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/tools/capcut");
    await expect(page).toHaveURL("/tools/capcut");
    const offer = page.getByRole("complementary", { name: "Sprache" });
    await expect(offer).toContainText("Diese Seite gibt es auch auf Deutsch.");
    await expect(offer.getByRole("link", { name: "Auf Deutsch lesen" })).toHaveAttribute("href", "/de/tools/capcut");
    // It takes its own place above the breadcrumb, covering nothing, and scrolls away with the page.
    const offerBox = (await offer.boundingBox())!;
    const crumbs = (await page.getByRole("navigation", { name: "Breadcrumb" }).boundingBox())!;
    expect(crumbs.y).toBeGreaterThanOrEqual(offerBox.y + offerBox.height);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await offer.boundingBox())!.y).toBeLessThan(0);
    await page.goto("/tools");
    await expect(offer).toContainText("Diese Seite gibt es auch auf Deutsch.");
    await offer.getByRole("button", { name: "Nein, danke" }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);
    // On the German page itself nothing is offered.
    await page.goto("/de/tools");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });

  test("who just chose English on our pages is not offered German", async ({ page }) => {
    await page.goto("/de/tools/photoroom");
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/tools/photoroom");
    await expect(page.getByRole("heading", { level: 1, name: "Photoroom" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Sprache" })).toHaveCount(0);
  });
});

test("a subscription from the French newsletter page is confirmed by a French e-mail whose link leads to the French page", async ({ page }) => {
  test.slow();
  const fr = { ...readMessages("forms", "fr"), ...readMessages("home", "fr"), ...readMessages("emails", "fr") };
  const email = uniqueEmail("lectrice");
  await page.goto("/fr/newsletter");
  const form = page.getByRole("main");
  await form.getByLabel(fr.shell_newsletter_first_name!).fill("Ada");
  await form.getByLabel(fr.shell_newsletter_email!, { exact: true }).fill(email);
  await expect(page.getByText(fr.forms_bot_check_done!)).toBeVisible({ timeout: 30_000 });
  await form.getByRole("button", { name: fr.shell_newsletter_subscribe }).click();
  await expect(page.getByRole("heading", { name: fr.shell_newsletter_thanks })).toBeVisible();
  const confirm = await findMailLink(page.request, email, new RegExp(fr.email_newsletter_subject!.replace("{site}", "Atelier AI")));
  expect(new URL(confirm).pathname).toBe("/fr/newsletter/confirm");
  await page.goto(confirm);
  await expect(page.getByText(fr.forms_newsletter_confirmed!)).toBeVisible();
});

/** The interface texts of a page: text and labels, without catalogue texts marked as English. */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (node.closest('body [lang="en"], script, style, template')) continue;
        for (const attribute of ["aria-label", "placeholder", "title", "alt"]) {
          const value = node.getAttribute(attribute);
          if (value) texts.push(value);
        }
      } else if (node.textContent?.trim() && !node.parentElement?.closest('body [lang="en"], script, style, template')) texts.push(node.textContent);
    }
    return texts;
  });
}

const englishWords = wordsOfMessages(
  ["common", "home", "catalogue", "content", "forms", "legal"].map((area) => JSON.parse(readFileSync(`messages/${area}/en.json`, "utf8")) as Record<string, unknown>),
);

// Each language's version of a public page must leave no English phrase in its interface. The
// interface is the page as the server renders it (what the browser then takes over): read without
// scripts, styles or images, each page costs a parse instead of a full load.
test.describe("interface text", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => {
    await page.route(/\.(css|js|png|jpe?g|webp|svg|woff2?)(\?|$)/, (route) => route.abort());
  });

  for (const path of [
    "/", "/tools", "/tools/photoroom", "/categories", "/category/background-removal", "/search?q=video", "/compare", "/new",
    "/resources/courses", "/resources/courses/ai-for-everyone", "/resources/blog", "/resources/faq", "/resources/community", "/resources/events",
    "/resources/quizzes-assessments", "/about", "/contact", "/suggest-tool", "/partners", "/newsletter", "/newsletter/issues", "/auth",
    "/tool-creators", "/content-creators", "/content-creators/apply", "/business-automation-blueprint", "/privacy", "/terms", "/cookies", "/disclaimer",
  ]) {
    test(`${path} leaves no English in its interface in Spanish, French and German`, async ({ page }) => {
      await page.goto(path);
      const english = await interfaceTexts(page);
      for (const locale of ["es", "fr", "de"] as const) {
        await page.goto(inLocale(path, locale));
        expect(untranslatedTexts(await interfaceTexts(page), english, englishWords), `${inLocale(path, locale)}`).toEqual([]);
      }
    });
  }
});

test("on a 390 px phone, the tool search's hint fits its box in every language", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const prefix of ["", "/es", "/fr", "/de"]) {
    await page.goto(`${prefix}/tools`);
    const input = page.locator('main input[type="search"]').first();
    const room = await input.evaluate((element: HTMLInputElement) => {
      const style = getComputedStyle(element);
      const context2d = document.createElement("canvas").getContext("2d")!;
      context2d.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inside = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: element.placeholder, needed: context2d.measureText(element.placeholder).width, inside };
    });
    expect(room.text.length, prefix).toBeGreaterThan(10);
    expect(room.needed, `${prefix || "/"}: "${room.text}"`).toBeLessThanOrEqual(room.inside);
  }
  await context.close();
});

test("controls are named by what they show, and the scrolling example on /developers is reachable by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/es/tools");
  // The header's language control shows the code; its name says it too.
  const switcher = page.locator("header details summary").first();
  await expect(switcher).toHaveAccessibleName("Elige un idioma: es");
  await expect(switcher).toContainText("es");

  await page.goto("/developers");
  const example = page.locator("pre").first();
  await expect(example).toHaveAttribute("tabindex", "0");
  await expect(example).toHaveAccessibleName("Try it");
  await example.focus();
  await expect(example).toBeFocused();
});
