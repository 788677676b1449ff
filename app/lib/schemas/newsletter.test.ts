import { describe, expect, it } from "vitest";
import { newsletterFieldErrors, newsletterSchema } from "./newsletter";

describe("newsletter form", () => {
  it("accepts a name and an address, trimmed", () => {
    expect(newsletterSchema.parse({ firstName: " Ada ", email: " ada@example.com " })).toEqual({
      firstName: "Ada",
      email: "ada@example.com",
    });
  });

  it("names each missing or bad field", () => {
    const result = newsletterSchema.safeParse({ firstName: "  ", email: "ada@" });
    expect(result.success).toBe(false);
    expect(newsletterFieldErrors(result.error!)).toEqual({
      firstName: "Please enter your first name.",
      email: "Please enter a valid email address.",
    });
    const empty = newsletterSchema.safeParse({ firstName: "Ada", email: "" });
    expect(newsletterFieldErrors(empty.error!)).toEqual({ email: "Please enter your email address." });
  });
});
