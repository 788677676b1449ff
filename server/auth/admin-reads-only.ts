import { requireAdmin } from "./session";

/**
 * The action of every admin address that only reads (the overview, the lists, the CSV export),
 * exported by each as `export const action = refuseWrites` (an assignment, which the lint rule for
 * server code in routes sees stays on the server).
 * Without an action React Router answers a POST with 405 before any guard has run; this one asks
 * for an admin first, as every admin action does, so a visitor posting to any admin address is
 * sent to sign in and a member to /unauthorized (tests/e2e/admin.spec.ts), and learns nothing
 * about the address. Only an admin hears that it takes no writes.
 */
export async function refuseWrites({ request }: { request: Request }): Promise<Response> {
  await requireAdmin(request);
  return new Response("Method not allowed", { status: 405, headers: { Allow: "GET" } });
}
