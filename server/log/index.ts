/**
 * Structured JSON logs (pino). Addresses, tokens, passwords and cookies never
 * reach the log: known fields are redacted by path, and e-mail addresses or
 * tokens inside error messages are masked, since SMTP and database errors quote them.
 */
import pino from "pino";

const REDACTED_PATHS = [
  "email",
  "*.email",
  "to",
  "*.to",
  "token",
  "*.token",
  "password",
  "*.password",
  "cookie",
  "*.cookie",
  "headers.cookie",
  "*.headers.cookie",
  'headers["set-cookie"]',
];

const EMAIL_PATTERN = /[^\s@<>"'(),;:/]+@[^\s@<>"'(),;:/]+\.[a-z]{2,}/gi;
const TOKEN_PATTERN = /([?&](?:token|code)=)[^&\s"']+/gi;

export function maskSecrets(text: string): string {
  return text.replace(EMAIL_PATTERN, "[email]").replace(TOKEN_PATTERN, "$1[redacted]");
}

/** What an error may bring into the log: libraries hang whole objects on errors (pg puts its client there). */
const ERROR_FIELDS = ["type", "message", "stack", "code", "errno", "syscall", "severity", "routine", "status", "statusCode"];

function serializeError(error: unknown) {
  // pino's serializer takes any value (it passes one that is not error-like through as it is), but its types ask for an Error.
  const full: Record<string, unknown> = pino.stdSerializers.err(error as Error);
  const serialized: Record<string, unknown> = {};
  for (const key of ERROR_FIELDS) {
    const value = full[key];
    if (value === undefined || (typeof value === "object" && value !== null)) continue;
    serialized[key] = typeof value === "string" ? maskSecrets(value) : value;
  }
  return serialized;
}

const options: pino.LoggerOptions = {
  level: "info",
  base: undefined,
  redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
  serializers: { err: serializeError, error: serializeError },
  hooks: {
    // Messages are written by us, but may quote an address from an error: mask them too.
    logMethod(args, method) {
      const masked: typeof args = [...args];
      masked.forEach((arg, index) => {
        if (typeof arg === "string") masked[index] = maskSecrets(arg);
      });
      method.apply(this, masked);
    },
  },
};

/**
 * A logger with the site's redaction. Writes to standard output are synchronous:
 * lines are few, and the last ones before an exit must not be lost.
 */
export function createLogger(destination: pino.DestinationStream): pino.Logger {
  return pino(options, destination);
}

const standardOutput = pino.destination({ dest: 1, sync: true });
let destination: pino.DestinationStream = standardOutput;

/** Where `log` writes; standard output unless the tests take its lines (tests/setup/log-capture.ts). */
export function setLogDestination(next: pino.DestinationStream): void {
  destination = next;
}

export const log = createLogger({ write: (line: string) => destination.write(line) });

/**
 * Writes out whatever is still buffered: a pipe that was full (a busy log
 * collector) leaves lines behind, and process.exit would drop them.
 */
export function flushLogs(): void {
  try {
    standardOutput.flushSync();
  } catch {
    // Nothing buffered, or the reader is gone: there is nowhere else to write.
  }
}
