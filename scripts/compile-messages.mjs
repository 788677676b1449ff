/**
 * Compiles the message catalogues (messages/<area>/<locale>.json) into ~/paraglide, unless
 * the compiled output is already newer than every catalogue and the project settings: the
 * type check, build and tests each ask for it, and `npm test` runs some of them side by side.
 * With --static (the build), also once per language with the language fixed, into
 * app/.paraglide-static/<locale>: the browser bundle of each language (vite.config.ts).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCES = ["project.inlang/settings.json", ...readdirSync("messages", { recursive: true }).map((file) => path.join("messages", String(file)))];

const changedAt = Math.max(...SOURCES.map((file) => statSync(file).mtimeMs));
const force = process.argv.includes("--force");

function compile(outdir, extra) {
  const compiledAt = existsSync(path.join(outdir, "messages.js")) ? statSync(path.join(outdir, "messages.js")).mtimeMs : 0;
  if (compiledAt > changedAt && !force) return;
  execFileSync(
    process.execPath,
    ["node_modules/@inlang/paraglide-js/bin/run.js", "compile", "--project", "./project.inlang", "--outdir", outdir, "--strategy", "url", "baseLocale", "--silent", ...extra],
    { stdio: "inherit" },
  );
}

compile("./app/paraglide", ["--emit-ts-declarations"]);
if (process.argv.includes("--static")) {
  const { locales } = JSON.parse(readFileSync("project.inlang/settings.json", "utf8"));
  for (const locale of locales) {
    const outdir = `./app/.paraglide-static/${locale}`;
    compile(outdir, ["--experimental-static-locale", JSON.stringify(locale), "--no-emit-ts-declarations"]);
    // The compiler checks the fixed language with a call, which hides the constant from the bundler:
    // written as the plain string, every other language's branch of every message is dropped.
    const runtime = path.join(outdir, "runtime.js");
    const source = readFileSync(runtime, "utf8");
    const fixed = source.replace(/export const experimentalStaticLocale = assertIsLocale\(("\w+")\);/, "export const experimentalStaticLocale = $1;");
    if (fixed === source && !source.includes(`export const experimentalStaticLocale = ${JSON.stringify(locale)};`)) throw new Error(`${runtime}: the fixed language was not found`);
    if (fixed !== source) writeFileSync(runtime, fixed);
  }
}
