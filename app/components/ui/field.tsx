import { Eye, EyeOff } from "~/components/icons";
import * as m from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

export const inputClass =
  "min-h-11 w-full rounded-xl border border-border bg-background px-4 text-base text-foreground placeholder:text-muted aria-[invalid=true]:border-danger";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string; hint?: string };

/** The hint, or the error that replaces it; both are tied to the input by aria-describedby. */
function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="mt-1 text-sm text-danger">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
      {hint}
    </p>
  ) : null;
}

const describedBy = (id: string, { hint, error }: { hint?: string; error?: string }) =>
  (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

/**
 * The mark of a required field. Hidden from assistive technology, which hears "required" from the
 * control's own required attribute instead.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger">
      *
    </span>
  );
}

/** The label above a control and its hint or error below: the frame every field shares. */
function Labelled({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {/* Beside the label, not in it: the field's name stays its label alone. */}
      {required && <RequiredMark />}
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled input whose error is announced with it. */
export function TextField({ label, error, hint, className = "", ...input }: FieldProps) {
  const id = useId();
  return (
    <Labelled id={id} label={label} required={input.required} hint={hint} error={error} className={className}>
      <input id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy(id, { hint, error })} className={`mt-1 ${inputClass}`} {...input} />
    </Labelled>
  );
}

/** A field's label inside a sentence: lower case, except in German, whose nouns keep their capital. */
const inSentence = (label: string) => (getLocale() === "de" ? label : label.toLowerCase());

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, className = "", ...input }: FieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <Labelled id={id} label={label} required={input.required} hint={hint} error={error} className={className}>
      <div className="relative mt-1">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, { hint, error })}
          className={`${inputClass} pr-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? m.forms_field_hide({ label: inSentence(label) }) : m.forms_field_show({ label: inSentence(label) })}
          aria-pressed={visible}
          className="absolute right-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:text-foreground"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
    </Labelled>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  name: string;
  options: readonly string[];
  /** What each option is called, when that is not its value. */
  optionLabels?: Readonly<Record<string, string>>;
  placeholder: string;
  error?: string;
  hint?: string;
};

/** A labelled select. On a required one the placeholder cannot be chosen again; on an optional one it clears the choice. */
export function SelectField({ label, error, hint, options, optionLabels, placeholder, className = "", ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Labelled id={id} label={label} required={select.required} hint={hint} error={error} className={className}>
      <select id={id} aria-invalid={Boolean(error)} aria-describedby={describedBy(id, { hint, error })} className={`mt-1 ${inputClass}`} {...select}>
        <option value="" disabled={select.required}>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels?.[option] ?? option}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; name: string; error?: string; hint?: string };

export function TextAreaField({ label, error, hint, className = "", ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Labelled id={id} label={label} required={textarea.required} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, { hint, error })}
        className={`mt-1 ${inputClass} min-h-36 py-3`}
        {...textarea}
      />
    </Labelled>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string; name: string; hint?: string };

/** A checkbox with its label beside it and its hint below, tied to it by aria-describedby. */
export function CheckboxField({ label, hint, className = "", ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
        <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} className="size-5 shrink-0 accent-[var(--accent)]" {...input} />
        {label}
      </label>
      <div className="pl-8">
        <FieldMessages id={id} hint={hint} />
      </div>
    </div>
  );
}
