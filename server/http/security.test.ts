import express from "express";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { assignCspNonce, securityHeaders } from "./security";

async function headersOf(paths: string[]): Promise<Headers[]> {
  const app = express();
  app.use(assignCspNonce, securityHeaders({ isProduction: true }));
  app.get("/{*path}", (_req, res) => {
    res.type("png").end();
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await Promise.all(paths.map(async (path) => (await fetch(`http://127.0.0.1:${port}${path}`)).headers));
  } finally {
    server.close();
  }
}

describe("security headers", () => {
  it("let other sites show the social cards, and nothing else", async () => {
    const [card, upload] = await headersOf(["/social/tools/figma.png?v=1", "/uploads/blog/picture.webp"]);
    expect(card!.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    expect(card!.get("X-Content-Type-Options")).toBe("nosniff");
    expect(upload!.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  });
});
