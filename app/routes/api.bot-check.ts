import { getBotCheck } from "@server/botcheck/index";

/** A fresh signed challenge for the bot check in a form (app/components/bot-check.tsx). */
export async function loader() {
  return Response.json(await getBotCheck().challenge(), { headers: { "Cache-Control": "no-store" } });
}
