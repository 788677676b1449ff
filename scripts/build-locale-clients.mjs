/**
 * Part of `npm run build`, after `react-router build` (which builds the server and the English
 * browser bundle): builds the browser bundle again for each other language, each with its own
 * messages only, so a page ships one language, not four (docs/decisions/0018).
 *
 * - builds the browser bundle per language into build/locales/<locale>/client (vite.config.ts reads
 *   CLIENT_LOCALE), copies its files beside the English ones in build/client/assets,
 * - writes build/locale-assets.json: each language's React Router manifest, which the server gives
 *   the pages of that language (server/http/react-router-handler.ts).
 */
import { execFileSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const settings = JSON.parse(readFileSync("project.inlang/settings.json", "utf8"));
const others = settings.locales.filter((locale) => locale !== settings.baseLocale);

const manifests = {};
for (const locale of others) {
  // React Router writes a bundle's manifest once it has built the server half too, which is then left unused.
  execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CLIENT_LOCALE: locale } });
  const assets = path.join("build/locales", locale, "client/assets");
  const manifestFile = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifestFile) throw new Error(`No React Router manifest in ${assets}`);
  const source = readFileSync(path.join(assets, manifestFile), "utf8");
  manifests[locale] = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, ""));
  cpSync(assets, "build/client/assets", { recursive: true, force: false, errorOnExist: false });
}
rmSync("build/locales", { recursive: true, force: true });
writeFileSync("build/locale-assets.json", JSON.stringify(manifests));
console.log(`Built the browser bundle for ${others.join(", ")}.`);
