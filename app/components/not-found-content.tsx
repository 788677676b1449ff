import { Compass } from "~/components/icons";
import { Link } from "react-router";
import { buttonClass } from "./ui/button";
import { IconTile } from "~/components/ui/icon-tile";
import * as m from "~/paraglide/messages";

export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <IconTile icon={Compass} size="xl" />
      <p className="mt-6 text-sm font-semibold text-accent">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{m.shell_not_found_heading()}</h1>
      <p className="mt-4 text-muted">{m.shell_not_found_text()}</p>
      <Link to="/" className={buttonClass("primary", "mt-8")}>
        {m.shell_return_home()}
      </Link>
    </section>
  );
}
