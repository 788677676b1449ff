/**
 * React Router preloads every script of the page from the head at high priority, level with the
 * stylesheet. On a slow connection they then share the bandwidth with the only files the first
 * paint waits for (the document and the stylesheet), although they only make the page
 * interactive. This marks those preloads `fetchpriority="low"` so the browser fetches them
 * after what it needs to paint. Only the head is read; the rest of the document passes through.
 */
import { Transform, type TransformCallback } from "node:stream";

const PRELOAD = /<link rel="modulepreload"/g;
const HEAD_END = "</head>";
// A head longer than this is not ours to rewrite: pass it on untouched.
const MAX_HEAD_BYTES = 64 * 1024;

export function lowPriorityScriptPreloads(): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (head === null) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(HEAD_END);
      if (end === -1 && head.length < MAX_HEAD_BYTES) return callback();
      // Cut at "</head>" (plain ASCII), so no character is ever split in two.
      const rewritten =
        end === -1 ? head : Buffer.concat([Buffer.from(head.subarray(0, end).toString("utf8").replace(PRELOAD, '<link rel="modulepreload" fetchpriority="low"')), head.subarray(end)]);
      head = null;
      callback(null, rewritten);
    },
    flush(callback: TransformCallback) {
      callback(null, head?.length ? head : undefined);
    },
  });
}
