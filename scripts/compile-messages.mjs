/**
 * Compiles the message catalogues (messages/<area>/<locale>.json) into ~/paraglide, unless
 * the compiled output is already newer than every catalogue and the project settings: the
 * type check, build and tests each ask for it, and `npm test` runs some of them side by side.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const OUTPUT = "app/paraglide/messages.js";
const SOURCES = ["project.inlang/settings.json", ...readdirSync("messages", { recursive: true }).map((file) => path.join("messages", String(file)))];

const compiledAt = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((file) => statSync(file).mtimeMs));
if (compiledAt <= changedAt || process.argv.includes("--force")) {
  execFileSync(
    process.execPath,
    ["node_modules/@inlang/paraglide-js/bin/run.js", "compile", "--project", "./project.inlang", "--outdir", "./app/paraglide", "--strategy", "url", "baseLocale", "--emit-ts-declarations", "--silent"],
    { stdio: "inherit" },
  );
}
