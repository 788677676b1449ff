import { ArrowLeft, Loader2 } from "lucide-react";
import { useEffect, useId } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { toast } from "sonner";
import { db } from "@server/db/index";
import { changePassword, failureResponseInit, updateProfile } from "@server/auth/accounts";
import { getAuth } from "@server/auth/index";
import { requireUser } from "@server/auth/session";
import { findPreferences, savePreferences } from "@server/preferences/queries";
import { PasswordField, TextField, inputClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { withNotice } from "~/lib/notices";
import { changePasswordSchema, LANGUAGES, preferencesSchema, profileSchema, THEMES } from "~/lib/schemas/auth";
import { fieldErrorsOf, formValues } from "~/lib/schemas/field-errors";
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

type SettingsResult = { intent: string; ok: boolean; errors?: Record<string, string>; message?: string };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const intent = String(form.get("intent"));

  if (intent === "profile") {
    const parsed = profileSchema.safeParse(formValues(form, ["firstName", "lastName"] as const));
    if (!parsed.success) return data<SettingsResult>({ intent, ok: false, errors: fieldErrorsOf(parsed.error) }, 400);
    const result = await updateProfile({ auth: await getAuth() }, request, parsed.data);
    return result.ok ? data<SettingsResult>({ intent, ok: true }) : data<SettingsResult>({ intent, ok: false, message: result.message }, 400);
  }

  if (intent === "password") {
    const parsed = changePasswordSchema.safeParse(formValues(form, ["currentPassword", "newPassword", "confirmPassword"] as const));
    if (!parsed.success) return data<SettingsResult>({ intent, ok: false, errors: fieldErrorsOf(parsed.error) }, 400);
    const result = await changePassword({ db: await db(), auth: await getAuth() }, request, user, parsed.data);
    if (!result.ok) {
      const wrongCurrent = result.code === "INVALID_PASSWORD";
      return data<SettingsResult>(
        { intent, ok: false, ...(wrongCurrent ? { errors: { currentPassword: "Your current password is not correct." } } : { message: result.message }) },
        failureResponseInit(result, 400),
      );
    }
    // A redirect, not data: the loaders of this same request would still read the old session
    // cookie, now revoked, and send a visitor without JavaScript to the sign-in page.
    throw redirect(withNotice("/settings", "password-changed"), { headers: result.headers });
  }

  if (intent === "preferences") {
    const parsed = preferencesSchema.safeParse({
      emailNotifications: form.get("emailNotifications") === "on",
      marketingEmails: form.get("marketingEmails") === "on",
      securityAlerts: form.get("securityAlerts") === "on",
      theme: String(form.get("theme")),
      language: String(form.get("language")),
    });
    if (!parsed.success) return data<SettingsResult>({ intent, ok: false, errors: fieldErrorsOf(parsed.error) }, 400);
    await savePreferences(await db(), user.id, parsed.data);
    return data<SettingsResult>({ intent, ok: true }, { headers: { "Set-Cookie": themeCookie(parsed.data.theme) } });
  }

  return data<SettingsResult>({ intent, ok: false, message: "Unknown action." }, 400);
}

const SUCCESS: Record<string, [string, string]> = {
  profile: ["Profile updated", "Your profile has been updated successfully."],
  preferences: ["Preferences saved", "Your preferences have been saved."],
};

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-6 sm:p-8">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function SaveButton({ intent, idle }: { intent: string; idle: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className={buttonClass("primary", "mt-6")}>
      {busy && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
      {busy ? "Saving..." : idle}
    </button>
  );
}

function Toggle({ name, label, hint, defaultChecked }: { name: string; label: string; hint: string; defaultChecked: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <label htmlFor={id}>
        <span className="block font-medium">{label}</span>
        <span className="block text-sm text-muted">{hint}</span>
      </label>
      <input id={id} type="checkbox" role="switch" name={name} defaultChecked={defaultChecked} className="mt-1 size-5 accent-[var(--accent)]" />
    </div>
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, preferences } = loaderData;
  const result = actionData as SettingsResult | undefined;
  const errorsFor = (intent: string) => (result?.intent === intent ? (result.errors ?? {}) : {});

  useEffect(() => {
    if (!result) return;
    const success = SUCCESS[result.intent];
    if (result.ok && success) toast.success(success[0], { description: success[1] });
    else if (result.intent === "password" && result.errors?.confirmPassword) toast.error("Password mismatch", { description: result.errors.confirmPassword });
    else if (result.message) toast.error("Error", { description: result.message });
  }, [result]);

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
        <Form method="post" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" name="firstName" autoComplete="given-name" defaultValue={profile.firstName} error={errorsFor("profile").firstName} />
            <TextField label="Last name" name="lastName" autoComplete="family-name" defaultValue={profile.lastName} error={errorsFor("profile").lastName} />
          </div>
          <TextField
            className="mt-4"
            label="Email"
            name="email"
            type="email"
            value={profile.email}
            readOnly
            hint="Your sign-in address. To change it, contact us."
          />
          <SaveButton intent="profile" idle="Save profile" />
        </Form>
      </Section>

      <Section title="Password" description="You will stay signed in here; other devices are signed out.">
        <Form method="post" noValidate key={passwordFormKey}>
          <div className="flex flex-col gap-4">
            <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" error={errorsFor("password").currentPassword} />
            <PasswordField label="New password" name="newPassword" autoComplete="new-password" hint="At least 6 characters." error={errorsFor("password").newPassword} />
            <PasswordField label="Confirm new password" name="confirmPassword" autoComplete="new-password" error={errorsFor("password").confirmPassword} />
          </div>
          <SaveButton intent="password" idle="Change password" />
        </Form>
      </Section>

      <Form method="post" className="flex flex-col gap-6">
        <Section title="Account preferences" description="Which e-mails you get from us.">
          <div className="divide-y divide-border">
            <Toggle name="emailNotifications" label="Email notifications" hint="News about tools you saved." defaultChecked={preferences.emailNotifications} />
            <Toggle name="marketingEmails" label="Marketing emails" hint="Offers from us and our partners." defaultChecked={preferences.marketingEmails} />
            <Toggle name="securityAlerts" label="Security alerts" hint="Sign-ins and password changes." defaultChecked={preferences.securityAlerts} />
          </div>
        </Section>
        <Section title="Display preferences" description="How the site looks and reads for you.">
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="theme" className="text-sm font-medium">
                Theme
              </label>
              <select id="theme" name="theme" defaultValue={preferences.theme} className={`mt-1 ${inputClass}`}>
                {THEMES.map((theme) => (
                  <option key={theme} value={theme}>
                    {theme === "system" ? "System" : theme === "dark" ? "Dark" : "Light"}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="language" className="text-sm font-medium">
                Language
              </label>
              <select id="language" name="language" defaultValue={preferences.language} className={`mt-1 ${inputClass}`}>
                {LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {{ en: "English", es: "Español", fr: "Français", de: "Deutsch" }[language]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <SaveButton intent="preferences" idle="Save preferences" />
        </Section>
      </Form>
    </div>
  );
}
