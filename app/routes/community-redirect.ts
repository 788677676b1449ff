import { redirect } from "react-router";

/** The header's /community is the community page under Resources. */
export function loader() {
  return redirect("/resources/community", 301);
}
