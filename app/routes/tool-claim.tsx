/**
 * Claiming a listing (/tools/{slug}/claim): a signed-in person proves they make the tool by a file
 * or a meta tag carrying their own token on the tool's domain, or by their confirmed e-mail
 * address on it. Each check passes the bot check and a limit per account; a refusal says why.
 */
import { data, Link } from "react-router";
import { requireUser } from "@server/auth/session";
import { getBotCheck } from "@server/botcheck/index";
import { claimTokenFor, findClaim, verifyClaim } from "@server/claims/claims";
import { claimCheckOptions } from "@server/claims/options";
import { findClaimingAccount } from "@server/claims/queries";
import { makerDomainOf } from "@server/reviews/makers";
import { db } from "@server/db/index";
import { admitPublicForm, formRefusalHeaders } from "@server/forms/public-form";
import { log } from "@server/log/index";
import { findVisitorTool } from "@server/tools/queries";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { PublicFormFooter } from "~/components/public-form";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/dates";
import { answerFor, type TaggedResult } from "~/lib/forms";
import { isOneOf } from "~/lib/records";
import type { ReactNode } from "react";
import { pageMeta } from "~/lib/meta";
import { clientAddressContext } from "~/lib/request-context";
import { CLAIM_FILE_PATH, CLAIM_META_NAME, CLAIM_METHODS, claimFields, claimSchema, type ClaimMethod } from "~/lib/schemas/claim";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import * as m from "~/paraglide/messages";
import type { Route } from "./+types/tool-claim";

/** A person checks a few times while setting the proof up; hundreds is a script probing sites through us. */
const PER_ACCOUNT = { max: 20, windowSeconds: 60 * 60 };
const PER_ADDRESS = { max: 40, windowSeconds: 60 * 60 };

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => [
  ...pageMeta({ title: m.makers_claim_meta_title({ tool: loaderData?.tool.name ?? "" }), location, matches }),
  { name: "robots", content: "noindex" },
];

export const handle: BreadcrumbHandle<Route.ComponentProps["loaderData"]> = {
  breadcrumb: (page) => m.makers_claim_meta_title({ tool: page?.tool.name ?? "" }),
};

export const headers: Route.HeadersFunction = formRefusalHeaders;

/** The tool, when visitors can open its page. */
async function visitorTool(slug: string) {
  const tool = await findVisitorTool(await db(), slug);
  if (!tool) throw data(null, { status: 404 });
  return tool;
}

/** The tool's site without its path: where the file and the tag are looked for. */
const siteOrigin = (website: string) => new URL(website).origin;

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const tool = await visitorTool(params.toolSlug);
  const database = await db();
  const domain = makerDomainOf(tool.exploreNowLink);
  const host = new URL(tool.exploreNowLink).hostname;
  // A site on a shared host (github.com/…) names no domain of its maker: nothing to prove there.
  if (!domain) return { tool: { name: tool.name, slug: tool.slug }, host, claimable: false as const };
  // The person's token is made the first time they open the page (a pending claim): it is theirs alone, shown only to them.
  const token = await claimTokenFor(database, { toolId: tool.id, userId: user.id });
  const claim = await findClaim(database, { toolId: tool.id, userId: user.id });
  const origin = siteOrigin(tool.exploreNowLink);
  return {
    tool: { name: tool.name, slug: tool.slug },
    host,
    claimable: true as const,
    domain,
    email: user.email,
    token,
    fileUrl: `${origin}${CLAIM_FILE_PATH}`,
    homeUrl: `${origin}/`,
    claim: claim && { status: claim.status, verifiedAt: claim.verifiedAt, endedAt: claim.endedAt, endReason: claim.endReason },
  };
}

/** Why a check found no proof, in words that say what to do. */
function refusalMessage(reason: string, tool: { website: string; name: string }): string {
  const origin = siteOrigin(tool.website);
  const domain = makerDomainOf(tool.website) ?? new URL(tool.website).hostname;
  switch (reason) {
    case "token-not-found":
      return m.makers_claim_refused_token_not_found({ url: `${origin}${CLAIM_FILE_PATH}` });
    case "other-token":
      return m.makers_claim_refused_other_token({ url: `${origin}${CLAIM_FILE_PATH}` });
    case "meta-missing":
      return m.makers_claim_refused_meta_missing({ url: `${origin}/` });
    case "email-other-domain":
      return m.makers_claim_refused_email_other_domain({ domain });
    case "email-unconfirmed":
      return m.makers_claim_refused_email_unconfirmed();
    case "unreachable":
      return m.makers_claim_refused_unreachable({ url: origin });
    case "revoked":
      return m.makers_claim_refused_revoked();
    default:
      return m.makers_claim_shared_host({ host: new URL(tool.website).hostname });
  }
}

/** Three forms post here: each answer names its method, so a page posted without JavaScript shows it under its own form. */
type Answer = TaggedResult<ClaimMethod | "">;

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const tool = await visitorTool(params.toolSlug);
  const database = await db();
  const form = await request.formData();
  const sent = String(form.get("method") ?? "");
  const intent = isOneOf(CLAIM_METHODS, sent) ? sent : "";
  const admitted = await admitPublicForm({ db: database, botCheck: getBotCheck() }, form, {
    schema: claimSchema,
    fields: claimFields,
    clientAddress: context.get(clientAddressContext),
    formName: "tool-claim",
    limitKey: user.id,
    limit: PER_ADDRESS,
    emailLimit: PER_ACCOUNT,
    failureMessage: m.makers_claim_failure(),
  });
  if (!admitted.ok) return data<Answer>({ ...admitted.result, intent }, admitted.init);
  const method: ClaimMethod = admitted.data.method;
  try {
    // The address and whether it is confirmed are read now, never from the form; the session's account exists.
    const account = (await findClaimingAccount(database, user.id)) ?? { email: user.email, emailVerified: false };
    const outcome = await verifyClaim(database, { toolId: tool.id, userId: user.id, method, account, website: tool.exploreNowLink }, claimCheckOptions());
    if (!outcome.ok) return data<Answer>({ ok: false, message: refusalMessage(outcome.reason, { website: tool.exploreNowLink, name: tool.name }), values: { method }, intent }, { status: 422 });
  } catch (error) {
    log.error({ err: error }, "A claim could not be checked");
    return data<Answer>({ ok: false, message: m.makers_claim_failure(), values: { method }, intent }, { status: 503 });
  }
  return data<Answer>({ ok: true, message: m.makers_claim_success_body({ tool: tool.name }), intent });
}

const toasts = (): FormToasts => ({
  success: (result) => [m.makers_claim_success_title(), result.message],
  failure: (result) => [m.makers_claim_failure_title(), result.message ?? m.makers_claim_failure()],
});

/** One way of proving the claim: what to put where, and the button that checks it. */
function ProofMethod({ method, heading, children, button, pageData }: { method: ClaimMethod; heading: string; children: ReactNode; button: string; pageData: Route.ComponentProps["actionData"] }) {
  const { fetcher, result, onSubmit, attempt, busy } = useFormAction({ fields: claimFields, toasts: toasts(), clearOnSuccess: false, pageResult: answerFor(pageData, method) });
  return (
    <Card as="section" className="p-5" aria-label={heading}>
      <h2 className="text-lg font-semibold">{heading}</h2>
      <div className="mt-2 text-sm [overflow-wrap:anywhere]">{children}</div>
      <fetcher.Form method="post" noValidate className="mt-4 flex flex-col gap-3" onSubmit={onSubmit}>
        <input type="hidden" name="method" value={method} />
        <PublicFormFooter attempt={attempt} busy={busy} result={result} label={button} busyLabel={m.makers_claim_checking()} />
      </fetcher.Form>
    </Card>
  );
}

export default function ToolClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{m.makers_claim_heading({ tool: page.tool.name })}</h1>
      {!page.claimable ? (
        <p className="mt-4 text-muted">{m.makers_claim_shared_host({ host: page.host })}</p>
      ) : (
        <>
          <p className="mt-3 text-muted">{m.makers_claim_intro({ domain: page.domain })}</p>
          <ClaimStatus claim={page.claim} tool={page.tool.name} />
          <p className="mt-6 text-sm font-medium">{m.makers_claim_token_label()}</p>
          <p className="mt-1 rounded-xl border border-border bg-surface-raised p-3 font-mono text-sm [overflow-wrap:anywhere]" data-claim-token>
            {page.token}
          </p>
          <div className="mt-6 flex flex-col gap-4">
            <ProofMethod method="file" heading={m.makers_claim_file_heading()} button={m.makers_claim_file_button()} pageData={actionData}>
              <p>{m.makers_claim_file_body({ url: page.fileUrl })}</p>
            </ProofMethod>
            <ProofMethod method="meta" heading={m.makers_claim_meta_heading()} button={m.makers_claim_meta_button()} pageData={actionData}>
              <p>{m.makers_claim_meta_body({ url: page.homeUrl })}</p>
              <code className="mt-2 block rounded-lg bg-surface-raised p-2 font-mono text-xs">{`<meta name="${CLAIM_META_NAME}" content="${page.token}">`}</code>
            </ProofMethod>
            <ProofMethod method="email" heading={m.makers_claim_email_heading()} button={m.makers_claim_email_button()} pageData={actionData}>
              <p>{m.makers_claim_email_body({ domain: page.domain, email: page.email })}</p>
            </ProofMethod>
          </div>
        </>
      )}
      <p className="mt-6">
        <Link to={`/tools/${page.tool.slug}`} className="font-semibold text-accent underline-offset-4 hover:underline">
          {m.makers_edit_back({ tool: page.tool.name })}
        </Link>
      </p>
    </section>
  );
}

function ClaimStatus({ claim, tool }: { claim: { status: string; verifiedAt: Date | null; endedAt: Date | null; endReason: string | null } | undefined; tool: string }) {
  if (!claim) return null;
  if (claim.status === "verified" && claim.verifiedAt) {
    return (
      <div className="mt-4 rounded-xl border border-accent/40 bg-accent/10 p-4 text-sm" role="status">
        <p className="font-semibold">{m.makers_claim_verified({ tool, date: formatDate(claim.verifiedAt) })}</p>
        <p className="mt-1">{m.makers_claim_verified_next()}</p>
        <Link to="/maker" className="mt-2 inline-block font-semibold text-accent underline">
          {m.makers_claim_maker_page()}
        </Link>
      </div>
    );
  }
  if (claim.status === "lapsed" && claim.endedAt) return <p className="mt-4 rounded-xl border border-border p-4 text-sm">{m.makers_claim_lapsed({ date: formatDate(claim.endedAt) })}</p>;
  if (claim.status === "revoked") return <p className="mt-4 rounded-xl border border-danger/40 p-4 text-sm text-danger">{m.makers_claim_revoked({ reason: claim.endReason ?? "" })}</p>;
  return null;
}
