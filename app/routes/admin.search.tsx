import { SearchCheck } from "~/components/icons";
import { data, Form, Link, useNavigation } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { listSearchMisses } from "@server/search/misses";
import { deleteSynonymGroup, listSynonymGroups, saveSynonymGroup } from "@server/search/synonyms";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { formatDate } from "~/lib/dates";
import { parseForm, type FormResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { synonymGroupFields, synonymGroupSchema } from "~/lib/schemas/search-admin";
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

type Answer = FormResult<"terms"> & { groupId: string };

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const database = await db();
  const form = await request.formData();
  const rawId = String(form.get("id") ?? "");
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  if (form.get("intent") === "delete") {
    if (id === null) return data<Answer>({ ok: false, message: "This group no longer exists.", values: {}, groupId: rawId }, 404);
    await deleteSynonymGroup(database, id);
    return data<Answer>({ ok: true, message: "Synonyms deleted.", groupId: rawId });
  }
  const parsed = parseForm(synonymGroupSchema, form, synonymGroupFields);
  if (!parsed.ok) return data<Answer>({ ok: false, errors: parsed.errors, values: parsed.values, groupId: rawId }, 400);
  if (rawId && id === null) return data<Answer>({ ok: false, message: "This group no longer exists.", values: parsed.values, groupId: rawId }, 404);
  if (!(await saveSynonymGroup(database, id, parsed.data.terms))) {
    return data<Answer>({ ok: false, message: "This group no longer exists.", values: parsed.values, groupId: rawId }, 404);
  }
  return data<Answer>({ ok: true, message: id === null ? "Synonyms added." : "Synonyms saved.", groupId: rawId });
}

function GroupForm({ id, terms, answer, busy }: { id?: number; terms?: string[]; answer?: Answer; busy: boolean }) {
  const mine = answer && answer.groupId === (id === undefined ? "" : String(id)) ? answer : undefined;
  const error = mine && !mine.ok ? (mine.errors?.terms ?? mine.message) : undefined;
  const label = id === undefined ? "New group of synonyms" : `Synonyms: ${terms?.[0] ?? ""}`;
  const inputId = `synonyms-${id ?? "new"}`;
  return (
    <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-start">
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      <div className="flex-1">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          name="terms"
          defaultValue={mine && !mine.ok ? mine.values.terms : terms?.join(", ")}
          key={terms?.join(",")}
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
        {mine?.ok && (
          <p role="status" className="mt-1 text-sm text-muted">
            {mine.message}
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
    </Form>
  );
}

export default function SearchAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, misses } = loaderData;
  const busy = useNavigation().state === "submitting";
  const answer = actionData as Answer | undefined;
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
          <GroupForm answer={answer} busy={busy} />
        </div>
        <ul className="mt-6 flex flex-col gap-3" aria-label="Synonym groups">
          {groups.map((group) => (
            <li key={group.id}>
              <GroupForm id={group.id} terms={group.terms} answer={answer} busy={busy} />
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
