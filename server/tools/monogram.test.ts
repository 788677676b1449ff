import { describe, expect, it } from "vitest";
import { monogramLetters } from "~/lib/monogram";
import { monogramSvg } from "./monogram";

describe("monogram logos", () => {
  it("takes initials from the name", () => {
    expect(monogramLetters("Adobe Firefly")).toBe("AF");
    expect(monogramLetters("ElevenLabs")).toBe("EL");
    expect(monogramLetters("midjourney")).toBe("M");
    expect(monogramLetters("Leonardo.Ai")).toBe("L");
  });

  it("escapes the name inside the SVG", () => {
    const svg = monogramSvg('Tom & "Jerry" <Studio>', "#123456");
    expect(svg).toContain('aria-label="Tom &amp; &quot;Jerry&quot; &lt;Studio&gt; initials"');
    expect(svg).toContain('fill="#123456"');
    expect(svg).not.toContain("<Studio>");
  });
});
