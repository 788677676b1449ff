/**
 * What the site says in its headers when it refuses or answers something personal:
 * every form's 429 says when to come back, writes from another origin (the same host
 * under the other scheme included) are refused, and a signed-in visitor's data for
 * client-side navigation is never stored by a cache.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import routes from "../../app/routes";
import { solvedBotCheck } from "../helpers/bot-check";
import { findMailLink, uniqueEmail } from "./mailbox";

/** Each public form, with fields that pass its schema, so the refusal comes from the rate limit. */
const PUBLIC_FORMS: { name: string; path: string; fields: (email: string) => Record<string, string> }[] = [
  { name: "contact", path: "/contact", fields: (email) => ({ fullName: "Ada Lovelace", email, phone: "", category: "Other", message: "A question about a listing." }) },
  {
    name: "tool suggestion",
    path: "/suggest-tool",
    fields: () => ({ intent: "tool", toolName: "Limit Tester", toolUrl: "https://limit.example", category: "Other", pricing: "", submittedBy: "", description: "It tests limits.", whySubmit: "To see the header." }),
  },
  {
    name: "creator application",
    path: "/content-creators/apply",
    fields: (email) => ({ name: "Ada Lovelace", email, background: "Illustration", contentType: "Tutorials", experience: "", sampleWork: "https://ada.example", motivation: "To teach." }),
  },
  { name: "events waitlist", path: "/resources/events", fields: (email) => ({ firstName: "Ada", lastName: "Lovelace", email }) },
  { name: "Blueprint early access", path: "/business-automation-blueprint", fields: (email) => ({ firstName: "Ada", lastName: "Lovelace", email }) },
  { name: "newsletter", path: "/newsletter", fields: (email) => ({ firstName: "Ada", email }) },
  { name: "tool report", path: "/tools/adobe-firefly", fields: (email) => ({ reason: "Wrong price", note: "", email }) },
];

/** Each test is its own visitor: rate limits are counted per network address (the server trusts X-Forwarded-For from loopback). */
const nextVisitor = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function postUntilRefused(request: APIRequestContext, url: string, form: Record<string, string>, origin: string) {
  const visitor = nextVisitor();
  for (let attempt = 1; attempt <= 30; attempt++) {
    const response = await request.post(url, { form, headers: { Origin: origin, "X-Forwarded-For": visitor }, maxRedirects: 0 });
    if (response.status() === 429) return response;
    // Without a solved bot check every attempt before the limit is refused for that.
    expect(response.status(), `attempt ${attempt} on ${url}`).toBe(403);
  }
  throw new Error(`${url} never answered 429`);
}

for (const form of PUBLIC_FORMS) {
  test(`the ${form.name} form's 429 carries Retry-After in seconds within the hour`, async ({ request, baseURL }) => {
    const refused = await postUntilRefused(request, form.path, form.fields(uniqueEmail("limit")), baseURL!);
    const retryAfter = refused.headers()["retry-after"];
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60 * 60);
  });
}

test("a form sent by the page's script (.data) gets its Retry-After too", async ({ request, baseURL }) => {
  const refused = await postUntilRefused(request, "/contact.data", PUBLIC_FORMS[0]!.fields(uniqueEmail("limit")), baseURL!);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
});

/**
 * Every resource route (a module without a page: /theme, /logout, /favorites, uploads, feeds...), from
 * the route table. The public API only reads and refuses every write before this check (405).
 */
const RESOURCE_ROUTES = routes.filter((route) => route.file.endsWith(".ts") && !route.path?.startsWith("api/v1")).map((route) => `/${(route.path ?? "").replace(/:[a-zA-Z]+/g, "x").replace("*", "unknown")}`);

test("a write from the same host under the other scheme, or another port, is refused on every resource route and on pages", async ({ request, baseURL }) => {
  expect(RESOURCE_ROUTES).toEqual(expect.arrayContaining(["/theme", "/logout", "/favorites", "/admin/blog/images"]));
  const site = new URL(baseURL!);
  for (const origin of [`https://${site.host}`, `http://${site.hostname}:1`]) {
    for (const path of [...RESOURCE_ROUTES, "/contact", "/settings"]) {
      const refused = await request.post(path, { form: { theme: "light", intent: "add", toolId: "x" }, headers: { Origin: origin }, maxRedirects: 0 });
      expect(refused.status(), `${origin} ${path}`).toBe(403);
      expect(await refused.text(), path).toBe("Cross-origin request refused.");
    }
  }
  // The site's own origin passes the check and reaches the route.
  const own = await request.post("/theme", { form: { theme: "light" }, headers: { Origin: site.origin }, maxRedirects: 0 });
  expect(own.status()).not.toBe(403);
  expect(own.headers()["set-cookie"]).toContain("theme=light");
});

test("a signed-in visitor's .data answers say private, no-store; an anonymous visitor's keep their caching", async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const anonymousData = await anonymous.get("/tools.data");
  expect(anonymousData.status()).toBe(200);
  expect(anonymousData.headers()["cache-control"] ?? "").not.toContain("no-store");

  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  const email = uniqueEmail("data");
  const password = "data-pass-12";
  const signUp = await visitor.post("/auth?view=sign-up", {
    form: { intent: "sign-up", firstName: "Ada", lastName: "", email, password, confirmPassword: password, botCheck: await solvedBotCheck(baseURL!) },
  });
  expect(signUp.status()).toBe(200);
  await visitor.get(await findMailLink(visitor, email, /Confirm your/));
  expect((await visitor.post("/auth", { form: { intent: "sign-in", email, password }, maxRedirects: 0 })).status()).toBe(302);

  for (const path of ["/dashboard.data", "/tools.data", "/settings.data"]) {
    const personal = await visitor.get(path);
    expect(personal.status(), path).toBe(200);
    expect(personal.headers()["cache-control"], path).toBe("private, no-store");
  }
  await anonymous.dispose();
  await visitor.dispose();
});

/** Ways to write another host that a browser reaches once dot segments are resolved or a prefix is taken off. */
const LEAVING_PATHS = ["/.//evil.example/x", "/..//evil.example/x", "/%2e%2e//evil.example/x", "/./\\evil.example/x", "/es//evil.example/x"];

test("no address the site redirects to leaves it: after signing in, choosing a theme or a language", async ({ playwright, request, baseURL }) => {
  const site = new URL(baseURL!);
  const staysOnSite = (location: string | undefined, what: string) => {
    expect(location, what).toBeTruthy();
    const target = new URL(location!, site);
    expect(target.origin, `${what} -> ${location}`).toBe(site.origin);
    expect(location, what).not.toMatch(/^[/\\]{2}/);
  };
  // A visitor of their own (the site trusts the loopback proxy): this sign-up counts against no other test's limit.
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL!, "X-Forwarded-For": "198.51.100.41" } });
  const email = uniqueEmail("redirect");
  const password = "harbour-lamp-31";
  await visitor.post("/auth?view=sign-up", {
    form: { intent: "sign-up", firstName: "", lastName: "", email, password, confirmPassword: password, botCheck: await solvedBotCheck(baseURL!) },
  });
  // The development mailbox answers no request that came through a proxy: read it directly.
  await visitor.get(await findMailLink(request, email, /Confirm your/));
  for (const path of LEAVING_PATHS) {
    const signIn = await visitor.post(`/auth?redirectTo=${encodeURIComponent(path)}`, { form: { intent: "sign-in", email, password }, maxRedirects: 0 });
    expect(signIn.status(), path).toBe(302);
    staysOnSite(signIn.headers().location, `sign-in ${path}`);
  }
  for (const path of LEAVING_PATHS) {
    const theme = await visitor.post("/theme", { form: { theme: "light", returnTo: path }, maxRedirects: 0 });
    staysOnSite(theme.headers().location, `theme ${path}`);
    for (const locale of ["en", "es"]) {
      const language = await visitor.post("/language", { form: { locale, returnTo: path }, maxRedirects: 0 });
      staysOnSite(language.headers().location, `language ${locale} ${path}`);
    }
  }
  await visitor.dispose();
});
