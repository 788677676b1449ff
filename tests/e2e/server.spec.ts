import { expect, test } from "@playwright/test";

test("health check reports the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
});

test("pages carry security headers; a page rendered for the visitor has its own script nonce, a kept page the one its HTML names", async ({ request }) => {
  // Sign-in is never kept in the page cache: each answer is rendered with a new nonce.
  const first = await request.get("/auth");
  const second = await request.get("/auth");
  const csp = first.headers()["content-security-policy"]!;
  expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' 'nonce-[^']+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(second.headers()["content-security-policy"]).not.toBe(csp);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(first.headers()["x-powered-by"]).toBeUndefined();

  // A page from the page cache comes with the CSP of its render, so its scripts still run.
  await request.get("/");
  await expect.poll(async () => (await request.get("/")).headers()["x-page-cache"]).toBe("hit");
  const kept = await request.get("/");
  const nonce = /'nonce-([^']+)'/.exec(kept.headers()["content-security-policy"]!)![1];
  const html = await kept.text();
  const scriptNonces = new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]));
  expect([...scriptNonces]).toEqual([nonce]);
  expect(kept.headers()["x-content-type-options"]).toBe("nosniff");
});

test("a POST from another origin is refused", async ({ request }) => {
  const response = await request.post("/newsletter", {
    headers: { Origin: "https://attacker.example" },
    form: { email: "someone@example.com" },
  });
  expect(response.status()).toBe(403);
});

test("responses are compressed and hashed assets are cached for a year", async ({ request }) => {
  const page = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(page.headers()["content-encoding"]).toBe("gzip");
  const html = await page.text();
  const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("built scripts are sent as the brotli or gzip copy the client accepts, the same script either way", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/framework-[\w-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const plain = await request.get(asset!, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  const script = await plain.text();
  for (const encoding of ["br", "gzip"]) {
    const response = await request.get(asset!, { headers: { "Accept-Encoding": encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBe(encoding);
    expect(response.headers()["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers()["vary"]).toContain("Accept-Encoding");
    expect(Number(response.headers()["content-length"])).toBeLessThan(script.length / 2);
    // Playwright decodes the body as the browser would.
    expect(await response.text()).toBe(script);
  }
});
