import { describe, expect, it } from "vitest";
import { redirect, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { keepThePageOnTransportFailure, transportFailureMessage, UNREACHABLE, unreachableReason } from "./client-action";

type Results = Record<string, { type: "data" | "error"; result: unknown }>;

/** Runs the middleware for one request whose action ended in `outcome`. */
async function run(method: string, outcome: Results[string]) {
  const request = new Request("http://site.test/contact", { method });
  const next = async () => ({ "routes/contact": outcome });
  // The middleware reads only the request; the rest of React Router's arguments are not used.
  const args = { request } as unknown as Parameters<typeof keepThePageOnTransportFailure>[0];
  return (await keepThePageOnTransportFailure(args, next)) as Results;
}

describe("the root's client middleware", () => {
  it("turns a proxy's page into a refused result with status 503", async () => {
    const results = await run("POST", { type: "error", result: new ErrorResponse(502, "Bad Gateway", "<h1>Bad Gateway</h1>") });
    expect(results["routes/contact"]!.type).toBe("data");
  });

  it("turns a fetch that failed on the way into a refused result with status 503", async () => {
    const results = await run("POST", { type: "error", result: new TypeError("Failed to fetch") });
    const outcome = results["routes/contact"]!;
    expect(outcome.type).toBe("data");
    const answer = outcome.result as { data: { ok: boolean; code: string; message: string }; init: { status: number } };
    expect(answer.init.status).toBe(503);
    expect(answer.data).toMatchObject({ ok: false, code: UNREACHABLE });
    expect(answer.data.message).toMatch(/could not be reached|offline/);
    expect(unreachableReason(answer.data)).toBe(answer.data.message);
    expect(unreachableReason({ ok: false, message: "Please enter your email address.", values: {} })).toBeUndefined();
  });

  it("passes the server's own answers through: data, a redirect, a 404 it threw on purpose", async () => {
    const saved = { type: "data" as const, result: { ok: true } };
    expect((await run("POST", saved))["routes/contact"]).toBe(saved);
    const moved = { type: "error" as const, result: redirect("/auth") };
    expect((await run("POST", moved))["routes/contact"]).toBe(moved);
    const missing = { type: "error" as const, result: new ErrorResponse(404, "Not Found", "gone") };
    expect((await run("POST", missing))["routes/contact"]).toBe(missing);
  });

  it("leaves page loads alone", async () => {
    const failedLoad = { type: "error" as const, result: new TypeError("Failed to fetch") };
    expect((await run("GET", failedLoad))["routes/contact"]).toBe(failedLoad);
  });
});

describe("why a submit failed, in words", () => {
  it("names the cause a person can act on", () => {
    expect(transportFailureMessage(new TypeError("Failed to fetch"), false)).toMatch(/^You seem to be offline, so nothing was sent\./);
    expect(transportFailureMessage(new TypeError("Failed to fetch"), true)).toMatch(/^The site could not be reached, so nothing was sent\./);
    expect(transportFailureMessage(new DOMException("signal timed out", "TimeoutError"))).toMatch(/did not answer in time, so this may not have arrived/);
    expect(transportFailureMessage(new ErrorResponse(502, "Bad Gateway", ""))).toMatch(/not answering just now \(error 502\)/);
  });
});
