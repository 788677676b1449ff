import path from "node:path";
import { describe, expect, it } from "vitest";
import { isServerOnly, serverImportsInClient, serverOnlyGuard, type ModuleGraph } from "./server-only-guard";

const root = path.resolve("/project");
const file = (relative: string) => path.join(root, relative);

function graph(imports: Record<string, string[]>): ModuleGraph {
  const importers = new Map<string, string[]>();
  for (const [importer, imported] of Object.entries(imports)) {
    for (const id of imported) importers.set(id, [...(importers.get(id) ?? []), importer]);
  }
  return { moduleIds: new Set([...Object.keys(imports), ...importers.keys()]), importersOf: (id) => importers.get(id) ?? [] };
}

describe("isServerOnly", () => {
  it("knows the server folder and the server packages, not the app or the browser's packages", () => {
    expect(isServerOnly(file("server/blog/admin.ts"), root)).toBe(true);
    expect(isServerOnly(file("node_modules/drizzle-orm/index.js"), root)).toBe(true);
    expect(isServerOnly(file("node_modules/@electric-sql/pglite/dist/index.js"), root)).toBe(true);
    expect(isServerOnly(`${file("node_modules/pg/lib/index.js")}?commonjs-es-import`, root)).toBe(true);
    expect(isServerOnly(file("app/routes/admin.blog.tsx"), root)).toBe(false);
    expect(isServerOnly(file("app/lib/server-names.ts"), root)).toBe(false);
    expect(isServerOnly(file("node_modules/pgp-words/index.js"), root)).toBe(false);
    expect(isServerOnly(file("node_modules/react-router/dist/index.js"), root)).toBe(false);
  });
});

describe("serverImportsInClient", () => {
  it("names the browser module that imports server code, once per crossing", () => {
    const found = serverImportsInClient(
      graph({
        [file("app/routes/admin.blog.tsx")]: [file("server/blog/admin.ts"), file("app/lib/blog.ts")],
        [file("server/blog/admin.ts")]: [file("node_modules/drizzle-orm/index.js"), file("app/lib/blog.ts")],
      }),
      root,
    );
    expect(found).toEqual([{ importer: file("app/routes/admin.blog.tsx"), imported: file("server/blog/admin.ts") }]);
  });

  it("finds a server package imported straight from browser code", () => {
    const found = serverImportsInClient(graph({ [file("app/components/x.tsx")]: [file("node_modules/pg/lib/index.js")] }), root);
    expect(found).toEqual([{ importer: file("app/components/x.tsx"), imported: file("node_modules/pg/lib/index.js") }]);
  });

  it("passes a browser build made of browser code only", () => {
    const found = serverImportsInClient(graph({ [file("app/routes/home.tsx")]: [file("app/lib/blog.ts"), file("node_modules/react-router/dist/index.js")] }), root);
    expect(found).toEqual([]);
  });
});

describe("serverOnlyGuard", () => {
  it("fails the build, naming the importer", () => {
    const plugin = serverOnlyGuard();
    const modules = graph({ [file("app/routes/admin.featured-tools.tsx")]: [file("server/tools/queries.ts")] });
    (plugin.configResolved as (config: { root: string }) => void)({ root });
    const context = {
      getModuleIds: () => modules.moduleIds,
      getModuleInfo: (id: string) => ({ importers: modules.importersOf(id) }),
      error: (message: string) => {
        throw new Error(message);
      },
    };
    expect(() => (plugin.buildEnd as (this: typeof context) => void).call(context)).toThrow(
      "app/routes/admin.featured-tools.tsx imports server/tools/queries.ts",
    );
  });
});
