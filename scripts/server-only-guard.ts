/**
 * Fails the browser build when server code is bundled into it. Route modules import server code for
 * their loaders and actions, and React Router removes those (and what only they use) from the browser
 * build; a value from a server module used by the component too stays, and drags the server module,
 * the ORM and the database driver with it. The lint rule for route modules
 * (scripts/lint/route-server-imports.js) says so in the editor; this check holds whatever path the
 * import takes, because it reads the bundler's own module graph after React Router's removal.
 */
import path from "node:path";
import type { Plugin } from "vite";

/** Packages that only the server may load: drivers, the ORM, auth, mail, the HTTP stack. */
export const SERVER_PACKAGES = [
  "@electric-sql/pglite",
  "pg",
  "drizzle-orm",
  "better-auth",
  "nodemailer",
  "@node-rs/argon2",
  "express",
  "compression",
  "helmet",
  "pino",
];

const SERVER_PACKAGE = new RegExp(`[\\\\/]node_modules[\\\\/](${SERVER_PACKAGES.map((name) => name.replace(/[/\\]/g, "[\\\\/]")).join("|")})[\\\\/]`);

export interface ModuleGraph {
  moduleIds: Iterable<string>;
  importersOf: (id: string) => readonly string[];
}

export interface ServerImport {
  /** The browser module that imports server code. */
  importer: string;
  /** The server module or package it imports. */
  imported: string;
}

function withoutQuery(id: string): string {
  return id.replace(/^\0/, "").replace(/\?.*$/, "");
}

/** Whether `id` is server code: a module under `<root>/server/`, or a server-only package. */
export function isServerOnly(id: string, root: string): boolean {
  const file = withoutQuery(id);
  const relative = path.relative(root, file);
  return SERVER_PACKAGE.test(file) || (!relative.startsWith("..") && relative.split(/[\\/]/)[0] === "server");
}

/** Every place where browser code imports server code directly: the edges that cross the line. */
export function serverImportsInClient(graph: ModuleGraph, root: string): ServerImport[] {
  const found: ServerImport[] = [];
  for (const id of graph.moduleIds) {
    if (!isServerOnly(id, root)) continue;
    for (const importer of graph.importersOf(id)) {
      if (!isServerOnly(importer, root)) found.push({ importer: withoutQuery(importer), imported: withoutQuery(id) });
    }
  }
  return found;
}

export function describeServerImports(found: readonly ServerImport[], root: string): string {
  const lines = found.map(({ importer, imported }) => `  ${path.relative(root, importer)} imports ${path.relative(root, imported)}`);
  return [
    "Server code was bundled for the browser:",
    ...lines,
    "A route module may use server code only in its loader and action (and helpers only they call).",
    "Move what the component needs into app/lib, or send it from the loader.",
  ].join("\n");
}

/** The Vite plugin: on the browser build only, checks the finished module graph. */
export function serverOnlyGuard(): Plugin {
  let root = process.cwd();
  return {
    name: "server-only-guard",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error) return;
      const found = serverImportsInClient(
        { moduleIds: this.getModuleIds(), importersOf: (id) => this.getModuleInfo(id)?.importers ?? [] },
        root,
      );
      if (found.length > 0) this.error(describeServerImports(found, root));
    },
  };
}
