import { Link } from "react-router";
import { formatDate } from "~/lib/dates";
import { CHANGES_PATH, type PublicChangeKind } from "~/lib/public-changes";
import { changeWordsIn, slot, withSlots } from "~/lib/catalogue-labels";
import * as m from "~/paraglide/messages";
import { ChangeProvenance } from "./change-provenance";

interface HistoryEntry {
  id: string;
  kind: PublicChangeKind;
  before: string | null;
  after: string | null;
  source: string | null;
  suggestedBy: "reader" | "maker" | null;
  happenedAt: Date | string;
  successorSlug: string | null;
  successorName: string | null;
}

/** A tool's public history: what changed and when, with the page each new value comes from. */
export function ToolHistory({ entries }: { entries: HistoryEntry[] }) {
  return (
    <section aria-labelledby="history-heading" className="mt-14">
      <h2 id="history-heading" className="text-2xl font-semibold">
        {m.catalogue_history()}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-muted">{m.catalogue_history_empty()}</p>
      ) : (
        <ol className="mt-4 space-y-3 border-l border-border pl-5">
          {entries.map((entry) => {
            const words = changeWordsIn(entry);
            return (
              <li key={entry.id}>
                <p>
                  {words.what}
                  {words.fromTo && <>: {words.fromTo}</>}
                  {entry.kind === "discontinued" && entry.successorSlug && (
                    <>
                      {" "}
                      {withSlots(m.catalogue_change_try({ successor: slot("successor") }), {
                        successor: (
                          <Link to={`/tools/${entry.successorSlug}`} className="text-accent hover:underline">
                            {entry.successorName}
                          </Link>
                        ),
                      })}
                    </>
                  )}
                </p>
                <p className="text-sm text-muted">
                  <time dateTime={new Date(entry.happenedAt).toISOString()}>{formatDate(entry.happenedAt)}</time>
                  <ChangeProvenance source={entry.source} suggestedBy={entry.suggestedBy} />
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <p className="mt-4 text-sm">
        <Link to={CHANGES_PATH} className="font-semibold text-accent hover:underline">
          {m.catalogue_history_all()}
        </Link>
      </p>
    </section>
  );
}
