import { Compass } from "~/components/icons";
import { Link } from "react-router";
import { buttonClass } from "./ui/button";
import { IconTile } from "~/components/ui/icon-tile";

export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <IconTile icon={Compass} size="xl" />
      <p className="mt-6 text-sm font-semibold text-accent">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">Oops! Page not found</h1>
      <p className="mt-4 text-muted">The page you asked for does not exist or has moved.</p>
      <Link to="/" className={buttonClass("primary", "mt-8")}>
        Return to Home
      </Link>
    </section>
  );
}
