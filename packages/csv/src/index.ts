import { stringify } from "csv-stringify/sync";

/**
 * CSV as spreadsheets open it safely, for every download the studio offers (the subscriber export,
 * the PAR sheets, the game feed): csv-stringify writes RFC 4180 records (quotes doubled, CRLF ends)
 * and its `escape_formulas` gives a cell a spreadsheet would run as a formula (starting with
 * = + - @, a tab, a carriage return or their full-width forms) a leading single quote, which makes it
 * text (OWASP "CSV Injection"). Email addresses need it too: their local part may start with - + =.
 */

export type CsvCell = string | number | null | undefined;

export interface CsvOptions {
  /**
   * Quote every cell, not only those with a comma, quote or line break. Exports people open in a
   * spreadsheet quote everything, so no cell is ever read as a number or a date; feeds machines read
   * quote only where RFC 4180 needs it.
   */
  quoteEveryCell?: boolean;
}

/** Records, each ended by CRLF. `null` and `undefined` are empty cells. */
export function csvRecords(rows: readonly (readonly CsvCell[])[], options: CsvOptions = {}): string {
  return stringify(
    rows.map((row) => [...row]),
    {
      record_delimiter: "windows",
      escape_formulas: true,
      quoted: options.quoteEveryCell ?? false,
      quoted_empty: options.quoteEveryCell ?? false,
      cast: { number: (value) => String(value) },
    },
  );
}

/** One record, ended by CRLF. */
export function csvRow(values: readonly CsvCell[], options: CsvOptions = {}): string {
  return csvRecords([values], options);
}
