/**
 * Edits of a saved post that were not saved yet, kept in this browser so a crash, a closed
 * tab or a reload does not lose them: written while the form differs from the saved post,
 * removed once it is saved or the edits are discarded, and offered back when the post is
 * opened again.
 */
import { isRecord } from "~/lib/records";
import type { EditorValues } from "./post-editor";

export interface KeptEdits {
  values: EditorValues;
  /** When the edits were last written, in milliseconds since 1970. */
  keptAt: number;
}

const PREFIX = "atelier:unsaved-post:";

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off; the editor then keeps nothing, as before.
    return undefined;
  }
};

export function readKeptEdits(postId: string): KeptEdits | undefined {
  const raw = storage()?.getItem(PREFIX + postId);
  if (!raw) return undefined;
  try {
    const kept: unknown = JSON.parse(raw);
    return isKeptEdits(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** Written by keepEdits: the title is the one field every copy has. */
const isKeptEdits = (value: unknown): value is KeptEdits => isRecord(value) && typeof value.keptAt === "number" && isRecord(value.values) && typeof value.values.title === "string";

export function keepEdits(postId: string, values: EditorValues): void {
  try {
    storage()?.setItem(PREFIX + postId, JSON.stringify({ values, keptAt: Date.now() } satisfies KeptEdits));
  } catch {
    // A full storage keeps the previous copy: the warning before leaving still protects the edits.
  }
}

export function forgetEdits(postId: string): void {
  storage()?.removeItem(PREFIX + postId);
}
