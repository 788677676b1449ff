// The admin's pick for 'Featured This Week': the ids of the chosen tools, the whole set at once.
import { z } from "zod/mini";

/** One hidden `toolId` field per chosen tool, in the order of the picks. */
export const featuredToolsLists = ["toolId"] as const;

export const featuredToolsSchema = z.object({
  toolId: z.array(z.uuid()),
});
