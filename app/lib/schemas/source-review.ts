// The admin's answer to a changed source page: the facts were checked against it and hold, or it changed nothing that matters.
import { z } from "zod/mini";

export const sourceReviewFields = ["intent", "id"] as const;

export const sourceReviewSchema = z.object({ intent: z.enum(["confirm", "dismiss"]), id: z.uuid() });
