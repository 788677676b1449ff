import { describe, expect, it } from "vitest";
import { parseValues } from "../forms";
import { courseSuggestionSchema, toolSuggestionSchema } from "./suggestions";

const tool = {
  toolName: "Krea",
  toolUrl: "https://www.krea.ai",
  category: "Image Generation",
  pricing: "",
  submittedBy: "",
  description: "Real-time image generation.",
  whySubmit: "Designers use it daily.",
};
const course = { courseName: "Prompting for designers", courseUrl: "http://example.com/course", platform: "", category: "AI Fundamentals", level: "", pricing: "Free", submittedBy: "Ada", description: "Six lessons." };

describe("suggestion forms", () => {
  it("accept complete suggestions with the optional fields left empty", () => {
    expect(parseValues(toolSuggestionSchema, tool).ok).toBe(true);
    expect(parseValues(courseSuggestionSchema, course).ok).toBe(true);
  });

  it("refuse web addresses that are not http(s) or not an address at all", () => {
    for (const toolUrl of ["javascript:alert(1)", "ftp://example.com/file", "krea.ai", "https://", "data:text/html,x"]) {
      expect(parseValues(toolSuggestionSchema, { ...tool, toolUrl }), toolUrl).toMatchObject({
        ok: false,
        errors: { toolUrl: "Please enter a full web address starting with http:// or https://." },
      });
    }
  });

  it("name every missing field and refuse choices outside the lists", () => {
    expect(parseValues(toolSuggestionSchema, { ...tool, toolName: "", category: "", description: " ", whySubmit: "", pricing: "Lifetime" })).toMatchObject({
      ok: false,
      errors: {
        toolName: "Please enter the tool's name.",
        category: "Please choose a category.",
        description: "Please describe the tool.",
        whySubmit: "Please tell us why we should add this tool.",
        pricing: "Please choose a pricing model from the list.",
      },
    });
    expect(parseValues(courseSuggestionSchema, { ...course, courseName: "", level: "Expert" })).toMatchObject({
      ok: false,
      errors: { courseName: "Please enter the course's name.", level: "Please choose a level from the list." },
    });
  });
});
