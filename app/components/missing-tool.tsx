import { Lightbulb } from "~/components/icons";
import * as m from "~/paraglide/messages";
import { Link } from "react-router";
import { buttonClass } from "./ui/button";
import { IconTile } from "~/components/ui/icon-tile";
import { Card } from "~/components/ui/card";

export function MissingToolCallout() {
  return (
    <Card as="aside" className="mt-16 flex flex-col items-start gap-4 p-8 sm:flex-row sm:items-center">
      <IconTile icon={Lightbulb} size="md" className="shrink-0" />
      <div className="flex-1">
        <h2 className="text-xl font-semibold">{m.missing_tool_title()}</h2>
        <p className="mt-1 text-muted">{m.missing_tool_text()}</p>
      </div>
      <Link to="/suggest-tool" className={buttonClass("primary")}>
        {m.nav_suggest_tool()}
      </Link>
    </Card>
  );
}
