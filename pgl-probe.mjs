import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { readFileSync } from "node:fs";
const bytes = readFileSync("/tmp/pgl.tar");
class BytesBlob extends Blob { constructor(b) { super([]); this.b = b; } async arrayBuffer() { return this.b.slice().buffer; } }
const dump = new BytesBlob(bytes);
const cpu = (c0) => { const c = process.cpuUsage(c0); return Math.round((c.user + c.system) / 1000); };
await (await PGlite.create({ extensions: { pg_trgm }, loadDataDir: dump })).close();
for (const sb of [undefined, "16MB", undefined, "16MB", "8MB"]) {
  let c0 = process.cpuUsage();
  const startParams = sb ? [...PGlite.defaultStartParams, "-c", `shared_buffers=${sb}`] : undefined;
  const db = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: dump, startParams });
  const all = cpu(c0);
  console.log(sb, { create: all }, (await db.query("show shared_buffers")).rows);
  await db.close();
}
