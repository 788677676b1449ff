import { describe, expect, it } from "vitest";
import { reviewData, type ReviewFacts } from "./structured-data";

const review = (n: number, rating: number): ReviewFacts => ({
  authorName: `Reviewer ${n}.`,
  rating,
  title: `Review ${n}`,
  body: "Used it for a season of client work; it did what its page says.",
  publishedAt: new Date(Date.UTC(2026, 2, n, 15)),
});

describe("reviewData", () => {
  it("says nothing under three published reviews", () => {
    expect(reviewData({ count: 2, average: null, distribution: [0, 0, 0, 1, 1] }, [review(1, 5), review(2, 4)])).toEqual({});
    expect(reviewData({ count: 0, average: null, distribution: [0, 0, 0, 0, 0] }, [])).toEqual({});
  });

  it("gives the aggregate rating and the shown reviews from three", () => {
    const data = reviewData({ count: 3, average: 4.3, distribution: [0, 0, 0, 2, 1] }, [
      review(3, 5),
      { ...review(2, 4), formerMember: true, publishedAt: "2026-03-02T15:00:00.000Z" },
      review(1, 4),
    ]);
    expect(data).toEqual({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 },
      review: [
        {
          "@type": "Review",
          author: { "@type": "Person", name: "Reviewer 3." },
          reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
          name: "Review 3",
          reviewBody: "Used it for a season of client work; it did what its page says.",
          datePublished: "2026-03-03",
        },
        expect.objectContaining({ author: { "@type": "Person", name: "Former member" }, datePublished: "2026-03-02" }),
        expect.objectContaining({ name: "Review 1", reviewRating: expect.objectContaining({ ratingValue: 4 }) }),
      ],
    });
  });
});
