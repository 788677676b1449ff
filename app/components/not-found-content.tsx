import { Compass } from "~/components/icons";
import { Link } from "react-router";
import { buttonClass } from "./ui/button";

export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-surface-raised text-accent">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold text-accent">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">Oops! Page not found</h1>
      <p className="mt-4 text-muted">The page you asked for does not exist or has moved.</p>
      <Link to="/" className={buttonClass("primary", "mt-8")}>
        Return to Home
      </Link>
    </section>
  );
}
