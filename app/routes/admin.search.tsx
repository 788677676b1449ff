import { SearchCheck } from "~/components/icons";
import type { FormEvent } from "react";
import { data, Link } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { listSearchMisses } from "@server/search/misses";
import { deleteSynonymGroup, listSynonymGroups, saveSynonymGroup } from "@server/search/synonyms";
import type { FormAnswer } from "@server/forms/answer";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { formatDate } from "~/lib/dates";
import { parseForm, type FormResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { synonymGroupFields, synonymGroupSchema, type SynonymGroupField } from "~/lib/schemas/search-admin";
import type { Route } from "./+types/admin.search";
import { EmptyState } from "~/components/ui/empty-state";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Search words", location, matches }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const database = await db();
  const [groups, misses] = await Promise.all([listSynonymGroups(database), listSearchMisses(database)]);
  return { groups, misses };
}

/** Each group is its own form: an answer names the group it is for ("" for the new one). */
type Answer = FormResult<SynonymGroupField> & { groupId: string };

const GONE = "This group no longer exists.";

export async function action({ request }: Route.ActionArgs): Promise<FormAnswer<SynonymGroupField, Answer>> {
  await requireAdmin(request);
  const database = await db();
  const form = await request.formData();
  const groupId = String(form.get("id") ?? "");
  const id = /^\d{1,9}$/.test(groupId) ? Number(groupId) : null;
  const answer = (result: FormResult<SynonymGroupField>, status = 200) => data<Answer>({ ...result, groupId }, status);
  if (form.get("intent") === "delete") {
    if (id === null) return answer({ ok: false, message: GONE, values: {} }, 404);
    await deleteSynonymGroup(database, id);
    return answer({ ok: true, message: "Synonyms deleted." });
  }
  const parsed = parseForm(synonymGroupSchema, form, synonymGroupFields);
  if (!parsed.ok) return answer({ ok: false, errors: parsed.errors, values: parsed.values }, 400);
  if (groupId && id === null) return answer({ ok: false, message: GONE, values: parsed.values }, 404);
  if (!(await saveSynonymGroup(database, id, parsed.data.terms))) return answer({ ok: false, message: GONE, values: parsed.values }, 404);
  return answer({ ok: true, message: id === null ? "Synonyms added." : "Synonyms saved." });
}

// A word that fails the check is said beside the field, not in a toast too.
const TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Synonyms saved."],
  failure: ["Error"],
};

/** Deleting a group needs no valid words: only a save is checked before it is sent. */
function isDelete(event: FormEvent): boolean {
  const { nativeEvent } = event;
  return "submitter" in nativeEvent && nativeEvent.submitter instanceof HTMLButtonElement && nativeEvent.submitter.value === "delete";
}

function GroupForm({ id, stored, pageAnswer }: { id?: number; stored?: string[]; pageAnswer?: Answer }) {
  const groupId = id === undefined ? "" : String(id);
  const { fetcher, field, result, onSubmit, busy } = useFormAction({
    schema: synonymGroupSchema,
    fields: synonymGroupFields,
    toasts: TOASTS,
    pageResult: pageAnswer?.groupId === groupId ? pageAnswer : undefined,
    initialValues: { terms: stored?.join(", ") ?? "" },
    // The new group's field empties once the group is added; a saved group keeps its words.
    clearOnSuccess: id === undefined,
  });
  const terms = field("terms");
  const error = terms.error ?? (result && !result.ok ? result.message : undefined);
  const label = id === undefined ? "New group of synonyms" : `Synonyms: ${stored?.[0] ?? ""}`;
  const inputId = `synonyms-${id ?? "new"}`;
  return (
    <fetcher.Form
      method="post"
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      onSubmit={(event) => {
        if (!isDelete(event)) onSubmit(event);
      }}
    >
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      <div className="flex-1">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          name={terms.name}
          value={terms.value}
          onChange={terms.onChange}
          placeholder="transcribe, transcription, speech to text"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={inputClass}
        />
        {error && (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <button type="submit" name="intent" value="save" disabled={busy} className={buttonClass(id === undefined ? "primary" : "secondary")}>
          {id === undefined ? "Add" : "Save"}
        </button>
        {id !== undefined && (
          <button type="submit" name="intent" value="delete" disabled={busy} className={buttonClass("ghost")}>
            Delete
          </button>
        )}
      </div>
    </fetcher.Form>
  );
}

export default function SearchAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, misses } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
        <SearchCheck aria-hidden="true" className="size-8 text-accent" /> Search words
      </h1>
      <section aria-labelledby="misses-heading" className="mt-10">
        <h2 id="misses-heading" className="text-2xl font-semibold">
          Searches that found nothing
        </h2>
        <p className="mt-2 text-sm text-muted">Only the words are kept, never who searched. Most frequent first.</p>
        {misses.length === 0 ? (
          <EmptyState icon={SearchCheck} title="No search has come back empty yet." className="mt-4" />
        ) : (
          <table className="mt-4 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-border text-muted">
                <th scope="col" className="py-2 font-medium">Search</th>
                <th scope="col" className="py-2 font-medium">Times</th>
                <th scope="col" className="py-2 font-medium">Last</th>
              </tr>
            </thead>
            <tbody>
              {misses.map((miss) => (
                <tr key={miss.query} className="border-b border-border">
                  <td className="py-2">
                    <Link to={`/tools?search=${encodeURIComponent(miss.query)}`} className="text-accent hover:underline">
                      {miss.query}
                    </Link>
                  </td>
                  <td className="py-2">{miss.times}</td>
                  <td className="py-2">{formatDate(miss.lastSeenAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="synonyms-heading" className="mt-12">
        <h2 id="synonyms-heading" className="text-2xl font-semibold">
          Synonyms
        </h2>
        <p className="mt-2 text-sm text-muted">
          A search for any word or phrase of a group also finds tools described with the others. Up to four words a phrase, separated by commas.
        </p>
        <div className="mt-4">
          <GroupForm pageAnswer={actionData} />
        </div>
        <ul className="mt-6 flex flex-col gap-3" aria-label="Synonym groups">
          {groups.map((group) => (
            <li key={group.id}>
              {/* A saved group shows its words as stored (trimmed, lower case, once each). */}
              <GroupForm key={group.terms.join(",")} id={group.id} stored={group.terms} pageAnswer={actionData} />
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
