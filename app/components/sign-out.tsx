/**
 * Signing out through one keyed fetcher, from the account menu or the phone menu: both close
 * (and unmount) as it is sent, so the outcome is told by SignOutToasts, which the layout keeps.
 * A sign-out that cannot reach the site leaves the page as it is and says so.
 */
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { offlineReason, unreachableReason } from "~/lib/client-action";
import type { FormResult } from "~/lib/forms";
import { toast } from "~/lib/toast";
import * as m from "~/paraglide/messages";

const SIGN_OUT_FETCHER = "sign-out";
export const SIGN_OUT_ACTION = "/logout";

export function useSignOutFetcher() {
  return useFetcher<FormResult>({ key: SIGN_OUT_FETCHER });
}

const stillSignedIn = (why: string) => toast.error(m.shell_still_signed_in(), { description: why });

/** Sends the sign-out, unless the browser is offline: then it says so and sends nothing. */
export function signOut(fetcher: ReturnType<typeof useSignOutFetcher>): void {
  const why = offlineReason();
  if (why) stillSignedIn(why);
  else void fetcher.submit(null, { method: "post", action: SIGN_OUT_ACTION });
}

export function SignOutToasts() {
  const fetcher = useSignOutFetcher();
  useEffect(() => {
    const why = fetcher.state === "idle" ? unreachableReason(fetcher.data) : undefined;
    if (why) stillSignedIn(why);
  }, [fetcher.state, fetcher.data]);
  return null;
}
