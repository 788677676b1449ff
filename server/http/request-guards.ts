/**
 * Malformed requests end here with a 4xx before any page code runs: unknown
 * methods, URLs that do not decode to valid UTF-8 or carry NUL bytes, bodies
 * of the wrong type, too large, or badly encoded.
 */
import type { Request, RequestHandler, Response } from "express";
import { API_CORS_HEADERS, API_METHODS, API_PREFLIGHT_HEADERS, apiErrorBody, isApiPath } from "../api/protocol";

/** Forms are small; the limit is checked before the body is read, and again while it streams. */
export const FORM_BODY_LIMIT_BYTES = 512 * 1024;

const ALLOWED_METHODS = ["GET", "HEAD", "POST"];
const FORM_TYPE = "application/x-www-form-urlencoded";
const UPLOAD_TYPE = "multipart/form-data";

/**
 * The only addresses that take files: multipart bodies up to a 5 MB image plus its
 * form fields. The route checks the file itself (server/storage/images.ts).
 */
export const UPLOAD_PATHS = new Set(["/admin/blog/images"]);
export const UPLOAD_BODY_LIMIT_BYTES = 5 * 1024 * 1024 + 64 * 1024;

function refuse(res: Response, status: number, message: string, headers: Record<string, string> = {}) {
  res.status(status).set(headers).set("Cache-Control", "no-store").type("text/plain").send(message);
}

export const allowKnownMethods: RequestHandler = (req, res, next) => {
  // The public API only reads, from any site: its preflight says so, and a write gets its JSON error, before any form check.
  if (isApiPath(req.path) && req.method !== "GET" && req.method !== "HEAD") {
    if (req.method === "OPTIONS") res.status(204).set({ Allow: API_METHODS, ...API_PREFLIGHT_HEADERS }).end();
    else res.status(405).set({ Allow: API_METHODS, ...API_CORS_HEADERS, "Cache-Control": "no-store" }).json(apiErrorBody("method_not_allowed", `The API only reads: use ${API_METHODS}.`));
    return;
  }
  if (ALLOWED_METHODS.includes(req.method)) return next();
  const allow = ALLOWED_METHODS.join(", ");
  if (req.method === "OPTIONS") {
    res.status(204).set("Allow", allow).end();
    return;
  }
  refuse(res, 405, "Method not allowed.", { Allow: allow });
};

const ABSOLUTE_FORM = /^(https?):\/\/([^/?#]*)(.*)$/is;

/**
 * RFC 9112 section 3.2.2: a server MUST accept a request target in absolute-form
 * (`GET http://host/tools HTTP/1.1`), which proxies send and any client may. The target
 * is then the whole address (section 3.3), so its host stands in for the Host header and
 * the host check that follows applies to it: the site's own host is served as usual,
 * another is sent to the canonical address like any unknown Host. The path keeps its raw
 * bytes for the URL check. Any other target not starting with "/" (another scheme, user
 * info, "*" outside OPTIONS) is a 400.
 */
export const acceptAbsoluteForm: RequestHandler = (req, res, next) => {
  if (req.url.startsWith("/")) return next();
  const [, scheme, authority, rest] = ABSOLUTE_FORM.exec(req.url) ?? [];
  const host = scheme && !authority!.includes("@") ? hostOf(`${scheme}://${authority}`) : undefined;
  if (!host) {
    refuse(res, 400, "Bad request: the request target is not an address on this site.");
    return;
  }
  req.headers.host = host;
  req.url = req.originalUrl = rest!.startsWith("/") ? rest! : `/${rest}`;
  next();
};

function hostOf(address: string): string | undefined {
  try {
    return new URL(address).host || undefined;
  } catch {
    return undefined;
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** True when percent-escapes decode to valid UTF-8 without NUL. A stray "%" (as in "100%") is tolerated. */
export function decodesCleanly(text: string): boolean {
  if (text.includes("\0")) return false;
  const escaped = text.replace(/%(?![0-9a-f]{2})/gi, "%25");
  try {
    return !decodeURIComponent(escaped).includes("\0");
  } catch {
    return false;
  }
}

export const rejectMalformedUrl: RequestHandler = (req, res, next) => {
  // Node keeps raw bytes above 0x7f as latin1 characters: they must form UTF-8.
  const rawIsUtf8 = !/[\x80-\xff]/.test(req.url) || isValidUtf8(Buffer.from(req.url, "latin1"));
  if (rawIsUtf8 && decodesCleanly(req.url.replace(/\+/g, " "))) return next();
  refuse(res, 400, "Bad request: the address is not valid UTF-8.");
};

function declaredLength(req: Request): number | undefined {
  const header = req.get("content-length");
  return header === undefined ? undefined : Number(header);
}

/**
 * Reads a form body into res.locals.body, within the limit. Only url-encoded
 * forms are accepted (what every form of the site sends), and multipart uploads
 * at UPLOAD_PATHS; an empty body needs no type.
 */
export function readFormBody(formLimit = FORM_BODY_LIMIT_BYTES): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const upload = UPLOAD_PATHS.has(req.path);
    const accepted = upload ? UPLOAD_TYPE : FORM_TYPE;
    const limit = upload ? UPLOAD_BODY_LIMIT_BYTES : formLimit;
    const length = declaredLength(req);
    const hasBody = length === undefined ? req.get("transfer-encoding") !== undefined : length > 0;
    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    // An empty POST is an empty form, whatever it says it is.
    if (!hasBody) req.headers["content-type"] = FORM_TYPE;
    else if (type !== accepted) {
      refuse(res, 415, `Unsupported content type: send ${accepted}.`, { "Accept-Post": accepted });
      return;
    }
    if (length !== undefined && length > limit) {
      refuse(res, 413, "The request is too large.", { Connection: "close" });
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    req.on("data", (chunk: Buffer) => {
      if (settled) return;
      received += chunk.length;
      if (received > limit) {
        settled = true;
        refuse(res, 413, "The request is too large.", { Connection: "close" });
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on("error", (error) => {
      if (settled) return;
      settled = true;
      next(Object.assign(error, { status: 400 }));
    });
    req.on("end", () => {
      if (settled) return;
      settled = true;
      const body = Buffer.concat(chunks);
      // A file is bytes, not text; its parts are checked by the route that takes it.
      if (!upload && (!isValidUtf8(body) || !decodesCleanly(body.toString("utf8").replace(/\+/g, " ")))) {
        refuse(res, 400, "Bad request: the form is not valid UTF-8.");
        return;
      }
      res.locals.body = body;
      next();
    });
  };
}
