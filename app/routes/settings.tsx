import { ArrowLeft, Trash2 } from "~/components/icons";
import { useId } from "react";
import { data, Link, redirect, useNavigate, useSearchParams } from "react-router";
import { db } from "@server/db/index";
import { changePassword, deleteAccount, refusalOf, updateProfile } from "@server/auth/accounts";
import { getAuth } from "@server/auth/index";
import { refusingCommonPasswords } from "@server/auth/password-rules";
import { refusingReservedNames } from "@server/security/reserved-names";
import { requireUser, type CurrentUser } from "@server/auth/session";
import { refused, type FormAnswer } from "@server/forms/answer";
import { refusalInit } from "@server/forms/public-form";
import { findLanguage, findPreferences, savePreferences } from "@server/preferences/queries";
import { useFormAction, type FormToasts } from "~/components/form-action";
import { PasswordField, TextField, inputClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { SubmitButton } from "~/components/ui/submit-button";
import { answerFor, CHECKED, keptValues, parseForm, type FormResult, type TaggedResult } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { LANGUAGE_NAMES } from "~/lib/i18n";
import { redirectInLanguage } from "~/lib/redirect";
import { withNotice } from "~/lib/notices";
import {
  changePasswordFields,
  changePasswordSchema,
  deleteAccountFields,
  deleteAccountSchema,
  LANGUAGES,
  PASSWORD_MIN_LENGTH,
  preferencesFields,
  preferencesSchema,
  profileFields,
  profileSchema,
  THEMES,
  type PreferencesInput,
  type ReviewsOnDeletion,
} from "~/lib/schemas/auth";
import { PRIVACY_EMAIL } from "~/lib/site";
import { themeCookie } from "~/lib/theme";
import * as m from "~/paraglide/messages";
import { getLocale } from "~/paraglide/runtime";
import type { Route } from "./+types/settings";
import { Card } from "~/components/ui/card";
import { isOneOf, keysOf } from "~/lib/records";

export const handle = { breadcrumb: () => m.forms_settings_meta_title() };

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: m.forms_settings_meta_title(), location, matches }),
  { name: "robots", content: "noindex" },
];

// React Router passes on only the cookies of an action unless the route names its headers: Retry-After too.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const database = await db();
  const [preferences, language] = await Promise.all([findPreferences(database, user), findLanguage(database, user.id)]);
  return {
    profile: { firstName: user.firstName ?? "", lastName: user.lastName ?? "", email: user.email },
    // An account that never chose a language is offered the page's own.
    preferences: { ...preferences, language: language ?? getLocale() },
    passwordOutdated: user.passwordOutdated,
    isAdmin: user.isAdmin,
  };
}

type Intent = "profile" | "password" | "preferences" | "delete-account";
type Answer = { result: FormResult; init?: ResponseInit; headers?: HeadersInit };

async function profileAction(form: FormData, request: Request): Promise<Answer> {
  const parsed = parseForm(refusingReservedNames(profileSchema, ["firstName", "lastName"]), form, profileFields);
  if (!parsed.ok) return { result: { ok: false, errors: parsed.errors, values: parsed.values }, init: { status: 400 } };
  const result = await updateProfile({ auth: await getAuth() }, request, parsed.data);
  if (result.ok) return { result: { ok: true } };
  const refusal = refusalOf(result, 400);
  return { result: { ok: false, message: refusal.message, values: parsed.values }, init: refusalInit(refusal) };
}

async function passwordAction(form: FormData, request: Request, user: CurrentUser): Promise<Answer> {
  const parsed = parseForm(refusingCommonPasswords(changePasswordSchema, "newPassword"), form, changePasswordFields);
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
    result: { ok: false, values, ...(wrongCurrent ? { errors: { currentPassword: m.forms_settings_wrong_current_password() } } : { message: refusal.message }) },
    init: refusalInit(refusal),
  };
}

async function preferencesAction(form: FormData, request: Request, user: CurrentUser): Promise<Answer> {
  const parsed = parseForm(preferencesSchema, form, preferencesFields);
  if (!parsed.ok) return { result: { ok: false, errors: parsed.errors, values: parsed.values }, init: { status: 400 } };
  await savePreferences(await db(), user, parsed.data);
  const headers = { "Set-Cookie": themeCookie(parsed.data.theme) };
  // Another language: the settings page again, in it. A whole page load, since each language is its own app.
  if (parsed.data.language !== getLocale()) {
    throw redirectInLanguage(request, withNotice("/settings", "preferences-saved"), parsed.data.language, { headers: { ...headers, "X-Remix-Reload-Document": "true" } });
  }
  return { result: { ok: true }, init: { headers } };
}

async function deleteAccountAction(form: FormData, request: Request, user: CurrentUser): Promise<Answer> {
  const parsed = parseForm(deleteAccountSchema, form, deleteAccountFields);
  // The password is never sent back; the choice about reviews is.
  const values = keptValues(parsed.values, ["reviews"]);
  if (!parsed.ok) return { result: { ok: false, errors: parsed.errors, values }, init: { status: 400 } };
  const result = await deleteAccount({ db: await db(), auth: await getAuth() }, request, user, parsed.data);
  if (result.ok) throw redirect(withNotice("/", "account-deleted"), { headers: result.headers });
  const refusal = refusalOf(result, 400);
  const wrongPassword = result.code === "INVALID_PASSWORD";
  return {
    result: { ok: false, values, ...(wrongPassword ? { errors: { password: m.forms_settings_wrong_password() } } : { message: refusal.message }) },
    init: refusalInit(refusal),
  };
}

const ACTIONS: Record<Intent, (form: FormData, request: Request, user: CurrentUser) => Promise<Answer>> = {
  profile: profileAction,
  password: passwordAction,
  preferences: preferencesAction,
  "delete-account": deleteAccountAction,
};

// Declared, so the untagged answer to an unknown intent does not swallow the tagged ones.
export async function action({ request }: Route.ActionArgs): Promise<FormAnswer<never, TaggedResult<Intent> | FormResult<never>>> {
  const user = await requireUser(request);
  const form = await request.formData();
  const intent = String(form.get("intent"));
  if (!isOneOf(keysOf(ACTIONS), intent)) return refused(400, { message: m.forms_auth_unknown_action(), values: {} });
  const { result, init } = await ACTIONS[intent](form, request, user);
  return data<TaggedResult<Intent>>({ ...result, intent }, init);
}

const profileToasts = (): FormToasts => ({
  success: [m.forms_settings_profile_updated(), m.forms_settings_profile_updated_body()],
  failure: [m.forms_error_title(), m.forms_settings_profile_failed()],
});

const passwordToasts = (): FormToasts => ({
  // A changed password reloads the page with the 'password-changed' notice.
  success: [m.forms_settings_password_changed(), m.forms_settings_password_changed_body()],
  invalid: (errors) =>
    errors.confirmPassword
      ? [m.forms_settings_password_mismatch(), errors.confirmPassword]
      : errors.newPassword === m.forms_password_too_common()
        ? [m.forms_password_too_common_title(), errors.newPassword]
        : undefined,
  failure: [m.forms_error_title(), m.forms_settings_password_failed()],
});

const deleteAccountToasts = (): FormToasts => ({
  // A deleted account lands on the home page, with the 'account-deleted' notice.
  success: [m.forms_settings_account_deleted()],
  failure: [m.forms_error_title(), m.forms_settings_delete_failed()],
});

const preferencesToasts = (): FormToasts => ({
  success: [m.forms_settings_preferences_saved(), m.forms_settings_preferences_saved_body()],
  failure: [m.forms_error_title(), m.forms_settings_preferences_failed()],
});

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Card as="section" className="p-6 sm:p-8">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <div className="mt-6">{children}</div>
    </Card>
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
    toasts: profileToasts(),
    pageResult,
    initialValues: profile,
    clearOnSuccess: false,
  });
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="profile" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={m.forms_first_name()} autoComplete="given-name" {...field("firstName")} />
        <TextField label={m.forms_last_name()} autoComplete="family-name" {...field("lastName")} />
      </div>
      <TextField
        className="mt-4"
        label={m.forms_email_label()}
        name="email"
        type="email"
        value={profile.email}
        readOnly
        hint={m.forms_settings_email_hint()}
      />
      <SubmitButton busy={busy} label={m.forms_settings_save_profile()} busyLabel={m.forms_saving()} className="mt-6" />
    </fetcher.Form>
  );
}

function PasswordForm({ pageResult }: { pageResult?: FormResult<(typeof changePasswordFields)[number]> }) {
  const { fetcher, field, onSubmit, busy } = useFormAction({ schema: changePasswordSchema, fields: changePasswordFields, toasts: passwordToasts(), pageResult });
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="password" />
      <div className="flex flex-col gap-4">
        <PasswordField label={m.forms_settings_current_password()} autoComplete="current-password" {...field("currentPassword")} />
        <PasswordField
          label={m.forms_new_password()}
          autoComplete="new-password"
          hint={m.forms_password_hint({ min: PASSWORD_MIN_LENGTH })}
          {...field("newPassword")}
        />
        <PasswordField label={m.forms_confirm_new_password()} autoComplete="new-password" {...field("confirmPassword")} />
      </div>
      <SubmitButton busy={busy} label={m.forms_settings_change_password()} busyLabel={m.forms_saving()} className="mt-6" />
    </fetcher.Form>
  );
}

function PreferencesForm({ preferences, pageResult }: { preferences: PreferencesInput; pageResult?: FormResult<(typeof preferencesFields)[number]> }) {
  const { fetcher, field, checkbox, onSubmit, busy } = useFormAction({
    schema: preferencesSchema,
    fields: preferencesFields,
    toasts: preferencesToasts(),
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
      <Section title={m.forms_settings_account_prefs()} description={m.forms_settings_account_prefs_desc()}>
        <div className="divide-y divide-border">
          {/* Each hint says what the switch does today. */}
          <Toggle
            label={m.forms_settings_email_notifications()}
            hint={m.forms_settings_email_notifications_hint()}
            {...checkbox("emailNotifications")}
          />
          <Toggle label={m.forms_settings_marketing_emails()} hint={m.forms_settings_marketing_emails_hint()} {...checkbox("marketingEmails")} />
          <Toggle
            label={m.forms_settings_security_alerts()}
            hint={m.forms_settings_security_alerts_hint()}
            {...checkbox("securityAlerts")}
          />
        </div>
      </Section>
      <Section title={m.forms_settings_display_prefs()} description={m.forms_settings_display_prefs_desc()}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="theme" className="text-sm font-medium">
              {m.forms_settings_theme()}
            </label>
            <select id="theme" className={`mt-1 ${inputClass}`} {...theme}>
              {THEMES.map((value) => (
                <option key={value} value={value}>
                  {value === "system" ? m.forms_settings_theme_system() : value === "dark" ? m.forms_settings_theme_dark() : m.forms_settings_theme_light()}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="language" className="text-sm font-medium">
              {m.forms_settings_language()}
            </label>
            <select id="language" aria-describedby="language-note" className={`mt-1 ${inputClass}`} {...language}>
              {LANGUAGES.map((value) => (
                <option key={value} value={value}>
                  {LANGUAGE_NAMES[value]}
                </option>
              ))}
            </select>
            <p id="language-note" className="mt-1 text-sm text-muted">
              {m.forms_settings_language_note()}
            </p>
          </div>
        </div>
        <SubmitButton busy={busy} label={m.forms_settings_save_preferences()} busyLabel={m.forms_saving()} className="mt-6" />
      </Section>
    </fetcher.Form>
  );
}

const REVIEWS_CHOICES: [ReviewsOnDeletion, () => string][] = [
  ["remove", m.forms_settings_remove_reviews],
  ["keep", m.forms_settings_keep_reviews],
];

/** What happens to the account's reviews; removing them is the default. */
function ReviewsChoice({ value, onChange, error }: { value: string; onChange: (value: ReviewsOnDeletion) => void; error?: string }) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{m.forms_settings_your_reviews()}</legend>
      {REVIEWS_CHOICES.map(([choice, label]) => (
        <label key={choice} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input type="radio" name="reviews" value={choice} checked={value === choice} onChange={() => onChange(choice)} className="size-5 shrink-0 accent-[var(--accent)]" />
          {label()}
        </label>
      ))}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Where the confirmation dialog lives: ?delete-account opens it, also without JavaScript. */
const DELETE_ACCOUNT_PARAM = "delete-account";

function DeleteAccount({ email, isAdmin, pageResult }: { email: string; isAdmin: boolean; pageResult?: FormResult<(typeof deleteAccountFields)[number]> }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { fetcher, result, field, values, setValue, errors, onSubmit, busy } = useFormAction({
    schema: deleteAccountSchema,
    fields: deleteAccountFields,
    toasts: deleteAccountToasts(),
    pageResult,
    initialValues: { reviews: "remove" },
  });
  const refusal = result && !result.ok ? result.message : undefined;
  const close = () => navigate("/settings", { preventScrollReset: true, replace: true });
  // Named here, not by the dialog's own ids, which the server does not write.
  const titleId = useId();
  const descriptionId = useId();
  return (
    <>
      <Link to={`?${DELETE_ACCOUNT_PARAM}`} preventScrollReset className={buttonClass("secondary", "text-danger")}>
        <Trash2 aria-hidden="true" className="size-4" /> {m.forms_settings_delete_my_account()}
      </Link>
      <Dialog open={params.has(DELETE_ACCOUNT_PARAM)} onOpenChange={(open) => !open && close()}>
        {/* Not in a portal: the server draws the open dialog, so it works without JavaScript too. */}
        <DialogContent
          inPortal={false}
          aria-labelledby={titleId}
          aria-describedby={descriptionId}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6">
          <DialogTitle id={titleId}>{m.forms_settings_delete_title()}</DialogTitle>
          <DialogDescription id={descriptionId}>{m.forms_settings_delete_description()}</DialogDescription>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted">
            <li>{m.forms_settings_delete_account_item({ email })}</li>
            <li>{m.forms_settings_delete_newsletter_item()}</li>
            {isAdmin && <li>{m.forms_settings_delete_admin_item()}</li>}
            <li>
              {m.forms_settings_delete_forms_item()} <a href={`mailto:${PRIVACY_EMAIL}`} className="text-accent underline">{PRIVACY_EMAIL}</a>.
            </li>
            <li>{m.forms_settings_delete_reviews_item({ name: m.review_former_member() })}</li>
            <li>{m.forms_settings_delete_review_hash_item()}</li>
            <li>{m.forms_settings_delete_sign_up_again()}</li>
          </ul>
          <fetcher.Form method="post" action={`/settings?${DELETE_ACCOUNT_PARAM}`} noValidate onSubmit={onSubmit} className="mt-6">
            <input type="hidden" name="intent" value="delete-account" />
            <ReviewsChoice value={values.reviews} onChange={(value) => setValue("reviews", value)} error={errors.reviews} />
            <PasswordField className="mt-4" label={m.forms_settings_your_password()} autoComplete="current-password" required {...field("password")} />
            {refusal && (
              <p role="alert" className="mt-2 text-sm text-danger">
                {refusal}
              </p>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Link to="/settings" replace preventScrollReset className={buttonClass("secondary")}>
                {m.forms_cancel()}
              </Link>
              <SubmitButton busy={busy} label={m.forms_settings_delete_my_account()} busyLabel={m.forms_settings_deleting()} />
            </div>
          </fetcher.Form>
        </DialogContent>
      </Dialog>
    </>
  );
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, preferences, passwordOutdated, isAdmin } = loaderData;
  // A saved password form starts empty again.
  const [params] = useSearchParams();
  const passwordFormKey = params.get("notice") === "password-changed" ? "saved" : "editing";

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <Link to="/dashboard" className={buttonClass("ghost", "-ml-3 self-start")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> {m.forms_settings_back_to_dashboard()}
      </Link>
      <h1 className="text-4xl font-bold tracking-tight">{m.forms_settings_meta_title()}</h1>

      <Section title={m.forms_settings_profile()} description={m.forms_settings_profile_desc()}>
        <ProfileForm profile={profile} pageResult={answerFor(actionData, "profile")} />
      </Section>

      <Section title={m.forms_settings_password()} description={m.forms_settings_password_desc()}>
        {passwordOutdated && (
          <p role="status" className="mb-6 rounded-xl border border-danger/50 bg-surface-raised p-4 text-sm">
            {m.forms_settings_password_outdated({ min: PASSWORD_MIN_LENGTH })}
          </p>
        )}
        <PasswordForm key={passwordFormKey} pageResult={answerFor(actionData, "password")} />
      </Section>

      <PreferencesForm preferences={preferences} pageResult={answerFor(actionData, "preferences")} />

      <Section title={m.forms_settings_delete_account()} description={m.forms_settings_delete_account_desc()}>
        <DeleteAccount email={profile.email} isAdmin={isAdmin} pageResult={answerFor(actionData, "delete-account")} />
      </Section>
    </div>
  );
}
