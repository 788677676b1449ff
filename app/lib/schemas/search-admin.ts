// The admin's synonym form: words a searcher uses for the same thing, comma-separated.
import { z } from "zod/mini";

export const synonymGroupFields = ["terms"] as const;
export type SynonymGroupField = (typeof synonymGroupFields)[number];

export const synonymGroupSchema = z.object({
  terms: z.pipe(
    z.string(),
    z.transform((text) => [...new Set(text.split(",").map((term) => term.trim().toLowerCase()).filter(Boolean))]),
  ).check(
    z.refine((terms) => terms.length >= 2, "Please give at least two words or phrases, separated by commas."),
    z.refine((terms) => terms.length <= 20, "Please keep a group to 20 words or phrases."),
    z.refine((terms) => terms.every((term) => term.length <= 60 && term.split(" ").length <= 4), "Each word or phrase must be at most 4 words and 60 characters."),
  ),
});
