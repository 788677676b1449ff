import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePortSync } from "../../tests/helpers/free-port";
import { parseEnv } from "../env";
import { createApp } from "./app";
import { createServerPhase } from "./phase";

describe("while the server is starting", () => {
  let origin = "";
  let close = () => {};
  beforeAll(async () => {
    // Development mode: pages would load the build on their first request, which no request here reaches.
    const port = freePortSync();
    const config = parseEnv({ NODE_ENV: "development", PORT: String(port) });
    const app = createApp({ config, phase: createServerPhase("starting"), pingDatabase: async () => undefined, devMailboxToken: "x".repeat(32) });
    const server = app.listen(port, "127.0.0.1");
    await once(server, "listening");
    origin = config.PUBLIC_URL;
    close = () => server.close();
  });
  afterAll(() => close());

  const get = (path: string) => fetch(`${origin}${path}`);

  it("answers a page with the error page in the address's language, and a script with a sentence", async () => {
    const spanish = await get("/es/tools");
    expect(spanish.status).toBe(503);
    expect(spanish.headers.get("retry-after")).toBe("5");
    const html = await spanish.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("Volvemos enseguida");
    const api = await get("/api/v1/tools");
    expect(api.status).toBe(503);
    expect(await api.text()).toBe("The site is starting. Please try again in a few seconds.");
  });
});
