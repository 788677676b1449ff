import { Loader2 } from "~/components/icons";
import type { ButtonHTMLAttributes } from "react";
import { buttonClass } from "./button";

/** The one submit button of every form: its busy label and spinner while the form is being sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = "",
  disabled,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy || disabled} className={buttonClass("primary", `min-h-11 ${className}`)} {...button}>
      {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
      {busy ? busyLabel : label}
    </button>
  );
}
