import { ArrowLeft } from "~/components/icons";
import { data, Link, redirect } from "react-router";
import { refusalOf, resetPassword } from "@server/auth/accounts";
import { getAuth } from "@server/auth/index";
import { refusingCommonPasswords } from "@server/auth/password-rules";
import { formRefusalHeaders, refusalInit } from "@server/forms/public-form";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { PasswordField } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { keptValues, parseForm, type FormResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { withNotice } from "~/lib/notices";
import { PASSWORD_MIN_LENGTH, resetPasswordFields, resetPasswordSchema } from "~/lib/schemas/auth";
import * as m from "~/paraglide/messages";
import type { Route } from "./+types/reset-password";

export const handle = { breadcrumb: () => m.forms_crumb_reset_password() };

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: m.forms_reset_meta_title(), location, matches }),
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token");
  // Better Auth sends expired or used links here with ?error=INVALID_TOKEN.
  if (!token || params.get("error")) throw redirect(withNotice("/auth?view=forgot", "invalid-reset-link"));
  return { token };
}

// A refusal's Retry-After reaches the visitor (React Router passes on only cookies otherwise).
export const headers: Route.HeadersFunction = formRefusalHeaders;

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(refusingCommonPasswords(resetPasswordSchema, "password"), await request.formData(), resetPasswordFields);
  // Passwords are never sent back.
  const values = keptValues(parsed.values, []);
  if (!parsed.ok) return data<FormResult>({ ok: false, errors: parsed.errors, values }, 400);
  const result = await resetPassword({ auth: await getAuth() }, request, parsed.data.token, parsed.data.password);
  if (!result.ok) {
    const refusal = refusalOf(result.code === "INVALID_TOKEN" ? { ...result, message: m.forms_reset_expired() } : result, 400);
    return data<FormResult>({ ok: false, message: refusal.message, code: refusal.code, values }, refusalInit(refusal));
  }
  throw redirect(withNotice("/auth", "password-reset"));
}

const toasts = (): FormToasts => ({
  // A new password sends the visitor to sign in, with the 'password-reset' notice.
  success: [m.forms_reset_updated_toast()],
  invalid: (errors) =>
    errors.token
      ? [m.forms_error_title(), m.forms_reset_token_missing()]
      : errors.confirmPassword
        ? [m.forms_reset_mismatch_title(), errors.confirmPassword]
        : errors.password
          ? [errors.password === m.forms_password_too_common() ? m.forms_password_too_common_title() : m.forms_password_too_short_title(), errors.password]
          : undefined,
  failure: (result) => [m.forms_auth_reset_failed(), result.message ?? m.forms_reset_failed_body()],
});

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { fetcher, result, field, onSubmit, busy } = useFormAction({
    schema: resetPasswordSchema,
    fields: resetPasswordFields,
    toasts: toasts(),
    pageResult: actionData,
    initialValues: { token: loaderData.token },
  });
  const refusal = result && !result.ok ? result.message : undefined;

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <Link to="/" className={buttonClass("ghost", "-ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> {m.forms_back_to_home()}
      </Link>
      <div className="mt-4 rounded-3xl border border-border bg-surface p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight">{m.forms_reset_meta_title()}</h1>
        <p className="mt-2 text-muted">
          {m.forms_password_hint({ min: PASSWORD_MIN_LENGTH })} {m.forms_reset_lead_suffix()}
        </p>
        <fetcher.Form method="post" noValidate className="mt-8 flex flex-col gap-4" onSubmit={onSubmit}>
          <input type="hidden" name="token" value={loaderData.token} />
          <PasswordField label={m.forms_new_password()} autoComplete="new-password" required {...field("password")} />
          <PasswordField label={m.forms_confirm_new_password()} autoComplete="new-password" required {...field("confirmPassword")} />
          {refusal && (
            <p role="alert" className="text-sm text-danger">
              {refusal}{" "}
              <Link to="/auth?view=forgot" className="underline">
                {m.forms_reset_send_new_link()}
              </Link>
            </p>
          )}
          <SubmitButton busy={busy} label={m.forms_reset_submit()} busyLabel={m.forms_saving()} className="mt-2 w-full" />
        </fetcher.Form>
      </div>
    </section>
  );
}
