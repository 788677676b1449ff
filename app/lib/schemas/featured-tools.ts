// The admin's pick for 'Featured This Week': the ids of the chosen tools, the whole set at once.
import { z } from "zod/mini";

/** How many of the pick the home page shows, in the admin's order. */
export const FEATURED_TOOLS_LIMIT = 4;

export const featuredToolsSchema = z.object({
  toolIds: z.array(z.uuid()),
});
