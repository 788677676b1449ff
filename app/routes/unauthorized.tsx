import { ShieldAlert } from "~/components/icons";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/unauthorized";
import { IconTile } from "~/components/ui/icon-tile";
import * as m from "~/paraglide/messages";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: m.shell_access_denied(), location, matches }),
  { name: "robots", content: "noindex" },
];

export default function Unauthorized() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <IconTile icon={ShieldAlert} size="xl" tone="text-danger" />
      <h1 className="mt-6 text-4xl font-bold tracking-tight">{m.shell_access_denied()}</h1>
      <p className="mt-4 text-muted">{m.shell_access_denied_text()}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          {m.shell_go_home()}
        </Link>
        <Link to="/dashboard" className={buttonClass("secondary")}>
          {m.shell_go_dashboard()}
        </Link>
      </div>
    </section>
  );
}
