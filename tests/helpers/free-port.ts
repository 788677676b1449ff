/**
 * A TCP port nobody listens on right now, so test servers never assume a port
 * is theirs. Synchronous because Playwright's config needs the value at load time.
 */
import { execFileSync } from "node:child_process";

const probe =
  "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

export function freePortSync(): number {
  return Number(execFileSync(process.execPath, ["-e", probe], { encoding: "utf8" }));
}
