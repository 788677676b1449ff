import type { FormEvent, ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { CheckCircle2 } from "~/components/icons";
import { PublicFormFooter } from "~/components/public-form";
import { TextField } from "~/components/ui/field";
import type { FormResult } from "~/lib/forms";
import { waitlistFields, type WaitlistField } from "~/lib/schemas/waitlist";
import * as m from "~/paraglide/messages";

// The names come from the schema's own list, so the form and its checks cannot drift apart; importing
// the schema also puts this module in the "forms" chunk with the fields it draws (see vite.config.ts).
const [FIRST_NAME, LAST_NAME, EMAIL] = waitlistFields;

type FieldProps = { name: string; value: string; error?: string; onChange: (event: { target: { value: string } }) => void };

/** What WaitlistForm needs of the page's useFormAction, whose fields include the waitlist's. */
export type WaitlistFormState = {
  fetcher: Pick<FetcherWithComponents<unknown>, "Form">;
  field: (name: WaitlistField) => FieldProps;
  onSubmit: (event: FormEvent) => void;
  attempt: number;
  busy: boolean;
  result?: FormResult;
};

/**
 * A sign-up for something not open yet: first name, last name and e-mail, then the public form's
 * footer. `children` adds questions after the e-mail; `footnote` follows the button.
 */
export function WaitlistForm({
  form,
  title,
  label,
  busyLabel,
  children,
  footnote,
}: {
  form: WaitlistFormState;
  title: string;
  label: string;
  busyLabel: string;
  children?: ReactNode;
  footnote?: ReactNode;
}) {
  const { fetcher, field, onSubmit, attempt, busy, result } = form;
  return (
    <fetcher.Form method="post" noValidate className="relative mt-10 flex max-w-xl flex-col gap-4 rounded-2xl border border-border bg-surface p-6 sm:p-8" onSubmit={onSubmit}>
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={m.content_waitlist_first_name()} autoComplete="given-name" required maxLength={100} {...field(FIRST_NAME)} />
        <TextField label={m.content_waitlist_last_name()} autoComplete="family-name" required maxLength={100} {...field(LAST_NAME)} />
      </div>
      <TextField label={m.content_waitlist_email()} type="email" autoComplete="email" required {...field(EMAIL)} />
      {children}
      <PublicFormFooter attempt={attempt} busy={busy} result={result} label={label} busyLabel={busyLabel} />
      {footnote}
    </fetcher.Form>
  );
}

/** What replaces the page once the sign-up went through. */
export function WaitlistThanks({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:px-6" role="status">
      <CheckCircle2 aria-hidden="true" className="size-12 text-accent" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </section>
  );
}
