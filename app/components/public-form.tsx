/** The parts every public form ends with; the form itself runs on useFormAction (./form-action). */
import { useCallback, useEffect, useState } from "react";
import type { FormResult } from "~/lib/forms";
import { BotCheck } from "./bot-check";
import { Honeypot } from "./honeypot";
import { SubmitButton } from "./ui/submit-button";
import * as m from "~/paraglide/messages";

/**
 * The bot check of one attempt and whether it is solved. Until the page runs its
 * JavaScript nothing is held back: a visitor without it can still send, and is told why it was refused.
 */
export function useBotCheckGate(attempt: number) {
  const [hydrated, setHydrated] = useState(false);
  const [solved, setSolved] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => setSolved(false), [attempt]);
  const onSolved = useCallback(() => setSolved(true), []);
  return { waiting: hydrated && !solved, onSolved };
}

/**
 * Why a submit button is held back while the bot check runs: said beside the button, and
 * announced politely. The live region is always there, so screen readers hear it appear.
 */
export function BotCheckWait({ waiting }: { waiting: boolean }) {
  return (
    <p role="status" className={waiting ? "text-sm text-muted" : "sr-only"}>
      {waiting ? m.forms_bot_check_wait() : ""}
    </p>
  );
}

/**
 * What every public form ends with: the honeypot, the bot check, the submit button
 * (held back, saying why, until the check is solved) and the server's refusal.
 */
export function PublicFormFooter({
  attempt,
  busy,
  result,
  label,
  busyLabel,
  showBotCheck = true,
  disabled,
  buttonClassName = "self-start",
}: {
  attempt: number;
  busy: boolean;
  result?: FormResult;
  label: string;
  busyLabel: string;
  /** Off until the visitor starts on the form, where the form is seen by everyone (the home page). */
  showBotCheck?: boolean;
  disabled?: boolean;
  buttonClassName?: string;
}) {
  const { waiting, onSolved } = useBotCheckGate(attempt);
  // A check that has not started holds nothing back: starting on the form (a click on the button too) starts it.
  const held = showBotCheck && waiting;
  return (
    <>
      <Honeypot />
      {showBotCheck && <BotCheck key={attempt} onSolved={onSolved} />}
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} disabled={disabled || held} className={buttonClassName} />
      <BotCheckWait waiting={held && !busy} />
      {result && !result.ok && result.message && (
        <p role="alert" className="text-sm text-danger">
          {result.message}
        </p>
      )}
    </>
  );
}
