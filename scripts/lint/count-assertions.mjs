// Counts type assertions (`x as T`, `<T>x`) in the source that ships: app/, server/ and scripts/,
// tests left out (*.test.*, *.spec.*, tests/). `as const` is not an assertion of a type and is not
// counted; `satisfies` is a check, not an assertion. Prints the total and a per-file list.
//   node scripts/lint/count-assertions.mjs           total and files, most assertions first
//   node scripts/lint/count-assertions.mjs --lines   every assertion with its line
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const root = join(import.meta.dirname, "..", "..");
const roots = ["app", "server", "scripts"];
const skipDirs = new Set(["node_modules", "paraglide", ".paraglide-static", "tests"]);
const showLines = process.argv.includes("--lines");

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipDirs.has(entry.name)) yield* sourceFiles(path);
    } else if (/\.(ts|tsx|mts|cts)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
      yield path;
    }
  }
}

function isAsConst(node) {
  return ts.isTypeReferenceNode(node.type) && ts.isIdentifier(node.type.typeName) && node.type.typeName.text === "const";
}

const perFile = [];
let total = 0;
for (const top of roots) {
  for (const path of sourceFiles(join(root, top))) {
    const text = readFileSync(path, "utf8");
    const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const lines = [];
    const visit = (node) => {
      if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isAsConst(node)) {
        lines.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (lines.length > 0) {
      perFile.push({ file: relative(root, path), lines });
      total += lines.length;
    }
  }
}

perFile.sort((a, b) => b.lines.length - a.lines.length || a.file.localeCompare(b.file));
for (const { file, lines } of perFile) {
  console.log(`${String(lines.length).padStart(4)}  ${file}${showLines ? `: ${lines.join(", ")}` : ""}`);
}
console.log(`${total} type assertions in ${perFile.length} files (as const excluded; tests excluded)`);
