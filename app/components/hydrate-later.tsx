import { Suspense, useState, type ReactElement } from "react";

/**
 * Preact (the browser's runtime, decision 0009) takes over the server's page in one pass, without
 * pausing the way React does, so on a slow phone the pass is one long task that holds back taps.
 * A part wrapped in HydrateLater is taken over in a task of its own, after the browser had a turn:
 * during the first pass it suspends, and Preact leaves its server HTML in place until then. Parts
 * rendered after the first pass (a later navigation) render at once.
 *
 * The child must be a single element: it is the one node Preact keeps for a part it resumes later.
 */
let firstPass = true;

/** Called once the page has been taken over: parts that appear from now on render at once. */
export function firstPassDone() {
  firstPass = false;
}

interface Turn {
  done: boolean;
  promise: Promise<void>;
}

function nextTurn(): Turn {
  const turn: Turn = { done: false, promise: new Promise((resolve) => setTimeout(resolve, 0)) };
  turn.promise = turn.promise.then(() => {
    turn.done = true;
  });
  return turn;
}

function AfterTurn({ turn, children }: { turn: Turn | null; children: ReactElement }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
}

function BrowserHydrateLater({ children }: { children: ReactElement }) {
  const [turn] = useState(() => (firstPass ? nextTurn() : null));
  return (
    <Suspense>
      <AfterTurn turn={turn}>{children}</AfterTurn>
    </Suspense>
  );
}

function ServerHydrateLater({ children }: { children: ReactElement }) {
  return children;
}

export const HydrateLater = import.meta.env.SSR ? ServerHydrateLater : BrowserHydrateLater;
