import { describe, expect, it } from "vitest";
import { boundedEditDistance, isSubstantialEdit, TYPO_BUDGET, type ReviewText } from "./substantial-edit";

const review: ReviewText = {
  rating: 4,
  title: "Solid for product shots",
  body: "I used it every week for a season of product photos and it saved me hours of masking.",
  useCase: "Product photos for an online shop",
  pros: null,
  cons: "Exports are slow",
};

describe("a substantial edit", () => {
  it("measures edit distance, stopping once past the limit", () => {
    expect(boundedEditDistance("kitten", "sitting", 10)).toBe(3);
    expect(boundedEditDistance("", "abc", 10)).toBe(3);
    expect(boundedEditDistance("same", "same", 0)).toBe(0);
    expect(boundedEditDistance("a".repeat(50), "b".repeat(50), 5)).toBe(6);
  });

  it("lets typo fixes through", () => {
    expect(isSubstantialEdit(review, { ...review, body: review.body.replace("masking", "maskng").replace("season", "saeson") })).toBe(false);
    expect(isSubstantialEdit(review, { ...review, title: "Solid for product shots!" })).toBe(false);
    expect(isSubstantialEdit(review, { ...review })).toBe(false);
  });

  it("sends back a changed rating, a new link, or more than a typo's worth of new words", () => {
    expect(isSubstantialEdit(review, { ...review, rating: 5 })).toBe(true);
    expect(isSubstantialEdit(review, { ...review, cons: "Buy at www.example.com" })).toBe(true);
    expect(isSubstantialEdit(review, { ...review, body: `${review.body} Also great for ads.` })).toBe(true);
    expect(isSubstantialEdit(review, { ...review, pros: "x".repeat(TYPO_BUDGET + 1) })).toBe(true);
    // Small changes spread over several fields add up.
    expect(isSubstantialEdit(review, { ...review, title: "Solid for product shots, mostly", useCase: "Product photos for a big online shop" })).toBe(true);
  });
});
