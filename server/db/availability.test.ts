import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./availability";

const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("isDatabaseUnavailable", () => {
  it("recognises a terminated backend, a refused or timed-out connection, and a closed embedded database", () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("timeout exceeded when trying to connect")))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("Connection terminated unexpectedly")))).toBe(true);
    expect(isDatabaseUnavailable(new Error('database "site" is not currently accepting connections'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error("PGlite is closed")))).toBe(true);
  });

  it("leaves real bugs alone", () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('syntax error at or near "selec"'), { code: "42601" })))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error("duplicate key value"), { code: "23505" })))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
