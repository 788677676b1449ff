import { describe, expect, it } from "vitest";
import { parseValues } from "../forms";
import { contactSchema, splitFullName } from "./contact";

const valid = { fullName: "Ada Lovelace", email: "ada@example.com", phone: "", category: "Course", message: "Hello" };

describe("contact form", () => {
  it("accepts a complete message, with or without a phone number", () => {
    expect(parseValues(contactSchema, valid).ok).toBe(true);
    expect(parseValues(contactSchema, { ...valid, phone: "+44 (0)20 7946-0958" }).ok).toBe(true);
  });

  it("names each missing or bad field, and keeps what was typed", () => {
    const result = parseValues(contactSchema, { fullName: " ", email: "ada@", phone: "call me", category: "Spam", message: "" });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        fullName: "Please enter your full name.",
        email: "Please enter a valid email address.",
        phone: "Please enter a phone number with digits, spaces and + ( ) - only.",
        category: "Please choose a category.",
        message: "Please enter your message.",
      },
      values: { email: "ada@", phone: "call me" },
    });
    expect(parseValues(contactSchema, { ...valid, message: "x".repeat(5001) })).toMatchObject({ ok: false, errors: { message: "Message must be 5000 characters or fewer." } });
  });

  it("splits the full name at the first space", () => {
    expect(splitFullName("Ada King Lovelace")).toEqual({ firstName: "Ada", lastName: "King Lovelace" });
    expect(splitFullName("  Plato ")).toEqual({ firstName: "Plato", lastName: "" });
  });
});
