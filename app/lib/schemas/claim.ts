/**
 * A maker's claim of a listing: where the proof goes (the file's address on the tool's site, the
 * meta tag's name) and the claim form, which only says which proof to check.
 */
import { z } from "zod/mini";

export const CLAIM_FILE_PATH = "/.well-known/atelier-ai-verification.txt";
export const CLAIM_META_NAME = "atelier-ai-verification";

export const CLAIM_METHODS = ["file", "meta", "email"] as const;
export type ClaimMethod = (typeof CLAIM_METHODS)[number];

export const claimFields = ["method"] as const;
export const claimSchema = z.object({ method: z.enum(CLAIM_METHODS) });
