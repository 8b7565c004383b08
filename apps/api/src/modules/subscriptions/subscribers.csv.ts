/**
 * CSV as spreadsheets open it safely (OWASP "CSV Injection"): a cell a spreadsheet would read as a
 * formula (starting with = + - @, a tab or a carriage return) gets a leading single quote, which
 * makes it text, and every cell is quoted with its quotes doubled, so a comma, a quote or a line
 * break inside a value can never start a new cell or row. Addresses that pass the subscribe form
 * may still start with `-`, `+` or `=`: the local part of an email address allows them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One record, ended by CRLF as RFC 4180 asks. */
export function csvRow(values: readonly string[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
