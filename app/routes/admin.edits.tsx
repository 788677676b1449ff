/**
 * The editors' queue of suggested edits (/admin/edits): each suggestion as a before/after of the
 * facts it changes, with its sources as links, who sent it and their record; accept all or part,
 * or refuse with a reason. The link checker's queue (source changes, logos) is one link away.
 */
import { ClipboardList } from "~/components/icons";
import { useState } from "react";
import { data, Link } from "react-router";
import { requireAdmin } from "@server/auth/session";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { accepted, refused, unavailable, type FormAnswer } from "@server/forms/answer";
import { acceptToolEdit, refuseToolEdit } from "@server/edits/decide";
import { findPendingEdits } from "@server/edits/queries";
import { findVerifiedClaims, recheckDueClaims, revokeClaim } from "@server/claims/claims";
import { claimCheckOptions } from "@server/claims/options";
import { REFUSAL_REASON_LABELS, REFUSAL_REASONS } from "~/lib/edit-refusals";
import { countOpenSourceChanges } from "@server/links/source-changes";
import { countPendingLogoCandidates } from "@server/logos/candidates";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { Card } from "~/components/ui/card";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatDateTime } from "~/lib/dates";
import { SOURCE_GROUP_LABELS, SOURCE_KIND_LABELS } from "~/lib/fact-source-form";
import { sourceHost, type FactSource } from "~/lib/fact-sources";
import { pageMeta } from "~/lib/meta";
import { groupOfEditable } from "~/lib/schemas/tool-edit";
import { EDITABLE_FACTS, type EditableFact } from "~/lib/editable-facts";
import { factWords, monthYear, toolFact } from "~/lib/tool-facts";
import { isUuid } from "~/lib/uuid";
import type { Route } from "./+types/admin.edits";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Suggested edits", location, matches }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const database = await db();
  const [edits, sourceChanges, logos, claims] = await Promise.all([findPendingEdits(database), countOpenSourceChanges(database), countPendingLogoCandidates(database), findVerifiedClaims(database)]);
  return { edits, reviewQueue: { sourceChanges, logos }, claims };
}

export async function action({ request }: Route.ActionArgs): Promise<FormAnswer> {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "recheck-claims") {
    try {
      // Every standing claim, however recently checked: an editor who doubts one need not wait a month.
      const lapsed = await recheckDueClaims(await db(), claimCheckOptions(), { olderThanDays: 0, limit: 1000 });
      return accepted(lapsed === 1 ? "Every claim was checked: 1 lapsed." : `Every claim was checked: ${lapsed} lapsed.`);
    } catch (error) {
      return unavailable(error, { log: "Makers' claims could not be checked again", message: "The claims could not be checked. Please try again.", values: {} });
    }
  }
  const id = String(form.get("id") ?? "");
  if (!isUuid(id)) throw data(null, { status: 404 });
  const actor = { id: admin.id, email: admin.email };
  const publicUrl = env().PUBLIC_URL;
  try {
    if (intent === "revoke") {
      const reason = String(form.get("reason") ?? "").trim();
      if (!reason || reason.length > 300) return refused(400, { message: "Please say in a few words why the claim is revoked: its maker reads it.", values: {} });
      return (await revokeClaim(await db(), id, reason)) ? accepted("Claim revoked: the tool is no longer shown as claimed by this person.") : refused(409, { message: "This claim no longer stands.", values: {} });
    }
    if (intent === "accept") {
      const decision = await acceptToolEdit(await db(), actor, id, form.getAll("fields").map(String), { publicUrl });
      return decision.ok ? accepted("Accepted: the listing shows it, marked as suggested, and the author is told.") : refused(decision.status, { message: decision.message, values: {} });
    }
    if (intent === "refuse") {
      const chosen = String(form.get("reason") ?? "");
      const reason = chosen === "other" ? String(form.get("words") ?? "") : chosen;
      const decision = await refuseToolEdit(await db(), actor, id, reason, { publicUrl });
      return decision.ok ? accepted("Refused: the author is told why.") : refused(decision.status, { message: decision.message, values: {} });
    }
  } catch (error) {
    return unavailable(error, { log: "A suggested edit could not be decided", message: "The decision could not be saved. Please try again.", values: {} });
  }
  return refused(400, { message: "Choose to accept or refuse.", values: {} });
}

const TOASTS: FormToasts = {
  success: (result) => [result.message ?? "Decided."],
  failure: (result) => ["Not decided", result.message ?? "The decision could not be saved. Please try again."],
};

type Edit = Route.ComponentProps["loaderData"]["edits"][number];

/** A value as the form sent it ("yes", "$12/month"), in the admin's words. */
function suggestedWords(key: EditableFact, text: string): string {
  const definition = toolFact(key);
  return factWords(definition, definition.kind === "yesNo" ? text === "yes" : text);
}

function SourceLink({ source }: { source: Pick<FactSource, "url" | "kind" | "asOf" | "quote"> }) {
  return (
    <span className="[overflow-wrap:anywhere]">
      {/* A visitor's address: never followed by search engines, never fetched when shown. */}
      <a href={source.url} target="_blank" rel="nofollow ugc noopener noreferrer" className="text-accent underline">
        {sourceHost(source.url)}
      </a>
      {` · ${SOURCE_KIND_LABELS[source.kind]} · ${monthYear(source.asOf) ?? "undated"} · “${source.quote}”`}
    </span>
  );
}

function EditCard({ edit, fetcher, pending }: { edit: Edit; fetcher: ReturnType<typeof useFormAction>["fetcher"]; pending: string | undefined }) {
  const changed = EDITABLE_FACTS.filter((key) => edit.changes[key] !== undefined);
  const groups = [...new Set(changed.map(groupOfEditable))];
  const [reason, setReason] = useReason();
  return (
    <Card as="li" className="p-5" aria-label={`Suggestion for ${edit.toolName}`}>
      <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold">
        <Link to={`/tools/${edit.toolSlug}`} className="hover:underline">
          {edit.toolName}
        </Link>
        <span className="text-sm font-normal text-muted">
          {`${edit.origin === "maker" ? "from the maker" : "from a reader"} · ${edit.authorEmail ?? "deleted account"} · ${edit.record.accepted} accepted, ${edit.record.refused} refused before · ${formatDateTime(edit.createdAt)} UTC`}
        </span>
      </h3>
      <p className="mt-2 text-sm [overflow-wrap:anywhere]">{`Note: ${edit.note}`}</p>
      <fetcher.Form method="post" className="mt-4 flex flex-col gap-3">
        <input type="hidden" name="id" value={edit.id} />
        <input type="hidden" name="intent" value="accept" />
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="py-1 pr-3">
                Accept
              </th>
              <th scope="col" className="py-1 pr-3">
                Fact
              </th>
              <th scope="col" className="py-1 pr-3">
                Before
              </th>
              <th scope="col" className="py-1">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {changed.map((key) => (
              <tr key={key} className="border-t border-border">
                <td className="py-2 pr-3">
                  <input type="checkbox" name="fields" value={key} defaultChecked aria-label={`Accept ${toolFact(key).label}`} className="size-4" />
                </td>
                <th scope="row" className="py-2 pr-3 font-medium">
                  {toolFact(key).label}
                </th>
                <td className="py-2 pr-3 text-muted">{factWords(toolFact(key), edit[key])}</td>
                <td className="py-2 font-semibold">{suggestedWords(key, edit.changes[key] ?? "")}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="flex flex-col gap-2 text-sm">
          {groups.map((group) => {
            const source = edit.sources[group];
            const before = edit.factSources[group];
            return (
              <li key={group}>
                <span className="font-medium">{SOURCE_GROUP_LABELS[group]}: </span>
                {source ? <SourceLink source={source} /> : "none given"}
                <span className="block text-muted">
                  {"Now: "}
                  {before ? <SourceLink source={before} /> : "no source on record"}
                </span>
              </li>
            );
          })}
        </ul>
        <p className="text-sm text-muted">Accepting replaces each group&apos;s source with the suggested one: the group&apos;s other facts then stand on it.</p>
        <SubmitButton busy={pending === `accept:${edit.id}`} label="Accept the ticked changes" busyLabel="Accepting..." className="self-start" />
      </fetcher.Form>
      <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-3 border-t border-border pt-4">
        <input type="hidden" name="id" value={edit.id} />
        <input type="hidden" name="intent" value="refuse" />
        <label className="flex flex-col text-sm font-medium">
          Reason
          <select name="reason" value={reason} onChange={(event) => setReason(event.target.value)} className="mt-1 min-h-11 rounded-xl border border-border bg-surface px-3">
            {REFUSAL_REASONS.map((code) => (
              <option key={code} value={code}>
                {REFUSAL_REASON_LABELS[code]}
              </option>
            ))}
            <option value="other">In my own words</option>
          </select>
        </label>
        <label className="flex min-w-60 flex-1 flex-col text-sm font-medium">
          Your words (sent to the author as written)
          <input name="words" maxLength={500} className="mt-1 min-h-11 rounded-xl border border-border bg-surface px-3" />
        </label>
        <SubmitButton busy={pending === `refuse:${edit.id}`} label="Refuse" busyLabel="Refusing..." />
      </fetcher.Form>
    </Card>
  );
}

function useReason() {
  return useState<string>(REFUSAL_REASONS[0]);
}

export default function AdminEdits({ loaderData, actionData }: Route.ComponentProps) {
  const { edits, reviewQueue, claims } = loaderData;
  // One fetcher for the page: a decided suggestion leaves the list, and the toast must still show.
  const { fetcher, busy } = useFormAction({ fields: [], toasts: TOASTS, pageResult: actionData, clearOnSuccess: false });
  const pending = busy ? `${String(fetcher.formData?.get("intent"))}:${String(fetcher.formData?.get("id"))}` : undefined;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-4xl font-bold tracking-tight">
        <ClipboardList aria-hidden="true" className="size-8 text-accent" /> Suggested edits
      </h1>
      <nav aria-label="Review queues" className="mt-4 flex flex-wrap gap-3 text-sm">
        <span className="font-semibold">{`Suggested edits (${edits.length})`}</span>
        <Link to="/admin/review" className="text-accent underline">
          {`Source changes (${reviewQueue.sourceChanges}) and logos (${reviewQueue.logos})`}
        </Link>
      </nav>
      <p className="mt-3 max-w-prose text-muted">
        Readers and verified makers suggest new values for a tool&apos;s deciding facts, each with the page and sentence that state them. Read the source, then accept
        the changes it shows, or refuse with a reason the author is sent. Oldest first.
      </p>
      {edits.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-border p-8 text-center text-muted">No suggestion waits.</p>
      ) : (
        <ul className="mt-8 flex flex-col gap-4" aria-label="Suggestions waiting">
          {edits.map((edit) => (
            <EditCard key={edit.id} edit={edit} fetcher={fetcher} pending={pending} />
          ))}
        </ul>
      )}
      <Claims claims={claims} fetcher={fetcher} pending={pending} />
    </section>
  );
}

/** Standing claims, newest first: revoke one with a reason its maker reads, or check them all again now. */
function Claims({ claims, fetcher, pending }: { claims: Route.ComponentProps["loaderData"]["claims"]; fetcher: ReturnType<typeof useFormAction>["fetcher"]; pending: string | undefined }) {
  return (
    <section aria-labelledby="claims-heading" className="mt-12">
      <h2 id="claims-heading" className="text-2xl font-semibold tracking-tight">
        Makers&apos; claims
      </h2>
      <p className="mt-2 max-w-prose text-muted">
        People who proved they control a tool&apos;s domain (a token file, a meta tag or a confirmed address on it). Each claim is checked again a month after its last
        check and lapses when its proof is gone.
      </p>
      <fetcher.Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="recheck-claims" />
        <SubmitButton busy={pending?.startsWith("recheck-claims") ?? false} label="Check every claim now" busyLabel="Checking..." />
      </fetcher.Form>
      {claims.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-border p-6 text-center text-muted">No tool is claimed.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3" aria-label="Standing claims">
          {claims.map((claim) => (
            <Card as="li" key={claim.id} className="flex flex-wrap items-end gap-3 p-4" aria-label={`Claim of ${claim.toolName} by ${claim.email}`}>
              <div className="min-w-60 flex-1 text-sm">
                <Link to={`/tools/${claim.toolSlug}`} className="font-semibold hover:underline">
                  {claim.toolName}
                </Link>
                <span className="block text-muted [overflow-wrap:anywhere]">{`${claim.email} · by ${claim.method ?? "?"} · verified ${claim.verifiedAt ? formatDateTime(claim.verifiedAt) : "?"} UTC`}</span>
              </div>
              <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="id" value={claim.id} />
                <label className="flex flex-col text-sm font-medium">
                  Why (the maker reads it)
                  <input name="reason" required maxLength={300} className="mt-1 min-h-11 rounded-xl border border-border bg-surface px-3" />
                </label>
                <SubmitButton busy={pending === `revoke:${claim.id}`} label="Revoke" busyLabel="Revoking..." />
              </fetcher.Form>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
