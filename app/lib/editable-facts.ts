/**
 * The facts a reader or a maker may suggest a value for (/tools/{slug}/edit): the deciding ones,
 * each standing on its group's source. Apart from the form's schema, so the tool page can offer a
 * suggestion beside an unknown fact without loading the form.
 */
import type { ToolFactKey } from "./tool-facts";

/** The facts a suggestion may change: the deciding ones, each standing on its group's source. */
export const EDITABLE_FACTS = [
  "freeTier",
  "startingPrice",
  "freeWatermark",
  "freeCardRequired",
  "freeAllowance",
  "commercialFree",
  "commercialPaid",
  "trainsOnContent",
] as const satisfies readonly ToolFactKey[];
export type EditableFact = (typeof EDITABLE_FACTS)[number];
