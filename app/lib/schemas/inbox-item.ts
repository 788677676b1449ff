// What the admin does with one inbox item: mark it handled or not, or make a draft tool of a suggestion.
import { z } from "zod/mini";

export const inboxItemFields = ["intent", "handled"] as const;

export const inboxItemSchema = z.union([z.object({ intent: z.literal("create-tool") }), z.object({ handled: z.enum(["true", "false"]) })]);
