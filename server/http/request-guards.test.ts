/**
 * The guards in a small Express app of their own, fed raw bytes over a socket
 * so that what a browser or fetch would clean up reaches the server as sent.
 */
import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../../tests/helpers/raw-http";
import { requireKnownHost } from "./host";
import { acceptAbsoluteForm, allowKnownMethods, decodesCleanly, FORM_BODY_LIMIT_BYTES, readFormBody, rejectMalformedUrl } from "./request-guards";
import { securityHeaders } from "./security";

let server: ReturnType<express.Express["listen"]>;
let port: number;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(allowKnownMethods, acceptAbsoluteForm, rejectMalformedUrl, requireKnownHost("http://site.test", ["alias.test"], ["/healthz"]));
  app.use((_req, res, next) => {
    res.locals.cspNonce = "n";
    next();
  });
  app.use(securityHeaders({ isProduction: true }));
  app.use(readFormBody());
  app.use((req, res) => res.type("text/plain").send(`ok ${(res.locals.body as Buffer | undefined)?.length ?? "-"} ${req.originalUrl}`));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const raw = (request: Buffer | string) => rawRequest(port, request);

const get = (target: string, host = "site.test", extra = "") => raw(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`);
const post = (body: string | Buffer, type = "application/x-www-form-urlencoded", host = "site.test") =>
  raw(Buffer.concat([Buffer.from(`POST /form HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`), Buffer.from(body)]));

describe("request guards", () => {
  it("answers only GET, HEAD and POST; OPTIONS lists them", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "PROPFIND"]) {
      const response = await raw(`${method} / HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n`);
      expect(response.status, method).toBe(405);
      expect(response.head).toMatch(/Allow: GET, HEAD, POST/i);
    }
    expect((await raw("OPTIONS / HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n")).status).toBe(204);
  });

  it("answers the public API's preflight with CORS headers, and refuses writes to it with a JSON 405", async () => {
    const preflight = await raw("OPTIONS /api/v1/tools?search=x HTTP/1.1\r\nHost: site.test\r\nOrigin: https://elsewhere.example\r\nAccess-Control-Request-Method: GET\r\nAccess-Control-Request-Headers: if-none-match\r\nConnection: close\r\n\r\n");
    expect(preflight.status).toBe(204);
    expect(preflight.head).toMatch(/Access-Control-Allow-Origin: \*/i);
    expect(preflight.head).toMatch(/Access-Control-Allow-Methods: GET, HEAD, OPTIONS/i);
    expect(preflight.head).toMatch(/Access-Control-Allow-Headers: If-None-Match/i);
    // Only the API is open to other sites.
    expect((await raw("OPTIONS /tools HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n")).head).not.toMatch(/Access-Control-Allow-Origin/i);
    for (const method of ["POST", "PUT", "DELETE"]) {
      const refused = await raw(`${method} /api/v1/tools HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
      expect(refused.status, method).toBe(405);
      expect(refused.head).toMatch(/Content-Type: application\/json; charset=utf-8/i);
      expect(refused.head).toMatch(/Allow: GET, HEAD, OPTIONS/i);
      expect(JSON.parse(refused.body)).toEqual({ error: { code: "method_not_allowed", message: expect.stringContaining("GET") } });
    }
    // Routes match whatever the case, so the guard does too.
    expect((await raw("POST /API/V1/Tools HTTP/1.1\r\nHost: site.test\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")).status).toBe(405);
  });

  it("refuses NUL bytes and invalid UTF-8 in the path and the query, and keeps a stray percent sign", async () => {
    expect((await get("/tools?search=%00")).status).toBe(400);
    expect((await get("/tools/%00x")).status).toBe(400);
    expect((await get("/tools/%ff%fe")).status).toBe(400);
    expect((await get("/tools?search=%C0%AF")).status).toBe(400);
    expect((await raw(Buffer.concat([Buffer.from("GET /tools/"), Buffer.from([0xc3, 0x28]), Buffer.from(" HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n")]))).status).toBe(400);
    expect((await get("/tools?search=100%")).status).toBe(200);
    expect((await get("/tools?search=caf%C3%A9")).status).toBe(200);
    expect(decodesCleanly("a%2Bb")).toBe(true);
  });

  it("reads url-encoded forms and refuses other types, bad encodings and oversized bodies", async () => {
    expect((await post("email=ada%40example.com")).body).toBe("ok 23 /form");
    expect((await post('{"email":"x"}', "application/json")).status).toBe(415);
    expect((await post("--b\r\n", "multipart/form-data; boundary=b")).status).toBe(415);
    expect((await post("name=a%00b")).status).toBe(400);
    expect((await post(Buffer.from([0x6e, 0x3d, 0xff]))).status).toBe(400);
    expect((await post("x".repeat(FORM_BODY_LIMIT_BYTES + 1))).status).toBe(413);
    // Declared small, sent in chunks past the limit: refused while streaming.
    const chunk = "a".repeat(64 * 1024);
    const chunks = Array.from({ length: Math.ceil(FORM_BODY_LIMIT_BYTES / chunk.length) + 2 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join("");
    const chunked = await raw(`POST /form HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunks}0\r\n\r\n`);
    expect(chunked.status).toBe(413);
    // An empty POST needs no content type.
    expect((await raw("POST /form HTTP/1.1\r\nHost: site.test\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")).body).toBe("ok 0 /form");
  });

  it("sends other host names to the canonical one, and refuses writes addressed to them", async () => {
    const redirected = await get("/tools?page=2", "127.0.0.1");
    expect(redirected.status).toBe(308);
    expect(redirected.head).toContain("Location: http://site.test/tools?page=2");
    expect((await get("/", "evil.example")).status).toBe(308);
    expect((await post("a=1", undefined, "evil.example")).status).toBe(421);
    expect((await get("/", "alias.test")).status).toBe(200);
    expect((await get("/", "SITE.TEST:80")).status).toBe(200);
    expect((await get("/healthz", "10.0.0.7:3000")).status).toBe(200);
  });

  it("accepts a target in absolute-form for the site's own host, takes its host as the Host, and refuses other targets", async () => {
    // RFC 9112 section 3.2.2: servers must accept it; the host in the target wins over the Host header.
    const own = await get("http://site.test/tools?page=2", "elsewhere.example");
    expect(own.status).toBe(200);
    expect(own.body).toBe("ok - /tools?page=2");
    expect((await get("HTTP://SITE.TEST:80?x=1")).body).toBe("ok - /?x=1");
    const other = await get("http://evil.example/tools");
    expect(other.status).toBe(308);
    expect(other.head).toContain("Location: http://site.test/tools");
    expect((await get("http://site.test/tools?search=%00")).status).toBe(400);
    for (const target of ["ftp://site.test/tools", "http://user:pass@site.test/tools", "http:///tools", "*", "tools"]) {
      expect((await get(target)).status, target).toBe(400);
    }
    expect((await raw("OPTIONS * HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n")).status).toBe(204);
  });

  it("sends HSTS only over HTTPS, as told by a trusted proxy", async () => {
    expect((await get("/")).head).not.toMatch(/Strict-Transport-Security/i);
    expect((await get("/", "site.test", "X-Forwarded-Proto: https\r\n")).head).toMatch(/Strict-Transport-Security: max-age=\d+/i);
    expect((await get("/")).head).toMatch(/Content-Security-Policy:/i);
  });
});
