import { describe, expect, it } from "vitest";
import { checkUrl } from "./check-url";
import { refusePrivateAddress } from "./public-address";

describe("the link checker's reach", () => {
  it("refuses this machine and private networks, by name or by number", async () => {
    for (const url of ["http://127.0.0.1:5432/", "http://localhost/", "http://10.1.2.3/", "http://192.168.0.1/", "http://172.20.0.1/", "http://169.254.169.254/latest/meta-data", "http://[::1]/", "http://[fd00::1]/", "http://[::ffff:10.0.0.1]/"]) {
      expect(await refusePrivateAddress(url), url).toBe("Private address: not checked");
    }
    expect(await refusePrivateAddress("http://93.184.215.14/")).toBeUndefined();
  });

  it("never sends a request to a refused address", async () => {
    let requests = 0;
    const result = await checkUrl("http://127.0.0.1:9/", {
      userAgent: "test",
      timeoutMs: 500,
      maxRedirects: 5,
      fetch: (async () => {
        requests++;
        return new Response(null, { status: 200 });
      }) as typeof fetch,
    });
    expect(result).toEqual({ ok: false, httpStatus: null, finalUrl: "http://127.0.0.1:9/", error: "Private address: not checked" });
    expect(requests).toBe(0);
  });
});
