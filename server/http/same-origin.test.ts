import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { isCrossOriginWrite, requestOrigin } from "./same-origin";

const site = "https://example.com";

describe("isCrossOriginWrite", () => {
  it("never blocks reads", () => {
    expect(isCrossOriginWrite("GET", { origin: "https://evil.test" }, site)).toBe(false);
  });

  it("allows a POST from the site's own origin, however it is spelt", () => {
    expect(isCrossOriginWrite("POST", { origin: "https://example.com" }, site)).toBe(false);
    expect(isCrossOriginWrite("POST", { origin: "https://EXAMPLE.com:443" }, site)).toBe(false);
    expect(isCrossOriginWrite("POST", { origin: "http://localhost:3000" }, "http://localhost:3000")).toBe(false);
  });

  it("refuses a POST from another origin", () => {
    expect(isCrossOriginWrite("POST", { origin: "https://evil.test" }, site)).toBe(true);
    expect(isCrossOriginWrite("DELETE", { origin: "null" }, site)).toBe(true);
    expect(isCrossOriginWrite("POST", { origin: "not a url" }, site)).toBe(true);
  });

  it("refuses the same host under the other scheme or another port", () => {
    expect(isCrossOriginWrite("POST", { origin: "http://example.com" }, site)).toBe(true);
    expect(isCrossOriginWrite("POST", { origin: "https://localhost:3000" }, "http://localhost:3000")).toBe(true);
    expect(isCrossOriginWrite("POST", { origin: "http://localhost:3001" }, "http://localhost:3000")).toBe(true);
    expect(isCrossOriginWrite("POST", { origin: "https://example.com:8443" }, site)).toBe(true);
  });

  it("falls back to Sec-Fetch-Site when there is no Origin", () => {
    expect(isCrossOriginWrite("POST", { "sec-fetch-site": "cross-site" }, site)).toBe(true);
    expect(isCrossOriginWrite("POST", { "sec-fetch-site": "same-site" }, site)).toBe(true);
    expect(isCrossOriginWrite("POST", { "sec-fetch-site": "same-origin" }, site)).toBe(false);
    // Non-browser clients (curl, server-to-server) send neither header.
    expect(isCrossOriginWrite("POST", {}, site)).toBe(false);
  });
});

describe("requestOrigin", () => {
  const request = (host: string, protocol: string) => ({ host, protocol }) as Request;

  it("is PUBLIC_URL's scheme with the host the request names, whatever the last hop spoke", () => {
    const origin = requestOrigin("https://example.com");
    expect(origin(request("example.com", "http"))).toBe("https://example.com");
    expect(origin(request("www.example.com", "http"))).toBe("https://www.example.com");
    expect(requestOrigin("http://localhost:3000")(request("localhost:3000", "http"))).toBe("http://localhost:3000");
  });
});
