import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ToolCardData } from "@server/tools/queries";
import { CardRating, cardRating } from "./card-rating";
import { ToolCard } from "./tool-card";

const tool = (reviewCount: number, ratingSum: number): ToolCardData => ({
  id: "0b1c5f9e-5d59-4a55-9d43-2a3f6f1b2c3d",
  slug: "photoroom",
  name: "Photoroom",
  description: "Background removal and product photos.",
  logoUrl: null,
  pricing: "Freemium",
  categoryName: "Background Removal",
  categorySlug: "background-removal",
  categoryIcon: null,
  categoryColour: "#22c55e",
  reviewCount,
  ratingSum,
  startingPrice: null,
  priceReported: false,
});

function renderCard(data: ToolCardData): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ToolCard tool={data} /> }]);
  return renderToStaticMarkup(<Stub />);
}

describe("a card's rating", () => {
  it("is nothing under three published reviews, on the card too", () => {
    expect(cardRating(0, 0)).toBeNull();
    expect(cardRating(10, 2)).toBeNull();
    expect(renderToStaticMarkup(<CardRating ratingSum={10} reviewCount={2} />)).toBe("");
    const withTwo = renderCard(tool(2, 10));
    expect(withTwo).toBe(renderCard(tool(0, 0)));
    expect(withTwo).not.toMatch(/review|Rated/i);
  });

  it("shows the average to one decimal and the count from three, with a label that reads as a sentence", () => {
    expect(cardRating(55, 12)).toEqual({ score: "4.6", count: "12", label: "Rated 4.6 out of 5 from 12 reviews" });
    expect(cardRating(15, 3)).toEqual({ score: "5.0", count: "3", label: "Rated 5.0 out of 5 from 3 reviews" });
    expect(cardRating(5553, 1234)?.label).toBe("Rated 4.5 out of 5 from 1,234 reviews");
    const card = renderCard(tool(12, 55));
    expect(card).toContain('role="img" aria-label="Rated 4.6 out of 5 from 12 reviews"');
    expect(card).toMatch(/<span>4\.6<\/span><span class="text-muted">\(12\)<\/span>/);
  });
});
