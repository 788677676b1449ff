import { describe, expect, it } from "vitest";
import { correctedQuery, planQuery, relaxations } from "./intent";
import { synonymIndex } from "./synonyms";

const synonyms = synonymIndex([
  { id: 1, terms: ["transcribe", "transcription", "speech to text"] },
  { id: 2, terms: ["logo", "logo maker", "brand mark"] },
]);

describe("reading a search as needs", () => {
  it("turns a known phrase into one need with its synonyms, and drops filler words", () => {
    expect(planQuery("Speech to text for an interview", synonyms)).toEqual([["speech to text", "transcribe", "transcription"], ["interview"]]);
    expect(planQuery("logo for my bakery", synonyms)).toEqual([["logo", "logo maker", "brand mark"], ["bakery"]]);
  });

  it("prefers the longest phrase it knows", () => {
    expect(planQuery("logo maker", synonyms)).toEqual([["logo maker", "logo", "brand mark"]]);
  });

  it("adds the real word beside a misspelt one, with that word's synonyms", () => {
    const plan = planQuery("transcibe intervew", synonyms, new Map([["transcibe", "transcribe"], ["intervew", "interview"]]));
    expect(plan).toEqual([["transcibe", "transcribe", "transcription", "speech to text"], ["intervew", "interview"]]);
    expect(correctedQuery("Transcibe  intervew", new Map([["transcibe", "transcribe"]]))).toBe("transcribe intervew");
  });

  it("keeps a lone filler word, since it is all the visitor typed", () => {
    expect(planQuery("the", synonyms)).toEqual([["the"]]);
  });

  it("relaxes from every need, to all but one, to any one", () => {
    const plan = [["a"], ["b"], ["c"]];
    expect(relaxations(plan)).toEqual([[plan], [[["b"], ["c"]], [["a"], ["c"]], [["a"], ["b"]]], [[["a"]], [["b"]], [["c"]]]]);
    expect(relaxations([["a"], ["b"]])).toEqual([[[["a"], ["b"]]], [[["a"]], [["b"]]]]);
    expect(relaxations([["a"]])).toEqual([[[["a"]]]]);
  });
});
