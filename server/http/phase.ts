/**
 * Where the server is in its life: answering nothing but health checks while
 * the database is prepared, serving, or draining before it stops.
 */
export type Phase = "starting" | "ready" | "draining";

export interface ServerPhase {
  readonly current: Phase;
  set(phase: Phase): void;
}

export function createServerPhase(initial: Phase = "starting"): ServerPhase {
  let current = initial;
  return {
    get current() {
      return current;
    },
    set(phase) {
      current = phase;
    },
  };
}
