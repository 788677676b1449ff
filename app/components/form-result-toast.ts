import { useEffect } from "react";
import { toast } from "sonner";
import type { FormResult } from "~/lib/forms";

type Message = [title: string, description?: string];

export interface FormToasts {
  success: Message;
  /** A field failed its check; without it, the messages beside the fields say it all. */
  invalid?: Message;
  /** The server refused or failed; its own message, when it gave one, is the description. */
  failure: Message;
}

/** The one mapping from a form's result to a toast. */
export function useFormResultToast(result: FormResult | undefined, toasts: FormToasts): void {
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      toast.success(toasts.success[0], { description: toasts.success[1] });
    } else if (result.errors && Object.keys(result.errors).length > 0) {
      if (toasts.invalid) toast.error(toasts.invalid[0], { description: toasts.invalid[1] });
    } else {
      toast.error(toasts.failure[0], { description: result.message ?? toasts.failure[1] });
    }
    // The toasts are constants of the form: only a new result shows one.
  }, [result]);
}
