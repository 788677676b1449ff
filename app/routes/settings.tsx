import { ArrowLeft } from "~/components/icons";
import { useId } from "react";
import { data, Link, redirect, useSearchParams } from "react-router";
import { db } from "@server/db/index";
import { changePassword, refusalOf, updateProfile } from "@server/auth/accounts";
import { getAuth } from "@server/auth/index";
import { requireUser, type CurrentUser } from "@server/auth/session";
import { refusalInit } from "@server/forms/public-form";
import { findPreferences, savePreferences } from "@server/preferences/queries";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { PasswordField, TextField, inputClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { answerFor, CHECKED, keptValues, parseForm, type FormResult, type TaggedResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { withNotice } from "~/lib/notices";
import {
  changePasswordFields,
  changePasswordSchema,
  LANGUAGES,
  preferencesFields,
  preferencesSchema,
  profileFields,
  profileSchema,
  THEMES,
  type PreferencesInput,
} from "~/lib/schemas/auth";
import { themeCookie } from "~/lib/theme";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: "Settings", location, matches }),
  { name: "robots", content: "noindex" },
];

// React Router passes on only the cookies of an action unless the route names its headers: Retry-After too.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return {
    profile: { firstName: user.firstName ?? "", lastName: user.lastName ?? "", email: user.email },
    preferences: await findPreferences(await db(), user.id),
  };
}

type Intent = "profile" | "password" | "preferences";
type Answer = { result: FormResult; init?: ResponseInit; headers?: HeadersInit };

async function profileAction(form: FormData, request: Request): Promise<Answer> {
  const parsed = parseForm(profileSchema, form, profileFields);
  if (!parsed.ok) return { result: { ok: false, errors: parsed.errors, values: parsed.values }, init: { status: 400 } };
  const result = await updateProfile({ auth: await getAuth() }, request, parsed.data);
  if (result.ok) return { result: { ok: true } };
  const refusal = refusalOf(result, 400);
  return { result: { ok: false, message: refusal.message, values: parsed.values }, init: refusalInit(refusal) };
}

async function passwordAction(form: FormData, request: Request, user: CurrentUser): Promise<Answer> {
  const parsed = parseForm(changePasswordSchema, form, changePasswordFields);
  // Passwords are never sent back.
  const values = keptValues(parsed.values, []);
  if (!parsed.ok) return { result: { ok: false, errors: parsed.errors, values }, init: { status: 400 } };
  const result = await changePassword({ db: await db(), auth: await getAuth() }, request, user, parsed.data);
  if (result.ok) {
    // A redirect, not data: the loaders of this same request would still read the old session
    // cookie, now revoked, and send a visitor without JavaScript to the sign-in page.
    throw redirect(withNotice("/settings", "password-changed"), { headers: result.headers });
  }
  const refusal = refusalOf(result, 400);
  const wrongCurrent = result.code === "INVALID_PASSWORD";
  return {
    result: { ok: false, values, ...(wrongCurrent ? { errors: { currentPassword: "Your current password is not correct." } } : { message: refusal.message }) },
    init: refusalInit(refusal),
  };
}

async function preferencesAction(form: FormData, _request: Request, user: CurrentUser): Promise<Answer> {
  const parsed = parseForm(preferencesSchema, form, preferencesFields);
  if (!parsed.ok) return { result: { ok: false, errors: parsed.errors, values: parsed.values }, init: { status: 400 } };
  await savePreferences(await db(), user.id, parsed.data);
  return { result: { ok: true }, init: { headers: { "Set-Cookie": themeCookie(parsed.data.theme) } } };
}

const ACTIONS: Record<Intent, (form: FormData, request: Request, user: CurrentUser) => Promise<Answer>> = {
  profile: profileAction,
  password: passwordAction,
  preferences: preferencesAction,
};

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const intent = String(form.get("intent")) as Intent;
  if (!Object.hasOwn(ACTIONS, intent)) return data({ ok: false, message: "Unknown action.", values: {} }, 400);
  const { result, init } = await ACTIONS[intent](form, request, user);
  return data<TaggedResult<Intent>>({ ...result, intent }, init);
}

const PROFILE_TOASTS = {
  success: ["Profile updated", "Your profile has been updated successfully."],
  failure: ["Error", "Your profile could not be saved. Please try again."],
} as const satisfies FormToasts;

const PASSWORD_TOASTS: FormToasts = {
  // A changed password reloads the page with the 'password-changed' notice.
  success: ["Password changed", "Your password has been updated successfully."],
  invalid: (errors) => (errors.confirmPassword ? ["Password mismatch", errors.confirmPassword] : undefined),
  failure: ["Error", "Your password could not be changed. Please try again."],
};

const PREFERENCES_TOASTS = {
  success: ["Preferences saved", "Your preferences have been saved."],
  failure: ["Error", "Your preferences could not be saved. Please try again."],
} as const satisfies FormToasts;

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function Toggle({ label, hint, ...checkbox }: { label: string; hint: string; name: string; checked: boolean; onChange: (event: { target: { checked: boolean } }) => void }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <label htmlFor={id}>
        <span className="block font-medium">{label}</span>
        <span className="block text-sm text-muted">{hint}</span>
      </label>
      <input id={id} type="checkbox" role="switch" className="mt-1 size-5 accent-[var(--accent)]" {...checkbox} />
    </div>
  );
}

function ProfileForm({ profile, pageResult }: { profile: { firstName: string; lastName: string; email: string }; pageResult?: FormResult<"firstName" | "lastName"> }) {
  const { fetcher, field, onSubmit, busy } = useFormAction({
    schema: profileSchema,
    fields: profileFields,
    toasts: PROFILE_TOASTS,
    pageResult,
    initialValues: profile,
    clearOnSuccess: false,
  });
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="profile" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field("firstName")} />
        <TextField label="Last name" autoComplete="family-name" {...field("lastName")} />
      </div>
      <TextField className="mt-4" label="Email" name="email" type="email" value={profile.email} readOnly hint="Your sign-in address. To change it, contact us." />
      <SubmitButton busy={busy} label="Save profile" busyLabel="Saving..." className="mt-6" />
    </fetcher.Form>
  );
}

function PasswordForm({ pageResult }: { pageResult?: FormResult<(typeof changePasswordFields)[number]> }) {
  const { fetcher, field, onSubmit, busy } = useFormAction({ schema: changePasswordSchema, fields: changePasswordFields, toasts: PASSWORD_TOASTS, pageResult });
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="password" />
      <div className="flex flex-col gap-4">
        <PasswordField label="Current password" autoComplete="current-password" {...field("currentPassword")} />
        <PasswordField label="New password" autoComplete="new-password" hint="At least 6 characters." {...field("newPassword")} />
        <PasswordField label="Confirm new password" autoComplete="new-password" {...field("confirmPassword")} />
      </div>
      <SubmitButton busy={busy} label="Change password" busyLabel="Saving..." className="mt-6" />
    </fetcher.Form>
  );
}

function PreferencesForm({ preferences, pageResult }: { preferences: PreferencesInput; pageResult?: FormResult<(typeof preferencesFields)[number]> }) {
  const { fetcher, field, checkbox, onSubmit, busy } = useFormAction({
    schema: preferencesSchema,
    fields: preferencesFields,
    toasts: PREFERENCES_TOASTS,
    pageResult,
    initialValues: {
      emailNotifications: preferences.emailNotifications ? CHECKED : "",
      marketingEmails: preferences.marketingEmails ? CHECKED : "",
      securityAlerts: preferences.securityAlerts ? CHECKED : "",
      theme: preferences.theme,
      language: preferences.language,
    },
    clearOnSuccess: false,
  });
  const { error: _themeError, ...theme } = field("theme");
  const { error: _languageError, ...language } = field("language");
  return (
    <fetcher.Form method="post" className="flex flex-col gap-6" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="preferences" />
      <Section title="Account preferences" description="Which e-mails you get from us.">
        <div className="divide-y divide-border">
          <Toggle label="Email notifications" hint="News about tools you saved." {...checkbox("emailNotifications")} />
          <Toggle label="Marketing emails" hint="Offers from us and our partners." {...checkbox("marketingEmails")} />
          <Toggle label="Security alerts" hint="Sign-ins and password changes." {...checkbox("securityAlerts")} />
        </div>
      </Section>
      <Section title="Display preferences" description="How the site looks and reads for you.">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="theme" className="text-sm font-medium">
              Theme
            </label>
            <select id="theme" className={`mt-1 ${inputClass}`} {...theme}>
              {THEMES.map((value) => (
                <option key={value} value={value}>
                  {value === "system" ? "System" : value === "dark" ? "Dark" : "Light"}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="language" className="text-sm font-medium">
              Language
            </label>
            <select id="language" aria-describedby="language-note" className={`mt-1 ${inputClass}`} {...language}>
              {LANGUAGES.map((value) => (
                <option key={value} value={value}>
                  {{ en: "English", es: "Español", fr: "Français", de: "Deutsch" }[value]}
                </option>
              ))}
            </select>
            <p id="language-note" className="mt-1 text-sm text-muted">
              Your choice is saved; the site itself is in English only for now.
            </p>
          </div>
        </div>
        <SubmitButton busy={busy} label="Save preferences" busyLabel="Saving..." className="mt-6" />
      </Section>
    </fetcher.Form>
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, preferences } = loaderData;
  // A saved password form starts empty again.
  const [params] = useSearchParams();
  const passwordFormKey = params.get("notice") === "password-changed" ? "saved" : "editing";

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Link to="/dashboard" className={buttonClass("ghost", "-ml-3 self-start")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Dashboard
      </Link>
      <h1 className="text-4xl font-bold tracking-tight">Settings</h1>

      <Section title="Profile" description="How we greet you.">
        <ProfileForm profile={profile} pageResult={answerFor(actionData, "profile")} />
      </Section>

      <Section title="Password" description="You will stay signed in here; other devices are signed out.">
        <PasswordForm key={passwordFormKey} pageResult={answerFor(actionData, "password")} />
      </Section>

      <PreferencesForm preferences={preferences} pageResult={answerFor(actionData, "preferences")} />
    </div>
  );
}
