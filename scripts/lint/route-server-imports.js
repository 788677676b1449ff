/**
 * A route module may import server code for its loader and action: React Router removes those
 * exports from the browser build, then every declaration and import that only they used. What the
 * component (or meta, links, any other export) still reaches stays, and a value from a server module
 * there brings the server module, the ORM and the database driver into the browser.
 * This rule follows the module's top-level declarations the way that removal does and reports a
 * value imported from `@server/...` (or a path into `server/`) that code kept for the browser uses.
 * The browser build's guard (scripts/server-only-guard.ts) checks the same on the real module graph.
 */
import path from "node:path";

/** The route exports React Router keeps on the server only. */
const SERVER_EXPORTS = new Set(["loader", "action", "middleware", "headers"]);

/** Nodes inside which a name is a type, erased before the browser sees it. */
const TYPE_CONTEXTS = new Set(["TSTypeAnnotation", "TSTypeQuery", "TSTypeReference", "TSTypeParameterInstantiation", "TSInterfaceDeclaration", "TSTypeAliasDeclaration"]);

function isServerSource(source, filename, cwd) {
  if (source.startsWith("@server/")) return true;
  if (!source.startsWith(".")) return false;
  const target = path.relative(cwd, path.resolve(path.dirname(filename), source));
  return target.split(/[\\/]/)[0] === "server";
}

function topLevelStatement(node) {
  let current = node;
  while (current.parent && current.parent.type !== "Program") current = current.parent;
  return current;
}

function inTypeContext(node, statement) {
  for (let current = node.parent; current && current !== statement.parent; current = current.parent) {
    if (TYPE_CONTEXTS.has(current.type)) return true;
  }
  return false;
}

/** Whether a top-level statement is one of the exports the browser build drops. */
function isServerExport(statement) {
  if (statement.type !== "ExportNamedDeclaration" || !statement.declaration) return false;
  const declaration = statement.declaration;
  if (declaration.type === "FunctionDeclaration") return SERVER_EXPORTS.has(declaration.id?.name);
  if (declaration.type === "VariableDeclaration") return declaration.declarations.every((d) => d.id.type === "Identifier" && SERVER_EXPORTS.has(d.id.name));
  return false;
}

/** Statements the browser build keeps whatever uses them: exports other than the server ones, and bare code. */
function isBrowserRoot(statement) {
  if (statement.type === "ImportDeclaration" || statement.type.startsWith("TS")) return false;
  if (statement.type === "ExportNamedDeclaration" || statement.type === "ExportDefaultDeclaration" || statement.type === "ExportAllDeclaration") return !isServerExport(statement);
  return !["FunctionDeclaration", "ClassDeclaration", "VariableDeclaration"].includes(statement.type);
}

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "Route modules use server values only in their loader and action" },
    messages: {
      browserUse: "`{{name}}` comes from a server module but code kept for the browser uses it; only the loader and action may. Move it to app/lib or send it from the loader.",
      reExport: "A route module must not re-export server code: every export but the loader and action reaches the browser.",
    },
    schema: [],
  },
  create(context) {
    const { sourceCode, filename, cwd } = context;
    return {
      "Program:exit"(program) {
        const moduleScope = sourceCode.scopeManager.globalScope.childScopes.find((scope) => scope.type === "module") ?? sourceCode.scopeManager.globalScope;
        // Which top-level statements each top-level statement uses: the browser keeps what its roots reach.
        const uses = new Map();
        const valueReferences = (variable) =>
          variable.references.filter((reference) => !reference.isTypeReference && !inTypeContext(reference.identifier, topLevelStatement(reference.identifier)));
        for (const variable of moduleScope.variables) {
          const declared = variable.defs[0] && topLevelStatement(variable.defs[0].node);
          if (!declared) continue;
          for (const reference of valueReferences(variable)) {
            const user = topLevelStatement(reference.identifier);
            if (user === declared) continue;
            if (!uses.has(user)) uses.set(user, new Set());
            uses.get(user).add(declared);
          }
        }
        const kept = new Set(program.body.filter(isBrowserRoot));
        for (const statement of kept) for (const used of uses.get(statement) ?? []) kept.add(used);

        for (const statement of program.body) {
          const source = statement.source?.value;
          if (typeof source !== "string" || !isServerSource(source, filename, cwd)) continue;
          if (statement.type !== "ImportDeclaration") {
            if (statement.exportKind !== "type") context.report({ node: statement, messageId: "reExport" });
            continue;
          }
          if (statement.importKind === "type") continue;
          for (const specifier of statement.specifiers) {
            if (specifier.importKind === "type") continue;
            const variable = sourceCode.getDeclaredVariables(specifier)[0];
            const browserUse = variable && valueReferences(variable).find((reference) => kept.has(topLevelStatement(reference.identifier)));
            if (browserUse) context.report({ node: browserUse.identifier, messageId: "browserUse", data: { name: specifier.local.name } });
          }
        }
      },
    };
  },
};
