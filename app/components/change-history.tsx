import { History } from "~/components/icons";
import { describeValue, type HistoryFields } from "~/lib/catalogue-history";

export interface RecordedChange {
  id: string;
  action: string;
  userEmail: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
  changedAt: Date | string;
}

/**
 * A catalogue row's recorded changes: who, when, and each field from what to what,
 * in the words of its admin form. A field no longer in the form keeps its recorded name.
 */
export function ChangeHistory({ history, fields }: { history: RecordedChange[]; fields: HistoryFields }) {
  return (
    <section aria-labelledby="history-heading" className="mt-12">
      <h2 id="history-heading" className="flex items-center gap-2 text-xl font-semibold">
        <History aria-hidden="true" className="size-5" /> History
      </h2>
      <ol className="mt-3 flex flex-col gap-3 text-sm">
        {history.map((change) => (
          <li key={change.id} className="rounded-2xl border border-border p-4">
            <p className="font-medium">
              {change.action[0]!.toUpperCase() + change.action.slice(1)} by {change.userEmail ?? "an admin"}{" "}
              <span className="font-normal text-muted">· {new Date(change.changedAt).toISOString().slice(0, 16).replace("T", " ")} UTC</span>
            </p>
            <dl className="mt-2 grid gap-1">
              {Object.entries(change.changes).map(([name, { before, after }]) => (
                <div key={name} className="[overflow-wrap:anywhere]">
                  <dt className="inline font-medium">{fields[name]?.label ?? name}: </dt>
                  <dd className="inline text-muted">
                    {describeValue(fields[name], before)} → {describeValue(fields[name], after)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
        {history.length === 0 && <li className="text-muted">No change recorded since the catalogue was loaded.</li>}
      </ol>
    </section>
  );
}
