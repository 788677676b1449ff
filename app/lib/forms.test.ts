import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { answerFor, keptValues, parseForm, type FormResult, type TaggedResult } from "./forms";

const schema = z.object({ name: z.string().check(z.minLength(1, "Please give a name.")), toolId: z.array(z.uuid()) });
const ID = "00000000-0000-4000-8000-000000000000";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("parseForm", () => {
  it("gives the schema every value of a list field, in order, and keeps only the typed fields", () => {
    const parsed = parseForm(schema, form([["name", "Ada"], ["toolId", ID], ["toolId", ID.replace("0000-4000", "0001-4000")]]), ["name"], ["toolId"]);
    expect(parsed).toEqual({ ok: true, data: { name: "Ada", toolId: [ID, ID.replace("0000-4000", "0001-4000")] }, values: { name: "Ada" } });
  });

  it("reads a missing list as empty and a missing field as an empty string", () => {
    const parsed = parseForm(schema, form([]), ["name"], ["toolId"]);
    expect(parsed).toEqual({ ok: false, errors: { name: "Please give a name." }, values: { name: "" } });
  });

  it("refuses a list with a value the schema does not take", () => {
    const parsed = parseForm(schema, form([["name", "Ada"], ["toolId", "not-an-id"]]), ["name"], ["toolId"]);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? undefined : Object.keys(parsed.errors)).toEqual(["toolId"]);
  });
});

describe("keptValues", () => {
  it("keeps only the fields that may be shown again", () => {
    expect(keptValues<"email" | "password">({ email: "a@b.c", password: "secret" }, ["email"])).toEqual({ email: "a@b.c" });
  });
});

describe("answerFor", () => {
  type Answer = TaggedResult<"profile" | "password"> | FormResult<never>;
  const profileSaved: Answer = { ok: true, intent: "profile" };

  it("gives a form the answer tagged with its intent, and nothing else", () => {
    expect(answerFor(profileSaved, "profile")).toBe(profileSaved);
    expect(answerFor(profileSaved, "password")).toBeUndefined();
    expect(answerFor<Answer>({ ok: false, message: "Unknown action.", values: {} }, "profile")).toBeUndefined();
    expect(answerFor<Answer>(undefined, "profile")).toBeUndefined();
  });
});
