/**
 * CSV as spreadsheets read it (RFC 4180: every field quoted, quotes doubled,
 * CRLF rows). A cell that starts like a formula is prefixed with an apostrophe,
 * so what a visitor typed is never run as one when an admin opens the file.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value == null ? "" : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
