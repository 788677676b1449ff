/**
 * Compiles the message catalogues (messages/<area>/<locale>.json) into ~/paraglide, unless
 * the compiled output is already newer than every catalogue and the project settings: the
 * type check, build and tests each ask for it, and `npm test` runs some of them side by side.
 * With --static (the build), also once per language with the language fixed, into
 * app/.paraglide-static/<locale>: the browser bundle of each language (vite.config.ts).
 *
 * With --types, also the type declarations of ~/paraglide (writeTypeDeclarations).
 *
 * ~/paraglide holds one module per language, which the server, the scripts, the tests and the
 * type check load whole: as one module per message (1,500 of them), loading them took seconds in
 * every process, and longer in the build. The browser's copies keep a module per message, so the
 * bundler puts each message with the code that calls it.
 */
import { compile as compileProject } from "@inlang/paraglide-js";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const SOURCES = ["project.inlang/settings.json", ...readdirSync("messages", { recursive: true }).map((file) => path.join("messages", String(file)))];

const changedAt = Math.max(...SOURCES.map((file) => statSync(file).mtimeMs));
const force = process.argv.includes("--force");

const isFresh = (file) => !force && existsSync(file) && statSync(file).mtimeMs > changedAt;

// In this one process, not through the command line: each of its runs loads the compiler and
// the project again, which took longer than compiling.
async function compile(outdir, options) {
  if (isFresh(path.join(outdir, "messages.js"))) return;
  await compileProject({ project: "./project.inlang", outdir, strategy: ["url", "baseLocale"], outputStructure: "message-modules", ...options });
}

/**
 * The type declarations of ~/paraglide, for the type check (--types). Writing them is three
 * quarters of compiling, and nothing else needs them, so the plain compile leaves them out.
 * They are made in a folder of their own and copied in, declarations only: `npm test` runs the
 * type check while the build and the tests read the compiled messages, which stay as they are.
 */
async function writeTypeDeclarations(outdir, options) {
  if (isFresh(path.join(outdir, "messages.d.ts"))) return;
  const scratch = mkdtempSync(path.join(os.tmpdir(), "paraglide-types-"));
  try {
    await compileProject({ project: "./project.inlang", outdir: scratch, strategy: ["url", "baseLocale"], ...options, emitTsDeclarations: true });
    for (const file of readdirSync(scratch, { recursive: true }).map(String).filter((name) => name.endsWith(".d.ts"))) {
      // Each one whole or not at all, for a reader that comes at the wrong moment.
      copyFileSync(path.join(scratch, file), path.join(outdir, `${file}.partial`));
      renameSync(path.join(outdir, `${file}.partial`), path.join(outdir, file));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const SERVER_MESSAGES = { outputStructure: "locale-modules", emitTsDeclarations: false };
await compile("./app/paraglide", SERVER_MESSAGES);
if (process.argv.includes("--types")) await writeTypeDeclarations("./app/paraglide", SERVER_MESSAGES);
if (process.argv.includes("--static")) {
  const { locales } = JSON.parse(readFileSync("project.inlang/settings.json", "utf8"));
  for (const locale of locales) {
    const outdir = `./app/.paraglide-static/${locale}`;
    await compile(outdir, { experimentalStaticLocale: JSON.stringify(locale), emitTsDeclarations: false });
    // The compiler checks the fixed language with a call, which hides the constant from the bundler:
    // written as the plain string, every other language's branch of every message is dropped.
    const runtime = path.join(outdir, "runtime.js");
    const source = readFileSync(runtime, "utf8");
    const fixed = source.replace(/export const experimentalStaticLocale = assertIsLocale\(("\w+")\);/, "export const experimentalStaticLocale = $1;");
    if (fixed === source && !source.includes(`export const experimentalStaticLocale = ${JSON.stringify(locale)};`)) throw new Error(`${runtime}: the fixed language was not found`);
    if (fixed !== source) writeFileSync(runtime, fixed);
  }
}

// The compiler leaves handles open that keep the process alive for half a minute after its work is done.
process.exit(0);
