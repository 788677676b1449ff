import { describe, expect, it } from "vitest";
import { parseValues } from "../forms";
import { newsletterSchema } from "./newsletter";

describe("newsletter form", () => {
  it("accepts a name and an address, trimmed", () => {
    expect(newsletterSchema.parse({ firstName: " Ada ", email: " ada@example.com " })).toEqual({
      firstName: "Ada",
      email: "ada@example.com",
    });
  });

  it("names each missing or bad field", () => {
    expect(parseValues(newsletterSchema, { firstName: "  ", email: "ada@" })).toEqual({
      ok: false,
      errors: { firstName: "Please enter your first name.", email: "Please enter a valid email address." },
      values: { firstName: "  ", email: "ada@" },
    });
    expect(parseValues(newsletterSchema, { firstName: "Ada", email: "" })).toMatchObject({ ok: false, errors: { email: "Please enter your email address." } });
  });
});
