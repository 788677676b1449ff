/**
 * Vitest setup file: the server's log goes into a record per test instead of
 * the terminal (tests/helpers/log-capture.ts). A failing test prints its
 * record; an error-level line the test did not declare fails it. Lines
 * written outside any test (beforeAll, afterAll, background work between
 * tests) are checked the same way when the file ends.
 */
import { afterAll, afterEach, beforeEach } from "vitest";
import { setLogDestination } from "../../server/log/index";
import { captureLine, errorLogProblems, startRecord, type LogLine } from "../helpers/log-capture";

setLogDestination({ write: captureLine });

const outsideTests: { lines: LogLine[]; expected: RegExp[] } = { lines: [], expected: [] };

function keepOutsideTests(record: { lines: LogLine[]; expected: RegExp[] }) {
  outsideTests.lines.push(...record.lines);
  outsideTests.expected.push(...record.expected);
}

function printLog(heading: string, lines: LogLine[]) {
  if (lines.length > 0) console.error(`${heading}\n${lines.map((line) => line.text).join("\n")}`);
}

let finishedTest: LogLine[] = [];
let anyTestFailed = false;

beforeEach(({ onTestFailed }) => {
  keepOutsideTests(startRecord());
  onTestFailed(() => {
    anyTestFailed = true;
    printLog("Server log of this test:", finishedTest);
  });
});

afterEach(() => {
  const record = startRecord();
  finishedTest = record.lines;
  const problems = errorLogProblems(record);
  if (problems.length > 0) throw new Error(problems.join("\n"));
});

afterAll(() => {
  keepOutsideTests(startRecord());
  const problems = errorLogProblems(outsideTests);
  if (anyTestFailed || problems.length > 0) printLog("Server log outside the tests of this file:", outsideTests.lines);
  if (problems.length > 0) throw new Error(problems.join("\n"));
});
