// The admin's answers in the review queue: a changed source page's facts were checked and hold (confirm), or it changed
// nothing that matters (dismiss); a logo found on a maker's site becomes the tool's logo (approve), or is turned down (reject).
import { z } from "zod/mini";

export const sourceReviewFields = ["intent", "id"] as const;

export const sourceReviewSchema = z.object({ intent: z.enum(["confirm", "dismiss", "approve", "reject"]), id: z.uuid() });
