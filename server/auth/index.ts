/** The process-wide auth instance, built once on the process-wide database. */
import { db } from "../db/index";
import { env } from "../env";
import { createAuth, type Auth } from "./auth";
import { resolveAuthSecret } from "./secret";

const globalKey = Symbol.for("creative-ai-directory.auth");
const holder = globalThis as typeof globalThis & { [globalKey]?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  holder[globalKey] ??= db().then((database) => {
    const config = env();
    return createAuth(database, { baseURL: config.PUBLIC_URL, secret: resolveAuthSecret(config) });
  });
  return holder[globalKey];
}
