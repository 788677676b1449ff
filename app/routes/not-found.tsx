import { data } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";
import { log } from "@server/log/index";
import * as m from "~/paraglide/messages";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  log.info({ path: pathname, status: 404 }, "Not found");
  return data({ pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({ title: m.shell_not_found_title(), location, matches }),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
