import { ClipboardCheck } from "~/components/icons";
import { data, redirect } from "react-router";
import { findToolNames } from "@server/assessment/results";
import { recordAssessmentFinish, recordAssessmentStart } from "@server/assessment/stats";
import { db } from "@server/db/index";
import { findPaidLeadFirstName } from "@server/leads/blueprint";
import { log } from "@server/log/index";
import { hitRateLimit } from "@server/security/rate-limit";
import { QuizForm } from "~/components/assessment/quiz-form";
import { IconTile } from "~/components/ui/icon-tile";
import { unreachableReason } from "~/lib/client-action";
import { parseAnswers, resultsPath } from "~/lib/assessment";
import { draftAnswers, draftFromForm, draftOf } from "~/lib/assessment-quiz";
import { pageMeta } from "~/lib/meta";
import { WORKFLOW_ASSESSMENT } from "~/lib/offers";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/assessment";
import * as m from "~/paraglide/messages";

const LEAD_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** Starts counted per network address: enough for anyone taking it a few times, too few to inflate the figures. */
const START_LIMIT = { max: 20, windowSeconds: 60 * 60 };

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const requested = params.get("lead_id") ?? "";
  const leadId = LEAD_ID.test(requested) ? requested : undefined;
  const database = await db();
  let firstName: string | undefined;
  if (leadId) {
    try {
      firstName = await findPaidLeadFirstName(database, leadId);
    } catch (error) {
      // The quiz still opens; only the greeting is missing.
      log.error({ err: error }, "The lead of an assessment page could not be read");
    }
  }
  // "Change my answers" comes back with the answers in the address: the quiz opens with them.
  const answers = parseAnswers(params);
  const initial = answers.ok ? draftOf(answers.answers, await findToolNames(database, answers.answers.uses)) : null;
  return { firstName, initial };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const database = await db();
  if (form.get("intent") === "start") {
    const rate = await hitRateLimit(database, `assessment-start:ip:${context.get(clientAddressContext)}`, START_LIMIT);
    if (rate.allowed) await recordAssessmentStart(database);
    return { counted: rate.allowed };
  }
  const draft = draftFromForm(form);
  const checked = draftAnswers(draft);
  // Without scripts the whole quiz is one form: it comes back as it was sent, with what to change.
  if (!checked.ok) return data({ error: { step: checked.step, message: checked.message }, draft }, 400);
  try {
    await recordAssessmentFinish(database, checked.answers.tasks.map(({ task }) => task));
  } catch (error) {
    // The figures miss one; the visitor still gets their results.
    log.error({ err: error }, "A finished assessment could not be counted");
  }
  return redirect(resultsPath(checked.answers));
}

export const meta: Route.MetaFunction = ({ location, matches }) => [
  ...pageMeta({ title: WORKFLOW_ASSESSMENT.name(), description: m.assessment_meta_description(), location, matches }),
  // A page per lead and per set of answers: the quiz itself is found from the quizzes page.
  { name: "robots", content: "noindex" },
];

export default function AssessmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { firstName, initial } = loaderData;
  const refused = actionData && "error" in actionData ? actionData : undefined;
  // Offline, or the server unreachable: the answers stay on the page with why they were not sent.
  const unsent = unreachableReason(actionData);
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <IconTile icon={ClipboardCheck} size="md" />
      <h1 className="mt-4 text-4xl font-bold tracking-tight">{firstName ? m.assessment_welcome({ firstName }) : WORKFLOW_ASSESSMENT.name()}</h1>
      <p className="mt-3 max-w-2xl text-muted">{firstName ? m.assessment_paid_intro() : m.assessment_intro()}</p>
      <QuizForm key={refused ? "refused" : "asked"} initial={refused?.draft ?? initial} serverError={refused?.error} unsent={unsent} />
    </section>
  );
}
