import { ArrowLeft, Loader2 } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "sonner";
import { resetPassword } from "@server/auth/accounts";
import { getAuth } from "@server/auth/index";
import { PasswordField } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { withNotice } from "~/lib/notices";
import { resetPasswordSchema } from "~/lib/schemas/auth";
import { fieldErrorsOf, formValues } from "~/lib/schemas/field-errors";
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

export async function action({ request }: Route.ActionArgs) {
  const values = formValues(await request.formData(), ["token", "password", "confirmPassword"] as const);
  const parsed = resetPasswordSchema.safeParse(values);
  if (!parsed.success) return data({ ok: false as const, errors: fieldErrorsOf(parsed.error) as Record<string, string | undefined>, message: undefined }, 400);
  const result = await resetPassword({ auth: await getAuth() }, request, parsed.data.token, parsed.data.password);
  if (!result.ok) {
    const expired = result.code === "INVALID_TOKEN";
    return data(
      { ok: false as const, errors: undefined, message: expired ? "This reset link has expired or was already used. Please ask for a new one." : result.message },
      400,
    );
  }
  throw redirect(withNotice("/auth", "password-reset"));
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const errors = actionData?.errors ?? {};

  useEffect(() => {
    if (!actionData) return;
    if (actionData.errors?.token) toast.error("Error", { description: "Reset token is missing." });
    else if (actionData.errors?.confirmPassword) toast.error("Passwords don't match", { description: actionData.errors.confirmPassword });
    else if (actionData.errors?.password) toast.error("Password too short", { description: actionData.errors.password });
    else if (actionData.message) toast.error("Reset failed", { description: actionData.message || "Failed to reset password. Please try again." });
  }, [actionData]);

  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <Link to="/" className={buttonClass("ghost", "-ml-3")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to home
      </Link>
      <div className="mt-4 rounded-3xl border border-border bg-surface p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight">Choose a new password</h1>
        <p className="mt-2 text-muted">At least 6 characters. You will sign in with it next.</p>
        <Form method="post" noValidate className="mt-8 flex flex-col gap-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <PasswordField label="New password" name="password" autoComplete="new-password" required error={errors.password} />
          <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" required error={errors.confirmPassword} />
          {actionData?.message && (
            <p role="alert" className="text-sm text-danger">
              {actionData.message}{" "}
              <Link to="/auth?view=forgot" className="underline">
                Send a new link
              </Link>
            </p>
          )}
          <button type="submit" disabled={submitting} className={buttonClass("primary", "mt-2 min-h-11 w-full")}>
            {submitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {submitting ? "Saving..." : "Set new password"}
          </button>
        </Form>
      </div>
    </section>
  );
}
