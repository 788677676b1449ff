/**
 * Why an editor refuses a suggestion: a reason from the list, said to the author in their
 * language, or the editor's own words, sent as written.
 */
import type { Locale } from "~/lib/i18n";
import { isOneOf } from "~/lib/records";
import { REFUSAL_REASONS, type RefusalReason } from "~/lib/edit-refusals";
import * as m from "~/paraglide/messages";

const AUTHOR_WORDS: Record<RefusalReason, (locale: Locale) => string> = {
  "source-does-not-say": (locale) => m.makers_reason_source_does_not_say({}, { locale }),
  "source-not-reliable": (locale) => m.makers_reason_source_not_reliable({}, { locale }),
  "already-listed": (locale) => m.makers_reason_already_listed({}, { locale }),
  "out-of-date": (locale) => m.makers_reason_out_of_date({}, { locale }),
  "not-this-tool": (locale) => m.makers_reason_not_this_tool({}, { locale }),
};

/** The reason as the author reads it. */
export function refusalReasonText(reason: string, locale: Locale): string {
  return isOneOf(REFUSAL_REASONS, reason) ? AUTHOR_WORDS[reason](locale) : reason;
}
