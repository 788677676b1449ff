import type { z } from "zod/mini";

/** The first message for each field, keyed by field name, for showing beside the inputs. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Form fields as strings (a missing field is empty), for schemas and for echoing input back. */
export function formValues<K extends string>(form: FormData, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, String(form.get(key) ?? "")])) as Record<K, string>;
}
