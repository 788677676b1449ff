import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("inbox CSV", () => {
  it("quotes every field and doubles quotes, keeping commas and line breaks inside a cell", () => {
    expect(toCsv(["Name", "Message"], [["Ada", 'She said "hi", then\nleft']])).toBe('"Name","Message"\r\n"Ada","She said ""hi"", then\nleft"\r\n');
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    for (const formula of ["=HYPERLINK(\"https://evil.example\")", "+1+1", "-2+3", "@SUM(A1)", "\tcmd", "\r=1"]) {
      expect(csvCell(formula).startsWith(`"'`), formula).toBe(true);
    }
    expect(csvCell("plain text")).toBe('"plain text"');
    expect(csvCell(null)).toBe('""');
  });
});
