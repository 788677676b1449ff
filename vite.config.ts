import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { SERVER_PACKAGES, serverOnlyGuard } from "./scripts/server-only-guard.ts";

/**
 * How the browser's JavaScript is cut into files. Left to itself the bundler makes a file for
 * every set of modules shared by the same routes: about fifty per page, most under 1 KB, each a
 * request that queues on a slow phone connection. Instead:
 * - "framework": Preact (in React's place) and React Router, which change only with an upgrade;
 * - "shell": everything the root route (header, footer, search, compare tray) needs at once;
 * - "icons": every other icon, in one file;
 * - "forms": the validation library and the form machinery most forms share (form modules a few
 *   routes share are left to the bundler);
 * - "pages": the app's other modules shared by public pages, but for those only one family of routes
 *   uses (the tool listings, the assessment), which the bundler keeps in a file of their own.
 * Route modules and the code loaded on demand (menus, toasts, the editor) keep their own files.
 */
interface ModuleGraph {
  getModuleInfo: (id: string) => { importers: readonly string[]; importedIds: readonly string[] } | null;
}

const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx(\?|$)/;
const ROUTE_MODULE = /[\\/]app[\\/]routes[\\/]([^\\/?]+)\.tsx?(\?|$)/;
const APP_MODULE = /[\\/]app[\\/]/;
const ICONS = /node_modules[\\/]lucide-react[\\/]/;
const VALIDATION = /node_modules[\\/]zod[\\/]/;
// Compiled messages (app/paraglide): the barrel every module imports reaches every message, so they
// are left to the bundler, which keeps each one with the code that calls it.
const MESSAGES = /[\\/]app[\\/]\.?paraglide/;
const MESSAGE_HELPERS = /[\\/]app[\\/]\.?paraglide[^\\/]*[\\/]([a-z]{2}[\\/])?registry\.js$/;

/** The route modules that import `id`, directly or through other modules. */
function importingRoutes(id: string, graph: ModuleGraph, seen = new Set<string>()): Set<string> {
  const routes = new Set<string>();
  if (seen.has(id)) return routes;
  seen.add(id);
  for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
    if (ROOT_ROUTE.test(importer)) routes.add("root");
    const route = ROUTE_MODULE.exec(importer);
    if (route) routes.add(route[1]!);
    else for (const found of importingRoutes(importer, graph, seen)) routes.add(found);
  }
  return routes;
}

/** Whether `id` imports the validation library, directly or through other modules. */
function validates(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (VALIDATION.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (graph.getModuleInfo(id)?.importedIds ?? []).some((imported) => validates(imported, graph, seen));
}

const publicRoutesImporting = (id: string, graph: ModuleGraph) => [...importingRoutes(id, graph)].filter((route) => !route.startsWith("admin")).length;

/**
 * Routes that share modules only among themselves (admin pages aside, which load their own): the
 * tool listings (search box, filters), the assessment (its quiz and results), and a member's pages
 * about their suggested edits and claims. Such modules stay out of "pages", which a tool page loads too.
 */
const ROUTE_FAMILIES = [new Set(["tools", "search"]), new Set(["assessment", "assessment-results"]), new Set(["dashboard", "maker", "tool-edit", "tool-claim"])];
const onlyForOneFamily = (id: string, graph: ModuleGraph) => {
  const routes = [...importingRoutes(id, graph)].filter((route) => !route.startsWith("admin"));
  return ROUTE_FAMILIES.some((family) => routes.every((route) => family.has(route)));
};

/** An app module (or icon) that more than one public route imports. */
function sharedByPublicRoutes(id: string, graph: ModuleGraph): boolean {
  return appModuleOrIcon(id) && publicRoutesImporting(id, graph) > 1;
}

/** A form module shared by this many public routes or more is machinery every form uses. */
const FORM_MACHINERY_ROUTES = 4;

function appModuleOrIcon(id: string): boolean {
  return ICONS.test(id) || (APP_MODULE.test(id) && !ROUTE_MODULE.test(id) && !ROOT_ROUTE.test(id) && !MESSAGES.test(id));
}

// Earlier groups claim first: a module (and what it imports) lands in the first group that wants it.
const CLIENT_CHUNK_GROUPS = [
  { name: "framework", test: /node_modules[\\/](preact|react-router|cookie|set-cookie-parser)[\\/]/, priority: 4 },
  {
    name: (id: string, graph: ModuleGraph) => (appModuleOrIcon(id) && importingRoutes(id, graph).has("root") ? "shell" : null),
    priority: 3,
  },
  // "pages" claims before "forms": a group takes what its modules import along with them, so a
  // module that forms and pages share (dates, labels) would otherwise make every page load "forms".
  // The messages' helpers (plural rules) too: left to the bundler, they went with the first form.
  {
    name: (id: string, graph: ModuleGraph) =>
      MESSAGE_HELPERS.test(id) || (sharedByPublicRoutes(id, graph) && !ICONS.test(id) && !validates(id, graph) && !onlyForOneFamily(id, graph)) ? "pages" : null,
    priority: 2,
  },
  {
    name(id: string, graph: ModuleGraph) {
      if (VALIDATION.test(id)) return "forms";
      if (!sharedByPublicRoutes(id, graph)) return null;
      if (ICONS.test(id)) return "icons";
      // Forms and their checks only where there is a form: most pages have none. The machinery every
      // form uses goes in "forms"; a form's own module that a few routes share (the review form,
      // the account forms) is left to the bundler, so a tool page does not load the sign-up form.
      return publicRoutesImporting(id, graph) >= FORM_MACHINERY_ROUTES ? "forms" : null;
    },
    priority: 1,
  },
];

/**
 * The browser runs Preact's React compatibility layer instead of React DOM: the same components at
 * 12 KB of gzip JavaScript instead of 66 KB (see docs/decisions/0009-preact-in-the-browser.md).
 * The server still renders with React.
 */
function preactInPlaceOf(source: string): string | null {
  const match = /^(react|react-dom)(\/.*)?$/.exec(source);
  return match ? `preact/compat${match[2] ?? ""}` : null;
}

function preactInTheBrowser(): Plugin {
  return {
    name: "preact-in-the-browser",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    resolveId(source, importer, options) {
      const target = preactInPlaceOf(source);
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

/**
 * The browser bundle of one language (CLIENT_LOCALE, set by `npm run build`): every import of the
 * compiled messages (app/paraglide) is served from the copy compiled with that language fixed
 * (app/.paraglide-static/<locale>), so a page carries its own language's texts only. The server
 * keeps the messages of every language. Without CLIENT_LOCALE (development) the browser has all four.
 */
function messagesInOneLanguage(): Plugin | null {
  const locale = process.env.CLIENT_LOCALE;
  if (!locale) return null;
  const compiled = path.resolve("app/paraglide") + path.sep;
  const fixed = path.resolve("app/.paraglide-static", locale) + path.sep;
  return {
    name: "messages-in-one-language",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    async resolveId(source, importer, options) {
      // Only app code names the messages (~/paraglide/messages, ../paraglide/runtime); inside them, imports are relative.
      if (!source.includes("paraglide")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.startsWith(compiled) ? { ...resolved, id: fixed + resolved.id.slice(compiled.length) } : null;
    },
  };
}

/**
 * React Router reads React 19's `useOptimistic` and falls back to plain state when it is missing,
 * as it is in preact/compat: the bundler's warning that the import is undefined is expected there,
 * and only there. Any other undefined import is still reported.
 */
const withoutGuardedPreactGaps: NonNullable<Rolldown.InputOptions["onLog"]> = (level, log, report) => {
  if (log.code === "IMPORT_IS_UNDEFINED" && log.message.includes("`useOptimistic`") && log.message.includes("preact/compat")) return;
  report(level, log);
};

// In development the browser's dependencies are bundled ahead by Rolldown, without Vite's plugins.
const preactInPrebundledDependencies: Rolldown.Plugin = {
  name: "preact-in-prebundled-dependencies",
  resolveId(source, importer) {
    const target = preactInPlaceOf(source);
    return target ? this.resolve(target, importer, { skipSelf: true }) : null;
  },
};

/**
 * Libraries the built server carries in its own bundle. Loaded from node_modules they are some 900
 * files, and reading, compiling and linking each one made start-up take about a quarter longer. Native and
 * WebAssembly packages (PGlite, sharp, argon2) and those loaded on demand (satori, the S3 SDK) stay
 * outside, and so does everything in development, where Vite loads the server's modules itself.
 */
const SERVER_BUNDLED_PACKAGES = [
  "lucide-react",
  "zod",
  "drizzle-orm",
  "better-auth",
  /^@better-auth\//,
  "better-call",
  "@better-fetch/fetch",
  "kysely",
  "jose",
  "defu",
  "nanostores",
  /^@noble\//,
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [messagesInOneLanguage(), preactInTheBrowser(), tailwindcss(), reactRouter(), serverOnlyGuard()],
  resolve: {
    alias: {
      "~": path.resolve("app"),
      "@server": path.resolve("server"),
    },
  },
  // Server-only packages must never be pre-bundled for the browser.
  optimizeDeps: { exclude: SERVER_PACKAGES, rolldownOptions: { plugins: [preactInPrebundledDependencies] } },
  ssr: command === "build" ? { noExternal: SERVER_BUNDLED_PACKAGES } : undefined,
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" } }
    : { rolldownOptions: { output: { codeSplitting: { groups: CLIENT_CHUNK_GROUPS } }, onLog: withoutGuardedPreactGaps } },
}));
