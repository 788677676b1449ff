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
import { COMMON_PASSWORD_MESSAGE, PASSWORD_HINT, resetPasswordFields, resetPasswordSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Choose a new password", location, matches }),
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token");
  // Better Auth sends expired or used links here with ?error=INVALID_TOKEN.
  if (!token || params.get("error")) throw redirect(withNotice("/auth?view=forgot", "invalid-reset-link"));
  return { token };
}

const EXPIRED = "This reset link has expired or was already used. Please ask for a new one.";

// A refusal's Retry-After reaches the visitor (React Router passes on only cookies otherwise).
export const headers: Route.HeadersFunction = formRefusalHeaders;

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(refusingCommonPasswords(resetPasswordSchema, "password"), await request.formData(), resetPasswordFields);
  // Passwords are never sent back.
  const values = keptValues(parsed.values, []);
  if (!parsed.ok) return data<FormResult>({ ok: false, errors: parsed.errors, values }, 400);
  const result = await resetPassword({ auth: await getAuth() }, request, parsed.data.token, parsed.data.password);
  if (!result.ok) {
    const refusal = refusalOf(result.code === "INVALID_TOKEN" ? { ...result, message: EXPIRED } : result, 400);
    return data<FormResult>({ ok: false, message: refusal.message, code: refusal.code, values }, refusalInit(refusal));
  }
  throw redirect(withNotice("/auth", "password-reset"));
}

const TOASTS: FormToasts = {
  // A new password sends the visitor to sign in, with the 'password-reset' notice.
  success: ["Password updated"],
  invalid: (errors) =>
    errors.token
      ? ["Error", "Reset token is missing."]
      : errors.confirmPassword
        ? ["Passwords don't match", errors.confirmPassword]
        : errors.password
          ? [errors.password === COMMON_PASSWORD_MESSAGE ? "Password too common" : "Password too short", errors.password]
          : undefined,
  failure: (result) => ["Reset failed", result.message ?? "Failed to reset password. Please try again."],
};

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { fetcher, result, field, onSubmit, busy } = useFormAction({
    schema: resetPasswordSchema,
    fields: resetPasswordFields,
    toasts: TOASTS,
    pageResult: actionData,
    initialValues: { token: loaderData.token },
  });
  const refusal = result && !result.ok ? result.message : undefined;

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <Link to="/" className={buttonClass("ghost", "-ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to home
      </Link>
      <div className="mt-4 rounded-3xl border border-border bg-surface p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight">Choose a new password</h1>
        <p className="mt-2 text-muted">{PASSWORD_HINT} You will sign in with it next.</p>
        <fetcher.Form method="post" noValidate className="mt-8 flex flex-col gap-4" onSubmit={onSubmit}>
          <input type="hidden" name="token" value={loaderData.token} />
          <PasswordField label="New password" autoComplete="new-password" required {...field("password")} />
          <PasswordField label="Confirm new password" autoComplete="new-password" required {...field("confirmPassword")} />
          {refusal && (
            <p role="alert" className="text-sm text-danger">
              {refusal}{" "}
              <Link to="/auth?view=forgot" className="underline">
                Send a new link
              </Link>
            </p>
          )}
          <SubmitButton busy={busy} label="Set new password" busyLabel="Saving..." className="mt-2 w-full" />
        </fetcher.Form>
      </div>
    </section>
  );
}
