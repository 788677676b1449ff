import { describe, expect, it } from "vitest";
import { toolSnapshot } from "./admin";
import { COURSE_HISTORY_FIELDS, CATEGORY_HISTORY_FIELDS, describeValue, toolHistoryFields } from "~/lib/catalogue-history";
import { categoryAdminFields, courseAdminFields } from "~/lib/schemas/catalogue-admin";
import { toolAdminFields } from "~/lib/schemas/tool-admin";
import { SOURCE_FORM_FIELDS } from "~/lib/fact-source-form";
import { NO_SOURCES } from "~/lib/fact-sources";

const fields = toolHistoryFields({ animation: "Animation" });

/** A tool as the history records it, every fact filled in. */
const recorded = toolSnapshot({
  name: "Rigger",
  description: "Rigs a character from one drawing, for animators.",
  category: "animation",
  pricing: "Subscription",
  website: "https://rigger.example",
  pricingUrl: "https://rigger.example/pricing",
  status: "published",
  successor: null,
  logoUrl: "/logos/rigger.svg",
  useCases: ["generate-images", "remove-backgrounds"],
  platforms: ["mac"],
  features: ["Rigs a character"],
  freeTier: null,
  startingPrice: "$12/month",
  openSource: false,
  selfHostable: true,
  commercialFree: "no-free-plan",
  commercialPaid: "restricted",
  trainsOnContent: "no",
  termsNote: "Credit the tool.",
  termsSource: "https://rigger.example/terms",
  termsAsOf: "2026-10",
  freeWatermark: "yes",
  freeCardRequired: "no",
  freeAllowance: "10 exports a month",
  factSources: { ...NO_SOURCES, training: { url: "https://rigger.example/privacy", kind: "maker", asOf: null, checkedOn: "2026-12-02", quote: "Rigger never trains on your drawings." } },
});

describe("the catalogue history's words", () => {
  it("has a label, not a column name, for every field a tool's history records", () => {
    for (const name of Object.keys(recorded)) {
      expect(fields[name as keyof typeof fields]?.label, name).toMatch(/^[A-Z]/);
    }
    // And every field of the admin form can be recorded: a source's five fields in one line.
    const sourceLines = ["commercialUseSource", "freePlanLimitsSource", "priceSource", "trainingSource"];
    expect(Object.keys(recorded).sort()).toEqual([...toolAdminFields.filter((name) => name !== "version" && !(SOURCE_FORM_FIELDS as string[]).includes(name)), ...sourceLines].sort());
    expect(fields.trainingSource.label).toBe("Training source");
    expect(recorded.trainingSource).toBe("The maker's own page · https://rigger.example/privacy · undated · read 2026-12-02 · “Rigger never trains on your drawings.”");
    expect(recorded.priceSource).toBeNull();
  });

  it("says a change of terms as the admin form does", () => {
    expect(fields.commercialPaid.label).toBe("Commercial use, paid plans");
    expect(`${describeValue(fields.commercialPaid, "unknown")} → ${describeValue(fields.commercialPaid, "restricted")}`).toBe("Unknown → Allowed with conditions");
    expect(fields.termsAsOf.label).toBe("Terms as of");
    expect(describeValue(fields.termsAsOf, "2026-10")).toBe("October 2026");
    expect(describeValue(fields.trainsOnContent, "yes")).toBe("Yes, by default");
  });

  it("reads slugs, yes / no facts and statuses as words", () => {
    expect(describeValue(fields.category, "animation")).toBe("Animation");
    expect(describeValue(fields.status, "discontinued")).toBe("Discontinued");
    expect(describeValue(fields.useCases, recorded.useCases)).toBe("Generate images from text, Remove backgrounds");
    expect(describeValue(fields.platforms, "mac, web")).toBe("macOS, Web");
    expect(describeValue(fields.freeTier, null)).toBe("Unknown");
    expect(describeValue(fields.selfHostable, true)).toBe("Yes");
    expect(describeValue(fields.pricingUrl, null)).toBe("(none)");
    // A value from an older vocabulary stays as it was recorded.
    expect(describeValue(fields.commercialPaid, "ask-us")).toBe("ask-us");
  });

  it("has a label for every field of the category and course forms", () => {
    for (const name of categoryAdminFields.filter((n) => n !== "version")) expect(CATEGORY_HISTORY_FIELDS[name]?.label, name).toMatch(/^[A-Z]/);
    for (const name of courseAdminFields.filter((n) => n !== "version")) expect(COURSE_HISTORY_FIELDS[name]?.label, name).toMatch(/^[A-Z]/);
    expect(describeValue(COURSE_HISTORY_FIELDS.featured, true)).toBe("Yes");
  });
});
