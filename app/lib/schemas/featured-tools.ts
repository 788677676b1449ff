// The admin's pick for 'Featured This Week': the ids of the chosen tools, the whole set at once.
import { z } from "zod/mini";

export const featuredToolsSchema = z.object({
  toolIds: z.array(z.uuid()),
});
