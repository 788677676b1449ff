import { ShieldAlert } from "~/components/icons";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/unauthorized";
import { IconTile } from "~/components/ui/icon-tile";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Access Denied", location, matches }),
  { name: "robots", content: "noindex" },
];

export default function Unauthorized() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <IconTile icon={ShieldAlert} size="xl" tone="text-danger" />
      <h1 className="mt-6 text-4xl font-bold tracking-tight">Access Denied</h1>
      <p className="mt-4 text-muted">This page is for administrators. Your account does not have access to it.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Go to Home
        </Link>
        <Link to="/dashboard" className={buttonClass("secondary")}>
          Go to Dashboard
        </Link>
      </div>
    </section>
  );
}
