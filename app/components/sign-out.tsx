/**
 * Signing out through one keyed fetcher, from the account menu or the phone menu: both close
 * (and unmount) as it is sent, so the outcome is told by SignOutToasts, which the layout keeps.
 * A sign-out that cannot reach the site leaves the page as it is and says so.
 */
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { isUnreachable } from "~/lib/client-action";
import type { FormResult } from "~/lib/forms";
import { toast } from "~/lib/toast";

const SIGN_OUT_FETCHER = "sign-out";
export const SIGN_OUT_ACTION = "/logout";

export function useSignOutFetcher() {
  return useFetcher<FormResult>({ key: SIGN_OUT_FETCHER });
}

export function SignOutToasts() {
  const fetcher = useSignOutFetcher();
  useEffect(() => {
    if (fetcher.state === "idle" && isUnreachable(fetcher.data)) {
      toast.error("You are still signed in", { description: (fetcher.data as Extract<FormResult, { ok: false }>).message });
    }
  }, [fetcher.state, fetcher.data]);
  return null;
}
