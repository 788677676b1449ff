/**
 * The server half that is bundled with the React Router build: the Express
 * app answering pages and APIs, and the start-up and shutdown steps.
 * server.js (not bundled) adds static files and listens.
 */
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { clientAddressContext, cspNonceContext } from "~/lib/request-context";
import { closeDatabase, databaseHandle, db } from "./db/index";
import { logTransport, smtpTransport } from "./mail/transport";
import { startBackgroundWork } from "./mail/worker";
import { prepareDatabase } from "./db/prepare";
import { env, type Env } from "./env";
import { healthCheck } from "./http/health";
import { rejectCrossOriginWrites } from "./http/same-origin";
import { assignCspNonce, securityHeaders } from "./http/security";

export { EnvError } from "./env";

let stopBackgroundWork: (() => Promise<void>) | undefined;

/** Validates configuration, migrates, seeds the first time and starts mail delivery. Call before listening. */
export async function prepare(): Promise<Env> {
  const config = env();
  const handle = await databaseHandle();
  const { seeded } = await prepareDatabase(handle, { seedIfEmpty: config.SEED_ON_START });
  console.log(`Database ready (${handle.kind}${seeded ? ", catalogue seeded" : ""}).`);
  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : logTransport();
  if (!config.SMTP_URL) console.log("No SMTP_URL: e-mails are written to this log and kept in the outbox.");
  if (config.DEV_MAILBOX_ENABLED) console.log(`Development mailbox: ${config.PUBLIC_URL}/dev/mailbox (local visitors only)`);
  stopBackgroundWork = startBackgroundWork(db, { transport, from: config.MAIL_FROM });
  return config;
}

export async function close(): Promise<void> {
  await stopBackgroundWork?.();
  await closeDatabase();
}

export function createApp(): express.Express {
  const config = env();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  app.get("/healthz", healthCheck(db));

  app.use(assignCspNonce);
  app.use(securityHeaders({ isProduction: config.NODE_ENV === "production" }));
  app.use(rejectCrossOriginWrites([new URL(config.PUBLIC_URL).origin]));

  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: config.NODE_ENV,
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        context.set(cspNonceContext, res.locals.cspNonce as string);
        context.set(clientAddressContext, req.ip ?? "unknown");
        return context;
      },
    }),
  );
  return app;
}
