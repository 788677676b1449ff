import { describe, expect, it } from "vitest";
import { isCrossOriginWrite } from "./same-origin";

const allowed = ["https://example.com"];

describe("isCrossOriginWrite", () => {
  it("never blocks reads", () => {
    expect(isCrossOriginWrite("GET", { origin: "https://evil.test", host: "example.com" }, allowed)).toBe(false);
  });

  it("allows a POST from the same host or the configured origin", () => {
    expect(isCrossOriginWrite("POST", { origin: "http://localhost:3000", host: "localhost:3000" }, allowed)).toBe(false);
    expect(isCrossOriginWrite("POST", { origin: "https://example.com", host: "internal:3000" }, allowed)).toBe(false);
  });

  it("refuses a POST from another origin", () => {
    expect(isCrossOriginWrite("POST", { origin: "https://evil.test", host: "example.com" }, allowed)).toBe(true);
    expect(isCrossOriginWrite("DELETE", { origin: "null", host: "example.com" }, allowed)).toBe(true);
  });

  it("falls back to Sec-Fetch-Site when there is no Origin", () => {
    expect(isCrossOriginWrite("POST", { "sec-fetch-site": "cross-site" }, allowed)).toBe(true);
    expect(isCrossOriginWrite("POST", { "sec-fetch-site": "same-origin" }, allowed)).toBe(false);
    // Non-browser clients (curl, server-to-server) send neither header.
    expect(isCrossOriginWrite("POST", {}, allowed)).toBe(false);
  });
});
