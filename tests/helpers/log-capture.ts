/**
 * The server's log during a Vitest run (wired up by tests/setup/log-capture.ts).
 * Lines are kept per test and printed only when the test fails, so a passing
 * run is quiet and a failing one shows what the server said. An error-level
 * line fails the test unless the test said it expects it.
 */

export interface LogLine {
  level: number;
  msg: string;
  /** The message of the error the line reports, if any. */
  error?: string;
  /** The line as the server wrote it. */
  text: string;
}

/** pino's number for "error": error and fatal lines are at or above it. */
export const ERROR_LEVEL = 50;

let lines: LogLine[] = [];
let expected: RegExp[] = [];

export function captureLine(text: string): void {
  let parsed: { level?: number; msg?: string; err?: { message?: string } } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: keep it as it came, at no level.
  }
  lines.push({ level: parsed.level ?? 0, msg: parsed.msg ?? "", error: parsed.err?.message, text: text.trimEnd() });
}

/** Starts a new record (a new test, or the time between tests); returns what the last one held. */
export function startRecord(): { lines: LogLine[]; expected: RegExp[] } {
  const record = { lines, expected };
  lines = [];
  expected = [];
  return record;
}

/** The lines kept since the record started. */
export function recordedLines(): readonly LogLine[] {
  return lines;
}

/**
 * Declares that the current test provokes an error-level log line whose
 * message matches `message`: the line does not fail the test, and the test
 * fails if no such line was written.
 */
export function expectErrorLog(message: RegExp): void {
  expected.push(message);
}

/** What is wrong with a record: error lines nobody expected, and expected ones that never came. */
export function errorLogProblems({ lines, expected }: { lines: LogLine[]; expected: RegExp[] }): string[] {
  const errors = lines.filter((line) => line.level >= ERROR_LEVEL);
  const unexpected = errors.filter((line) => !expected.some((pattern) => pattern.test(line.msg)));
  const missing = expected.filter((pattern) => !errors.some((line) => pattern.test(line.msg)));
  return [
    ...unexpected.map((line) => `Unexpected error-level log line: "${line.msg}"${line.error ? ` (${line.error.split("\n").at(-1)})` : ""}. If the test provokes it, declare it with expectErrorLog.`),
    ...missing.map((pattern) => `Expected an error-level log line matching ${pattern}, but none was written.`),
  ];
}
