import { Loader2, ShieldCheck, ShieldAlert } from "~/components/icons";
import { useCallback, useEffect, useState } from "react";
import { BOT_CHECK_FIELD } from "~/lib/forms";
import * as m from "~/paraglide/messages";

type State = "waiting" | "working" | "done" | "failed";

const TEXT: Record<State, () => string> = {
  // What the page says before its JavaScript runs, and all it says to a browser without it.
  waiting: m.forms_bot_check_waiting,
  working: m.forms_bot_check_working,
  done: m.forms_bot_check_done,
  failed: m.forms_bot_check_failed,
};

/**
 * The bot check inside a form: fetches a signed challenge, lets the browser
 * find its proof of work (altcha-lib, loaded only when needed), and puts the
 * answer in a hidden field for the server to verify.
 */
export function BotCheck({ onSolved }: { onSolved?: () => void }) {
  const [state, setState] = useState<State>("waiting");
  const [payload, setPayload] = useState("");
  // Each round fetches a fresh challenge: a failed one (offline, say) is tried again, never by reloading the page.
  const [round, setRound] = useState(0);
  const retry = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (state !== "failed") return;
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [state, retry]);

  useEffect(() => {
    const controller = new AbortController();
    setState("working");
    // Not awaited: an effect cannot be async, and the work catches its own failures (shown as "failed").
    void (async () => {
      try {
        const response = await fetch("/api/bot-check", { signal: controller.signal, cache: "no-store" });
        if (!response.ok) throw new Error(`challenge: ${response.status}`);
        const challenge = await response.json();
        const [{ solveChallenge }, { deriveKey }] = await Promise.all([import("altcha-lib"), import("altcha-lib/algorithms/web/pbkdf2")]);
        const solution = await solveChallenge({ challenge, deriveKey, controller });
        if (!solution) throw new Error("no solution");
        setPayload(btoa(JSON.stringify({ challenge, solution })));
        setState("done");
        onSolved?.();
      } catch {
        if (!controller.signal.aborted) setState("failed");
      }
    })();
    return () => controller.abort();
  }, [onSolved, round]);

  const Icon = state === "working" ? Loader2 : state === "failed" ? ShieldAlert : ShieldCheck;
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-2 rounded-xl border border-border bg-surface-raised p-3 text-sm">
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${state === "working" ? "animate-spin" : ""} ${state === "failed" ? "text-danger" : "text-accent"}`} />
      <span>{TEXT[state]()}</span>
      {state === "failed" && (
        <button type="button" onClick={retry} className="ml-auto shrink-0 rounded-lg px-2 py-1 font-medium text-accent underline-offset-2 hover:underline">
          {m.forms_bot_check_retry()}
        </button>
      )}
      <input type="hidden" name={BOT_CHECK_FIELD} value={payload} />
    </div>
  );
}
