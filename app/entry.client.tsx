import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { firstPassDone } from "./components/hydrate-later";
import { limitWaitsForAnswers } from "./lib/client-action";

/**
 * The browser runs Preact's React compatibility layer (see vite.config.ts). HydratedRouter's
 * first render suspends: it throws the promise of decoding the data the server streamed into the
 * page, before it calls any hook. React waits for it at the root; Preact needs a Suspense boundary,
 * and a boundary around the whole document makes it render the page a second time instead of
 * hydrating it. So the decoding starts, and is awaited, before hydration: the router then finds
 * the data ready and renders at once.
 */
async function serverDataDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
  }
  // Decoding and taking over the page are each a long task on a slow phone: one after the other
  // they would hold back a tap for their sum.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

limitWaitsForAnswers();
await serverDataDecoded();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
// Preact's pass over the page is synchronous: it is over here.
firstPassDone();
