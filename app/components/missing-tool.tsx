import { Lightbulb } from "~/components/icons";
import { Link } from "react-router";
import { buttonClass } from "./ui/button";
import { IconTile } from "~/components/ui/icon-tile";
import { Card } from "~/components/ui/card";

export function MissingToolCallout() {
  return (
    <Card as="aside" className="mt-16 flex flex-col items-start gap-4 p-8 sm:flex-row sm:items-center">
      <IconTile icon={Lightbulb} size="md" className="shrink-0" />
      <div className="flex-1">
        <h2 className="text-xl font-semibold">Missing a Tool?</h2>
        <p className="mt-1 text-muted">Know an AI tool creative professionals should find here? Tell us and we will review it.</p>
      </div>
      <Link to="/suggest-tool" className={buttonClass("primary")}>
        Suggest a Tool
      </Link>
    </Card>
  );
}
