import { Suspense, useState, type ReactElement } from "react";

/**
 * Preact (the browser's runtime, decision 0009) takes over the server's page in one pass, without
 * pausing the way React does, so on a slow phone the pass is one long task that holds back taps.
 * A part wrapped in HydrateLater is taken over in a task of its own, after the browser had a turn:
 * while the page is being taken over it suspends, and Preact leaves its server HTML in place until
 * then. Parts may nest (the main content, then each card in it). Once every part is taken over,
 * parts rendered later (after a navigation) render at once.
 *
 * The child must be a single element: it is the one node Preact keeps for a part it resumes later.
 */
let firstPassOver = false;
let waitingParts = 0;
let takingOver = true;

function settle() {
  if (firstPassOver && waitingParts === 0) takingOver = false;
}

/** Called once Preact's first pass over the page is over. */
export function firstPassDone() {
  firstPassOver = true;
  settle();
}

interface Turn {
  done: boolean;
  promise: Promise<void>;
}

function nextTurn(): Turn {
  waitingParts++;
  const turn: Turn = { done: false, promise: new Promise((resolve) => setTimeout(resolve, 0)) };
  turn.promise = turn.promise.then(() => {
    turn.done = true;
    // The part renders in the microtasks that follow, registering the parts nested in it first.
    setTimeout(() => {
      waitingParts--;
      settle();
    }, 0);
  });
  return turn;
}

function AfterTurn({ turn, children }: { turn: Turn | null; children: ReactElement }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
}

function BrowserHydrateLater({ children }: { children: ReactElement }) {
  const [turn] = useState(() => (takingOver ? nextTurn() : null));
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
