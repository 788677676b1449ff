/** The process-wide auth instance, built once on the process-wide database. */
import { db } from "../db/index";
import { env } from "../env";
import { processSingleton } from "../process-singleton";
import { createAuth, type Auth } from "./auth";
import { resolveAuthSecret } from "./secret";

const processAuth = processSingleton<Promise<Auth>>("auth");

export function getAuth(): Promise<Auth> {
  return processAuth.once(() =>
    db().then((database) => {
      const config = env();
      return createAuth(database, { baseURL: config.PUBLIC_URL, secret: resolveAuthSecret(config) });
    }),
  );
}
