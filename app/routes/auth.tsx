import { MailCheck } from "~/components/icons";
import { data, Link, redirect, useLoaderData, useSearchParams } from "react-router";
import { redirectInLanguage } from "~/lib/redirect";
import { isLocale } from "~/lib/i18n";
import { getLocale } from "~/paraglide/runtime";
import * as m from "~/paraglide/messages";
import { getCurrentUser } from "@server/auth/session";
import { refusalOf, requestPasswordReset, resendConfirmation, signIn, signUp } from "@server/auth/accounts";
import { getAuth } from "@server/auth/index";
import { refusingCommonPasswords } from "@server/auth/password-rules";
import { refusingReservedNames } from "@server/security/reserved-names";
import { getBotCheck } from "@server/botcheck/index";
import { db } from "@server/db/index";
import { env } from "@server/env";
import { refused, type FormAnswer } from "@server/forms/answer";
import { refusalInit, runPublicForm } from "@server/forms/public-form";
import { mailDelivery, type MailDelivery } from "@server/mail/transport";
import { AUTH_LIMITS } from "@server/security/rate-limit";
import { BotCheck } from "~/components/bot-check";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { BotCheckWait, PublicFormFooter, useBotCheckGate } from "~/components/public-form";
import { PasswordField, TextField } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { answerFor, BOT_CHECK_FIELD, keptValues, parseForm, type FormResult, type TaggedResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { withNotice } from "~/lib/notices";
import { clientAddressContext } from "~/lib/request-context";
import { safeRedirect } from "~/lib/safe-redirect";
import { CONTACT_EMAIL } from "~/lib/site";
import {
  forgotPasswordFields,
  forgotPasswordSchema,
  PASSWORD_MIN_LENGTH,
  signInFields,
  signInSchema,
  signUpFields,
  signUpSchema,
} from "~/lib/schemas/auth";
import type { Route } from "./+types/auth";
import { isOneOf, keysOf } from "~/lib/records";

type View = "sign-in" | "sign-up" | "forgot";
type Intent = "sign-in" | "sign-up" | "forgot" | "resend";
/** A successful sign-up names the address the confirmation e-mail was written to. */
type AuthAnswer = TaggedResult<Intent> & { email?: string };
/** What the action answered a form posted without JavaScript; each form picks its own with answerFor. */
type PageAnswer = Route.ComponentProps["actionData"];

const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED";
const BOT_CHECK_REQUIRED = "BOT_CHECK_REQUIRED";

export const handle = { breadcrumb: () => m.forms_auth_sign_in() };

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: m.forms_auth_meta_title(), description: m.forms_auth_meta_description(), location, matches }),
  { name: "robots", content: "noindex" },
];

// React Router passes on only the cookies of an action unless the route names its headers: Retry-After too.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  if (await getCurrentUser(request)) throw redirect("/");
  // What the page says after sign-up depends on where the confirmation e-mail really goes.
  return { mail: mailDelivery(env()) };
}

type Answer = { result: FormResult & { email?: string }; init: ResponseInit };
type ActionArgs = { form: FormData; request: Request; clientAddress: string };

async function signInAction({ form, request, clientAddress }: ActionArgs): Promise<Answer> {
  const parsed = parseForm(signInSchema, form, signInFields);
  const values = keptValues(parsed.values, ["email"]);
  if (!parsed.ok) return { result: { ok: false, errors: parsed.errors, values }, init: { status: 400 } };
  const deps = { db: await db(), auth: await getAuth(), botCheck: getBotCheck(), publicUrl: env().PUBLIC_URL };
  const result = await signIn(deps, request, clientAddress, { ...parsed.data, botCheck: String(form.get(BOT_CHECK_FIELD) ?? "") });
  if (result.ok) {
    const notice = result.passwordOutdated ? "signed-in-password-outdated" : result.firstSignIn ? "welcome" : "signed-in";
    // The account's language, once chosen, decides the language of the pages from here on.
    const language = isLocale(result.language) ? result.language : getLocale();
    // Another language is another app (its own basename): a whole page load, also when the form was sent by a fetcher.
    if (language !== getLocale()) result.headers.set("X-Remix-Reload-Document", "true");
    throw redirectInLanguage(request, withNotice(safeRedirect(new URL(request.url).searchParams.get("redirectTo")), notice), language, { headers: result.headers });
  }
  const unverified = result.code === EMAIL_NOT_VERIFIED;
  const refusal = refusalOf(unverified ? { ...result, message: m.forms_auth_confirm_before_sign_in() } : result, unverified || result.code === BOT_CHECK_REQUIRED ? 403 : 401);
  return { result: { ok: false, message: refusal.message, code: refusal.code, values }, init: refusalInit(refusal) };
}

async function signUpAction({ form, request, clientAddress }: ActionArgs): Promise<Answer> {
  const database = await db();
  const answer = await runPublicForm({ db: database, botCheck: getBotCheck() }, form, {
    schema: refusingReservedNames(refusingCommonPasswords(signUpSchema, "password"), ["firstName", "lastName"]),
    fields: signUpFields,
    keep: ["firstName", "lastName", "email"],
    clientAddress,
    formName: "sign-up",
    limit: AUTH_LIMITS.signUpPerIp,
    failureMessage: m.forms_unexpected_error(),
    store: async (input) => {
      const result = await signUp({ auth: await getAuth() }, request, input);
      if (!result.ok) return refusalOf(result, 400);
    },
  });
  if (!answer.result.ok) return answer;
  return { ...answer, result: { ok: true, email: String(form.get("email") ?? "").trim() } };
}

async function forgotAction({ form, request, clientAddress }: ActionArgs): Promise<Answer> {
  const database = await db();
  return runPublicForm({ db: database, botCheck: getBotCheck() }, form, {
    schema: forgotPasswordSchema,
    fields: forgotPasswordFields,
    clientAddress,
    formName: "reset",
    limit: AUTH_LIMITS.resetPerIp,
    emailLimit: AUTH_LIMITS.resetPerEmail,
    failureMessage: m.forms_unexpected_error(),
    store: async ({ email }) => {
      const result = await requestPasswordReset({ auth: await getAuth() }, request, email);
      if (!result.ok) return refusalOf(result, 400);
    },
  });
}

async function resendAction({ form, request, clientAddress }: ActionArgs): Promise<Answer> {
  const parsed = parseForm(forgotPasswordSchema, form, forgotPasswordFields);
  if (!parsed.ok) return { result: { ok: false, errors: parsed.errors, values: parsed.values }, init: { status: 400 } };
  const result = await resendConfirmation({ db: await db(), auth: await getAuth() }, request, clientAddress, parsed.data.email);
  if (result.ok) return { result: { ok: true }, init: { status: 200 } };
  const refusal = refusalOf(result, 400);
  return { result: { ok: false, message: refusal.message, values: parsed.values }, init: refusalInit(refusal) };
}

const ACTIONS: Record<Intent, (args: ActionArgs) => Promise<Answer>> = {
  "sign-in": signInAction,
  "sign-up": signUpAction,
  forgot: forgotAction,
  resend: resendAction,
};

// Declared, so the untagged answer to an unknown intent does not swallow the tagged ones.
export async function action({ request, context }: Route.ActionArgs): Promise<FormAnswer<never, AuthAnswer | FormResult<never>>> {
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (!isOneOf(keysOf(ACTIONS), intent)) return refused(400, { message: m.forms_auth_unknown_action(), values: {} });
  const { result, init } = await ACTIONS[intent]({ form, request, clientAddress: context.get(clientAddressContext) });
  return data<AuthAnswer>({ ...result, intent }, init);
}

/** Switching views keeps where the visitor was going (?redirectTo=). */
function useViewHref() {
  const [params] = useSearchParams();
  return (view: View) => {
    const next = new URLSearchParams({ view });
    const redirectTo = params.get("redirectTo");
    if (redirectTo) next.set("redirectTo", redirectTo);
    return `?${next.toString()}`;
  };
}

const signInToasts = (): FormToasts => ({
  // A signed-in visitor is sent on, with the 'signed-in' notice.
  success: [m.forms_auth_signed_in_toast()],
  failure: (result) => [m.forms_auth_login_error(), result.message],
});

const resendToasts = (): FormToasts => ({
  success: [m.forms_auth_resend_success_title(), m.forms_auth_resend_success_body()],
  failure: [m.forms_error_title(), m.forms_unexpected_error()],
});

function ResendConfirmation({ email, pageResult }: { email: string; pageResult?: FormResult<"email"> }) {
  const { fetcher, result, busy } = useFormAction({ fields: forgotPasswordFields, toasts: resendToasts(), pageResult });
  return (
    <div role="status" className="mt-6 rounded-xl border border-border bg-surface-raised p-4 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <MailCheck aria-hidden="true" className="size-4 text-accent" /> {m.forms_auth_please_confirm()}
      </p>
      <p className="mt-1 text-muted">
        {result?.ok
          ? m.forms_auth_resend_sent()
          : m.forms_auth_resend_prompt()}
      </p>
      {!result?.ok && (
        <fetcher.Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={email} />
          <SubmitButton busy={busy} label={m.forms_auth_resend_button()} busyLabel={m.forms_sending()} className="w-full" />
        </fetcher.Form>
      )}
    </div>
  );
}

function SignInForm({ answer }: { answer?: PageAnswer }) {
  const resendAnswer = answerFor(answer, "resend");
  // The confirmation link lands here with the address it confirmed.
  const [params] = useSearchParams();
  const given = params.get("email");
  const confirmedEmail = given && signInSchema.shape.email.safeParse(given).success ? given : undefined;
  const { fetcher, result, field, onSubmit, attempt, busy } = useFormAction({
    schema: signInSchema,
    fields: signInFields,
    toasts: signInToasts(),
    pageResult: answerFor(answer, "sign-in"),
    // Without JavaScript, a refused resend comes back to this page with the address it was for.
    // Otherwise no initial value at all: an undefined one would reach the schema as "no string" and read "Invalid input".
    initialValues: resendAnswer && !resendAnswer.ok ? { email: resendAnswer.values.email ?? "" } : confirmedEmail ? { email: confirmedEmail } : undefined,
  });
  const viewHref = useViewHref();
  const refused = result && !result.ok ? result : undefined;
  const needsBotCheck = refused?.code === BOT_CHECK_REQUIRED;
  const botCheck = useBotCheckGate(attempt);
  const email = field("email");
  return (
    <>
      <fetcher.Form method="post" noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="sign-in" />
        <TextField label={m.forms_email_label()} type="email" autoComplete="email" required {...email} />
        <PasswordField label={m.forms_password_label()} autoComplete="current-password" required {...field("password")} />
        <div className="-mt-1 text-right">
          <Link to={viewHref("forgot")} className="rounded text-sm text-accent hover:underline">
            {m.forms_auth_forgot_link()}
          </Link>
        </div>
        {needsBotCheck && <BotCheck key={attempt} onSolved={botCheck.onSolved} />}
        <SubmitButton busy={busy} label={m.forms_auth_sign_in()} busyLabel={m.forms_auth_signing_in()} disabled={needsBotCheck && botCheck.waiting} className="mt-2 w-full" />
        <BotCheckWait waiting={needsBotCheck && botCheck.waiting && !busy} />
      </fetcher.Form>
      {(refused?.code === EMAIL_NOT_VERIFIED || resendAnswer) && (
        <ResendConfirmation email={email.value} pageResult={resendAnswer} />
      )}
    </>
  );
}

/** Where the confirmation e-mail is, as the mail setup makes it so. */
function ConfirmationWhere({ mail, email }: { mail: MailDelivery; email: string }) {
  if (mail === "smtp") {
    return (
      <>
        <p className="flex items-center gap-2 text-lg font-semibold">
          <MailCheck aria-hidden="true" className="size-5 text-accent" /> {m.forms_auth_check_inbox({ email })}
        </p>
        <p className="text-muted">{m.forms_auth_check_inbox_body()}</p>
      </>
    );
  }
  if (mail === "dev-mailbox") {
    return (
      <>
        <p className="flex items-center gap-2 text-lg font-semibold">
          <MailCheck aria-hidden="true" className="size-5 text-accent" /> {m.forms_auth_dev_mailbox({ email })}
        </p>
        <p className="text-muted">{m.forms_auth_dev_mailbox_body()}</p>
      </>
    );
  }
  return (
    <>
      <p className="text-lg font-semibold">{m.forms_auth_not_sent({ email })}</p>
      <p className="text-muted">
        {m.forms_auth_not_sent_body()}{" "}
        <a href={`mailto:${CONTACT_EMAIL}`} className="text-accent underline">
          {CONTACT_EMAIL}
        </a>
        .
      </p>
    </>
  );
}

/** What stays on screen after sign-up: where the link went, a way to send it again, and where to sign in. */
function CheckYourInbox({ email, mail }: { email: string; mail: MailDelivery }) {
  const viewHref = useViewHref();
  const { fetcher, result, busy } = useFormAction({ fields: forgotPasswordFields, toasts: resendToasts() });
  return (
    <div role="status" className="flex flex-col gap-4">
      <ConfirmationWhere mail={mail} email={email} />
      {mail === "not-sent" ? null : result?.ok ? (
        <p className="text-sm text-muted">{m.forms_auth_new_link_sent()}</p>
      ) : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={email} />
          <SubmitButton busy={busy} label={m.forms_auth_resend_button()} busyLabel={m.forms_sending()} className="w-full" />
          {result && !result.ok && result.message && (
            <p role="alert" className="mt-2 text-sm text-danger">
              {result.message}
            </p>
          )}
        </fetcher.Form>
      )}
      <Link to={viewHref("sign-in")} className={buttonClass("secondary")}>
        {m.forms_auth_go_to_sign_in()}
      </Link>
    </div>
  );
}

const signUpToasts = (): FormToasts => ({
  success: [m.forms_auth_sign_up_success_title(), m.forms_auth_sign_up_success_body()],
  failure: (result) => [m.forms_auth_signup_error(), result.message ?? m.forms_unexpected_error()],
});
// Without a mail server the spec's "check your email" would not be true.
const signUpUnsentToasts = (): FormToasts => ({ ...signUpToasts(), success: [m.forms_auth_account_created(), m.forms_auth_account_created_body()] });

function SignUpForm({ answer }: { answer?: PageAnswer }) {
  const { mail } = useLoaderData<typeof loader>();
  const { fetcher, result, values, field, onSubmit, attempt, busy } = useFormAction({
    schema: signUpSchema,
    fields: signUpFields,
    toasts: mail === "not-sent" ? signUpUnsentToasts() : signUpToasts(),
    pageResult: answerFor(answer, "sign-up"),
  });
  if (result?.ok) return <CheckYourInbox email={result.email ?? ""} mail={mail} />;
  const mismatch = values.confirmPassword.length > 0 && values.password !== values.confirmPassword;
  const confirm = field("confirmPassword");
  return (
    <fetcher.Form method="post" noValidate className="relative flex flex-col gap-4" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="sign-up" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={m.forms_auth_first_name_optional()} autoComplete="given-name" {...field("firstName")} />
        <TextField label={m.forms_auth_last_name_optional()} autoComplete="family-name" {...field("lastName")} />
      </div>
      <TextField label={m.forms_email_label()} type="email" autoComplete="email" required {...field("email")} />
      <PasswordField label={m.forms_password_label()} autoComplete="new-password" required hint={m.forms_password_hint({ min: PASSWORD_MIN_LENGTH })} {...field("password")} />
      <PasswordField
        label={m.forms_auth_confirm_password()}
        autoComplete="new-password"
        required
        {...confirm}
        error={mismatch ? m.forms_passwords_mismatch() : confirm.error}
      />
      <PublicFormFooter
        attempt={attempt}
        busy={busy}
        result={result}
        label={m.forms_auth_create_account()}
        busyLabel={m.forms_auth_creating_account()}
        disabled={mismatch}
        buttonClassName="mt-2 w-full"
      />
    </fetcher.Form>
  );
}

const forgotToasts = (): FormToasts => ({
  success: [m.forms_auth_reset_sent_title(), m.forms_auth_reset_sent_body(), 6000],
  invalid: (errors) => [errors.email === m.forms_email_required_first() ? m.forms_auth_email_required_title() : m.forms_auth_invalid_email_title(), errors.email],
  failure: (result) => [m.forms_auth_reset_failed(), result.message ?? m.forms_unexpected_error()],
});

function ForgotForm({ answer }: { answer?: PageAnswer }) {
  const { fetcher, result, field, onSubmit, attempt, busy } = useFormAction({
    schema: forgotPasswordSchema,
    fields: forgotPasswordFields,
    toasts: forgotToasts(),
    pageResult: answerFor(answer, "forgot"),
    clearOnSuccess: false,
  });
  return (
    <fetcher.Form method="post" noValidate className="relative flex flex-col gap-4" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="forgot" />
      <p className="text-sm text-muted">{m.forms_auth_forgot_intro()}</p>
      <TextField label={m.forms_email_label()} type="email" autoComplete="email" required {...field("email")} />
      <PublicFormFooter attempt={attempt} busy={busy} result={result} label={m.forms_auth_send_reset_link()} busyLabel={m.forms_auth_sending_reset()} buttonClassName="mt-2 w-full" />
      {result?.ok && (
        <p role="status" className="rounded-xl border border-border bg-surface-raised p-4 text-sm">
          {m.forms_auth_reset_on_its_way()}
        </p>
      )}
    </fetcher.Form>
  );
}

const TITLES: Record<View, { title: () => string; lead: () => string }> = {
  "sign-in": { title: m.forms_auth_sign_in, lead: m.forms_auth_sign_in_lead },
  "sign-up": { title: m.forms_auth_create_account, lead: m.forms_auth_sign_up_lead },
  forgot: { title: m.forms_auth_reset_title, lead: m.forms_auth_reset_lead },
};

export default function AuthPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const viewHref = useViewHref();
  const requested = params.get("view");
  const view: View = requested === "sign-up" || requested === "forgot" ? requested : "sign-in";
  const answer = actionData;

  const { title, lead } = TITLES[view];
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <div className="rounded-3xl border border-border bg-surface p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight">{title()}</h1>
        <p className="mt-2 text-muted">{lead()}</p>
        <div className="mt-8">
          {view === "sign-in" && <SignInForm key="sign-in" answer={answer} />}
          {view === "sign-up" && <SignUpForm key="sign-up" answer={answer} />}
          {view === "forgot" && <ForgotForm key="forgot" answer={answer} />}
        </div>
        <p className="mt-8 text-center text-sm text-muted">
          {view === "sign-up" ? (
            <>
              {m.forms_auth_have_account()}{" "}
              <Link to={viewHref("sign-in")} className="font-semibold text-accent hover:underline">
                {m.forms_auth_sign_in()}
              </Link>
            </>
          ) : view === "forgot" ? (
            <Link to={viewHref("sign-in")} className="font-semibold text-accent hover:underline">
              {m.forms_auth_back_to_sign_in()}
            </Link>
          ) : (
            <>
              {m.forms_auth_no_account()}{" "}
              <Link to={viewHref("sign-up")} className="font-semibold text-accent hover:underline">
                {m.forms_auth_create_account()}
              </Link>
            </>
          )}
        </p>
      </div>
    </section>
  );
}
