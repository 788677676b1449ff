import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { ToolFactFields, type FactFieldProps } from "~/components/tool-fact-fields";
import { factFieldSchemas, factHistoryFields, factsAsFormValues, factsFromForm } from "~/lib/tool-fact-form";
import type { HistoryField } from "~/lib/catalogue-history";
import { TOOL_FACTS, type FactDefinition } from "~/lib/tool-facts";
import { toolFactProperties } from "../api/openapi";
import { catalogueFactSchemas, factsForApi, factsForCatalogue, factsFromCatalogue } from "./facts";

/** A fact the definition does not have yet, as the next one will be added. */
const watermark: FactDefinition = {
  key: "freePlanWatermark",
  kind: "yesNo",
  label: "Watermark on the free plan",
  section: "pricing",
  api: { name: "watermark", group: "commercialUse", description: "Free-plan outputs carry a watermark; null when not known." },
  catalogue: { name: "watermark", group: "commercialUse" },
};
const facts = [...TOOL_FACTS, watermark];

const stored = {
  useCases: ["remove-backgrounds"],
  platforms: ["web"],
  features: ["One click"],
  freeTier: true,
  startingPrice: "$9/month",
  openSource: null,
  selfHostable: false,
  commercialFree: "restricted",
  commercialPaid: "allowed",
  trainsOnContent: "no",
  termsNote: null,
  termsSource: "https://maker.example/terms",
  termsAsOf: "2026-10",
  freeWatermark: "no",
  freeCardRequired: "unknown",
  freeAllowance: "3 exports a month",
  freePlanWatermark: true,
};

const formProps = (values: Record<string, string>) => (name: string): FactFieldProps => ({ name, value: values[name] ?? "", onChange: () => undefined });

describe("a fact added to the definition", () => {
  it("appears in the admin form, with its own check and the way back to what is stored", () => {
    const values = factsAsFormValues(stored, facts);
    expect(values).toMatchObject({ freePlanWatermark: "yes", openSource: "unknown", useCases: "remove-backgrounds" });
    const html = renderToStaticMarkup(createElement(ToolFactFields, { field: formProps(values), facts }));
    expect(html).toContain("Watermark on the free plan");
    expect(html).toMatch(/<select[^>]*name="freePlanWatermark"/);

    const checked = z.object(factFieldSchemas(facts)).safeParse(values);
    expect(checked.success).toBe(true);
    expect(factsFromForm(checked.data!, facts)).toEqual(stored);
    expect(z.object(factFieldSchemas(facts)).safeParse({ ...values, freePlanWatermark: "perhaps" }).success).toBe(false);
  });

  it("is named and read in the history", () => {
    expect((factHistoryFields(facts) as Record<string, HistoryField>).freePlanWatermark).toMatchObject({ label: "Watermark on the free plan", empty: "Unknown" });
    expect((factHistoryFields(facts) as Record<string, HistoryField>).freePlanWatermark!.words!(false)).toBe("No");
  });

  it("is sent by the API, in its place, and described by the OpenAPI document", () => {
    const api = factsForApi(stored, facts) as unknown as { commercialUse: Record<string, unknown>; freeTier: unknown };
    expect(api.commercialUse.watermark).toBe(true);
    expect(api.freeTier).toBe(true);
    const properties = toolFactProperties(facts);
    expect(properties.commercialUse!.properties!.watermark).toEqual({ type: ["boolean", "null"], description: watermark.api.description });
    expect(properties.commercialUse!.required).toContain("watermark");
  });

  it("is exported to and imported from the catalogue files, checked on the way in", () => {
    const entry = factsForCatalogue({ ...stored, freePlanWatermark: null }, facts) as unknown as { commercialUse: Record<string, unknown> };
    expect(entry.commercialUse.watermark).toBe("unknown");
    expect(factsFromCatalogue(entry, facts)).toEqual({ ...stored, freePlanWatermark: null });

    const schemas = catalogueFactSchemas(facts);
    expect(schemas.groups.commercialUse.parse({ watermark: true }).watermark).toBe(true);
    expect(schemas.groups.commercialUse.safeParse({ watermark: "often" }).success).toBe(false);
    // Left out of an entry, it is not known.
    expect(schemas.groups.commercialUse.parse({}).watermark).toBe("unknown");
  });
});
