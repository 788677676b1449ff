import { describe, expect, it } from "vitest";
import { parseValues } from "../forms";
import { REASON_REQUIRED, REASON_TOO_LONG, REASON_TOO_SHORT, reviewModerationSchema } from "./review-moderation";

const reviewId = "3f1c2b7a-4d5e-4f60-8a9b-0c1d2e3f4a5b";
const check = (intent: string, reason: string) => parseValues(reviewModerationSchema, { reviewId, intent, reason });

describe("the moderation form", () => {
  it("needs a reason of 3 to 500 characters to remove, trimmed", () => {
    expect(check("remove", "   ")).toMatchObject({ ok: false, errors: { reason: REASON_REQUIRED } });
    expect(check("remove", " ab ")).toMatchObject({ ok: false, errors: { reason: REASON_TOO_SHORT } });
    expect(check("remove", "x".repeat(501))).toMatchObject({ ok: false, errors: { reason: REASON_TOO_LONG } });
    expect(check("remove", "  Advertising.  ")).toMatchObject({ ok: true, data: { reviewId, intent: "remove", reason: "Advertising." } });
  });

  it("approves and dismisses with no reason, and refuses an unknown decision or review", () => {
    expect(check("approve", "")).toMatchObject({ ok: true });
    expect(check("dismiss", "")).toMatchObject({ ok: true });
    expect(check("delete", "")).toMatchObject({ ok: false, errors: { intent: "Please choose Approve, Remove or Dismiss reports." } });
    expect(parseValues(reviewModerationSchema, { reviewId: "1", intent: "approve", reason: "" })).toMatchObject({ ok: false, errors: { reviewId: "This review is no longer there." } });
  });
});
