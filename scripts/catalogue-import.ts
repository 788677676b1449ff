/**
 * `npm run catalogue:import -- [dir]`: read categories.json, tools.json and
 * courses.json from dir (default ./data/catalogue) and upsert them by slug
 * into the configured database, in one transaction, then print what changed.
 * Never deletes; never touches featured tools, blog posts or users.
 * With the embedded database, stop the server first (one process per data directory).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { closeDatabase, databaseHandle } from "../server/db/index";
import { EnvError } from "../server/env";
import { importCatalogue, type ImportReport } from "../server/catalogue/transfer";

const dir = path.resolve(process.argv[2] ?? "./data/catalogue");

const KINDS = ["categories", "tools", "courses"] as const;
const NOUN = {
  categories: ["category", "categories"],
  tools: ["tool", "tools"],
  courses: ["course", "courses"],
} as const;
const counted = (kind: (typeof KINDS)[number], n: number) => `${n} ${NOUN[kind][n === 1 ? 0 : 1]}`;

function readList(file: string): unknown {
  const filePath = path.join(dir, file);
  let text: string;
  try {
    text = readFileSync(filePath, "utf8");
  } catch (error) {
    throw new Error(`Cannot read ${filePath}: ${error instanceof Error ? error.message : error}`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${filePath} is not valid JSON: ${error instanceof Error ? error.message : error}`, { cause: error });
  }
}

function describeReport(report: ImportReport): string[] {
  const lines: string[] = [];
  for (const kind of KINDS) {
    const created = report.created[kind];
    if (created.length > 0) lines.push(`Created ${counted(kind, created.length)}: ${created.join(", ")}`);
  }
  for (const kind of KINDS) {
    for (const { slug, fields } of report.updated[kind]) lines.push(`Updated ${NOUN[kind][0]} ${slug}: ${fields.join(", ")}`);
  }
  if (lines.length === 0) lines.push("Nothing to create or update.");
  lines.push(`Unchanged: ${KINDS.map((kind) => counted(kind, report.unchanged[kind])).join(", ")}.`);
  return lines;
}

try {
  const data = {
    categories: readList("categories.json"),
    tools: readList("tools.json"),
    courses: readList("courses.json"),
  };
  const handle = await databaseHandle();
  await handle.migrate();
  const report = await importCatalogue(handle.db, data);
  console.log(`Imported ${dir} (${handle.kind}).`);
  for (const line of describeReport(report)) console.log(line);
} catch (error) {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
