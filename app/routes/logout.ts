import { redirect } from "react-router";
import { signOut } from "@server/auth/accounts";
import { getAuth } from "@server/auth/index";
import { withNotice } from "~/lib/notices";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  const result = await signOut({ auth: await getAuth() }, request);
  if (!result.ok) throw redirect(withNotice("/", "sign-out-error"));
  throw redirect(withNotice("/", "signed-out"), { headers: result.headers });
}

export function loader() {
  return redirect("/");
}
