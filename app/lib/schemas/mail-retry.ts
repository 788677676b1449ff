// The admin's retry of failed e-mails: one of them by its id, or every one that can still be sent.
import { z } from "zod/mini";

export const mailRetryFields = ["intent", "id"] as const;

export const mailRetrySchema = z.union([z.object({ intent: z.literal("retry"), id: z.uuid() }), z.object({ intent: z.literal("retry-all") })]);
