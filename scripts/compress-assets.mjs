// The last step of `npm run build`: writes a brotli (.br) and a gzip (.gz) copy beside every
// built script, stylesheet and SVG in build/client/assets, at the strongest settings, once.
// The server sends these copies as they are (server/http/app.ts), so no request compresses a file.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const directory = "build/client/assets";
// Fonts (woff2) and images other than SVG are compressed already.
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

let files = 0;
let plain = 0;
let brotli = 0;
for (const name of readdirSync(directory, { recursive: true })) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(directory, name);
  const body = readFileSync(file);
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
  plain += body.length;
  brotli += br.length;
}
console.log(`Compressed ${files} built files: ${(plain / 1024).toFixed(0)} KB, ${(brotli / 1024).toFixed(0)} KB as brotli.`);
