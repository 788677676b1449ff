import { Loader2, ShieldCheck, ShieldAlert } from "~/components/icons";
import { useEffect, useState } from "react";
import { BOT_CHECK_FIELD } from "~/lib/forms";

type State = "waiting" | "working" | "done" | "failed";

const TEXT: Record<State, string> = {
  // What the page says before its JavaScript runs, and all it says to a browser without it.
  waiting: "A quick check that you are not a bot runs here. It needs JavaScript.",
  working: "Your browser is completing a quick check that you are not a bot…",
  done: "Check complete. You can continue.",
  failed: "The check could not be completed. Please reload the page and try again.",
};

/**
 * The bot check inside a form: fetches a signed challenge, lets the browser
 * find its proof of work (altcha-lib, loaded only when needed), and puts the
 * answer in a hidden field for the server to verify.
 */
export function BotCheck({ onSolved }: { onSolved?: () => void }) {
  const [state, setState] = useState<State>("waiting");
  const [payload, setPayload] = useState("");

  useEffect(() => {
    const controller = new AbortController();
    setState("working");
    (async () => {
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
  }, [onSolved]);

  const Icon = state === "working" ? Loader2 : state === "failed" ? ShieldAlert : ShieldCheck;
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-2 rounded-xl border border-border bg-surface-raised p-3 text-sm">
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${state === "working" ? "animate-spin" : ""} ${state === "failed" ? "text-danger" : "text-accent"}`} />
      <span>{TEXT[state]}</span>
      <input type="hidden" name={BOT_CHECK_FIELD} value={payload} />
    </div>
  );
}
