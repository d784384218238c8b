// CSV for spreadsheets (RFC 4180: comma, CRLF, quotes doubled). A cell that a spreadsheet would
// run as a formula (starting with = + - @, or a tab or carriage return before one) gets a leading
// apostrophe, so an instrument name or note cannot become a formula on the reader's machine.
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : String(value);
  // Numbers are written by us, never a formula; a negative one keeps its sign.
  if (typeof value !== "number" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
