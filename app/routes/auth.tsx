import { Loader2, MailCheck } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation, useSearchParams } from "react-router";
import { toast } from "sonner";
import { getCurrentUser } from "@server/auth/session";
import { failureResponseInit, requestPasswordReset, resendConfirmation, signIn, signUp } from "@server/auth/accounts";
import { getAuth } from "@server/auth/index";
import { getBotCheck } from "@server/botcheck/index";
import { db } from "@server/db/index";
import { BotCheck } from "~/components/bot-check";
import { PasswordField, TextField } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { BOT_CHECK_FIELD } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { withNotice } from "~/lib/notices";
import { clientAddressContext } from "~/lib/request-context";
import { safeRedirect } from "~/lib/safe-redirect";
import { forgotPasswordSchema, signInSchema, signUpSchema } from "~/lib/schemas/auth";
import { fieldErrorsOf, formValues } from "~/lib/schemas/field-errors";
import type { Route } from "./+types/auth";

type View = "sign-in" | "sign-up" | "forgot";
const SIGN_UP_TO_SIGN_IN_DELAY_MS = 2000;

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Sign in or create an account", description: "Sign in to save your favourite AI tools.", location, matches }),
  { name: "robots", content: "noindex" },
];

// React Router passes on only the cookies of an action unless the route names its headers: Retry-After too.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  if (await getCurrentUser(request)) throw redirect("/");
  return null;
}

type ActionResult =
  | {
      intent: "sign-in";
      ok: false;
      errors?: Record<string, string>;
      message?: string;
      unverified?: boolean;
      botCheckRequired?: boolean;
      values: { email: string };
    }
  | { intent: "sign-up"; ok: boolean; errors?: Record<string, string>; message?: string; values?: Record<string, string> }
  | { intent: "forgot" | "resend"; ok: boolean; errors?: Record<string, string>; message?: string; values?: { email: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const clientAddress = context.get(clientAddressContext);
  const deps = { db: await db(), auth: await getAuth() };

  if (intent === "sign-in") {
    const values = formValues(form, ["email", "password"] as const);
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) return data<ActionResult>({ intent, ok: false, errors: fieldErrorsOf(parsed.error), values: { email: values.email } }, 400);
    const botCheck = String(form.get(BOT_CHECK_FIELD) ?? "");
    const result = await signIn({ ...deps, botCheck: getBotCheck() }, request, clientAddress, { ...parsed.data, botCheck });
    if (result.ok) {
      const to = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
      throw redirect(withNotice(to, "signed-in"), { headers: result.headers });
    }
    const unverified = result.code === "EMAIL_NOT_VERIFIED";
    const botCheckRequired = result.code === "BOT_CHECK_REQUIRED";
    return data<ActionResult>(
      {
        intent,
        ok: false,
        unverified,
        botCheckRequired,
        message: unverified ? "Please confirm your email address before signing in." : result.message,
        values: { email: parsed.data.email },
      },
      failureResponseInit(result, unverified || botCheckRequired ? 403 : 401),
    );
  }

  if (intent === "sign-up") {
    const values = formValues(form, ["firstName", "lastName", "email", "password", "confirmPassword"] as const);
    const echo = { firstName: values.firstName, lastName: values.lastName, email: values.email };
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) return data<ActionResult>({ intent, ok: false, errors: fieldErrorsOf(parsed.error), values: echo }, 400);
    const result = await signUp(deps, request, clientAddress, parsed.data);
    if (!result.ok) return data<ActionResult>({ intent, ok: false, message: result.message, values: echo }, failureResponseInit(result, 400));
    return data<ActionResult>({ intent, ok: true });
  }

  if (intent === "forgot" || intent === "resend") {
    const values = formValues(form, ["email"] as const);
    const parsed = forgotPasswordSchema.safeParse(values);
    if (!parsed.success) return data<ActionResult>({ intent, ok: false, errors: fieldErrorsOf(parsed.error), values }, 400);
    const send = intent === "forgot" ? requestPasswordReset : resendConfirmation;
    const result = await send(deps, request, clientAddress, parsed.data.email);
    if (!result.ok) return data<ActionResult>({ intent, ok: false, message: result.message, values }, failureResponseInit(result, 400));
    return data<ActionResult>({ intent, ok: true, values });
  }

  return data({ intent: "unknown", ok: false, message: "Unknown action." }, 400);
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

function SubmitButton({ idle, busy, intent, disabled }: { idle: string; busy: string; intent: string; disabled?: boolean }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} disabled={submitting || disabled} className={buttonClass("primary", "mt-2 min-h-11 w-full")}>
      {submitting && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
      {submitting ? busy : idle}
    </button>
  );
}

function SignInForm({ result }: { result?: ActionResult }) {
  const failed = result?.intent === "sign-in" ? result : undefined;
  const resent = result?.intent === "resend" ? result : undefined;
  const [email, setEmail] = useState(failed?.values.email ?? resent?.values?.email ?? "");
  const viewHref = useViewHref();
  // A bot-check answer is good once: every refused attempt gets a fresh check.
  const [attempt, setAttempt] = useState(0);
  const [botCheckSolved, setBotCheckSolved] = useState(false);
  useEffect(() => {
    setAttempt((n) => n + 1);
    setBotCheckSolved(false);
  }, [result]);
  const onBotCheckSolved = useCallback(() => setBotCheckSolved(true), []);
  const needsBotCheck = Boolean(failed?.botCheckRequired);
  return (
    <>
      <Form method="post" noValidate className="flex flex-col gap-4">
        <TextField label="Email" name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={failed?.errors?.email} />
        <PasswordField label="Password" name="password" autoComplete="current-password" required error={failed?.errors?.password} />
        <div className="-mt-1 text-right">
          <Link to={viewHref("forgot")} className="rounded text-sm text-accent hover:underline">
            Forgot password?
          </Link>
        </div>
        {needsBotCheck && <BotCheck key={attempt} onSolved={onBotCheckSolved} />}
        <SubmitButton idle="Sign In" busy="Signing in..." intent="sign-in" disabled={needsBotCheck && !botCheckSolved} />
      </Form>
      {(failed?.unverified || resent) && (
        <div role="status" className="mt-6 rounded-xl border border-border bg-surface-raised p-4 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <MailCheck aria-hidden="true" className="size-4 text-accent" /> Please confirm your email address
          </p>
          <p className="mt-1 text-muted">
            {resent?.ok
              ? "If this address has an unconfirmed account, a new confirmation link is on its way."
              : "Open the link in the confirmation email we sent you. Can't find it?"}
          </p>
          {!resent?.ok && (
            <Form method="post" className="mt-3">
              <input type="hidden" name="email" value={email} />
              <SubmitButton idle="Resend confirmation email" busy="Sending..." intent="resend" />
            </Form>
          )}
        </div>
      )}
    </>
  );
}

function SignUpForm({ result }: { result?: ActionResult }) {
  const failed = result?.intent === "sign-up" && !result.ok ? result : undefined;
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const mismatch = confirm.length > 0 && password !== confirm;
  const errors = failed?.errors ?? {};
  return (
    <Form method="post" noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name (optional)" name="firstName" autoComplete="given-name" defaultValue={failed?.values?.firstName} error={errors.firstName} />
        <TextField label="Last name (optional)" name="lastName" autoComplete="family-name" defaultValue={failed?.values?.lastName} error={errors.lastName} />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={failed?.values?.email} error={errors.email} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint="At least 6 characters."
        error={errors.password}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={mismatch ? "Passwords do not match" : errors.confirmPassword}
      />
      <SubmitButton idle="Create Account" busy="Creating account..." intent="sign-up" disabled={mismatch} />
    </Form>
  );
}

function ForgotForm({ result }: { result?: ActionResult }) {
  const own = result?.intent === "forgot" ? result : undefined;
  return (
    <Form method="post" noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">Enter the email address of your account and we will send you a link to choose a new password.</p>
      <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={own?.values?.email} error={own?.errors?.email} />
      <SubmitButton idle="Send reset link" busy="Sending reset email..." intent="forgot" />
      {own?.ok && (
        <p role="status" className="rounded-xl border border-border bg-surface-raised p-4 text-sm">
          If an account uses this address, a reset link is on its way. It expires in 1 hour.
        </p>
      )}
    </Form>
  );
}

const TITLES: Record<View, { title: string; lead: string }> = {
  "sign-in": { title: "Sign In", lead: "Welcome back. Sign in to see your saved tools." },
  "sign-up": { title: "Create Account", lead: "Save your favourite AI tools and find them on your dashboard." },
  forgot: { title: "Reset your password", lead: "It happens to everyone." },
};

export default function AuthPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const viewHref = useViewHref();
  const requested = params.get("view");
  const view: View = requested === "sign-up" || requested === "forgot" ? requested : "sign-in";
  const result = actionData as ActionResult | undefined;

  useEffect(() => {
    if (!result) return;
    if (result.intent === "sign-in" && !result.ok && !result.errors) {
      toast.error("Login Error", { description: result.message });
    } else if (result.intent === "sign-up" && result.ok) {
      toast.success("Success!", { description: "Please check your email to confirm your account." });
      const timer = setTimeout(() => navigate(viewHref("sign-in"), { replace: true }), SIGN_UP_TO_SIGN_IN_DELAY_MS);
      return () => clearTimeout(timer);
    } else if (result.intent === "sign-up" && !result.ok && !result.errors) {
      toast.error("Signup Error", { description: result.message });
    } else if (result.intent === "forgot" && result.ok) {
      toast.success("Reset Email Sent!", {
        description: "Check your email inbox and spam folder. The reset link will expire in 1 hour.",
        duration: 6000,
      });
    } else if (result.intent === "forgot" && result.errors?.email) {
      const missing = result.errors.email === "Please enter your email address first.";
      toast.error(missing ? "Email Required" : "Invalid Email", { description: result.errors.email });
    } else if ((result.intent === "forgot" || result.intent === "resend") && !result.ok && !result.errors) {
      toast.error(result.intent === "forgot" ? "Reset failed" : "Error", { description: result.message || "An unexpected error occurred. Please try again." });
    } else if (result.intent === "resend" && result.ok) {
      toast.success("Confirmation email sent", { description: "Check your inbox for the new link." });
    }
  }, [result, navigate]);

  const { title, lead } = TITLES[view];
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <div className="rounded-3xl border border-border bg-surface p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-muted">{lead}</p>
        <div className="mt-8">
          {view === "sign-in" && <SignInForm key="sign-in" result={result} />}
          {view === "sign-up" && <SignUpForm key="sign-up" result={result} />}
          {view === "forgot" && <ForgotForm key="forgot" result={result} />}
        </div>
        <p className="mt-8 text-center text-sm text-muted">
          {view === "sign-up" ? (
            <>
              Already have an account?{" "}
              <Link to={viewHref("sign-in")} className="font-semibold text-accent hover:underline">
                Sign In
              </Link>
            </>
          ) : view === "forgot" ? (
            <Link to={viewHref("sign-in")} className="font-semibold text-accent hover:underline">
              Back to Sign In
            </Link>
          ) : (
            <>
              Don't have an account?{" "}
              <Link to={viewHref("sign-up")} className="font-semibold text-accent hover:underline">
                Create Account
              </Link>
            </>
          )}
        </p>
      </div>
    </section>
  );
}
