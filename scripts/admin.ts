/**
 * Grant or revoke admin rights by e-mail:
 *   npm run admin -- grant someone@example.com
 *   npm run admin -- revoke someone@example.com
 * With the embedded database, stop the server first (one process per data directory).
 */
import { grantAdmin, revokeAdmin } from "../server/auth/roles";
import { closeDatabase, databaseHandle } from "../server/db/index";
import { EnvError } from "../server/env";

const [command, email] = process.argv.slice(2);

if ((command !== "grant" && command !== "revoke") || !email) {
  console.error("Usage: npm run admin -- grant|revoke <email>");
  process.exit(2);
}

try {
  const handle = await databaseHandle();
  await handle.migrate();
  if (command === "grant") await grantAdmin(handle.db, email);
  else await revokeAdmin(handle.db, email);
  console.log(command === "grant" ? `${email} is now an admin.` : `${email} is no longer an admin.`);
} catch (error) {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
