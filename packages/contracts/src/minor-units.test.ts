import { describe, expect, it } from "vitest";
import {
  formatOperatorMoney,
  groupedMinorUnitsDecimal,
  hasMinorUnit,
  minorUnitExponent,
  minorUnitsDecimal,
  parseMinorUnits,
} from "./minor-units";

describe("minor units, digit by digit", () => {
  it("knows each currency's ISO 4217 exponent", () => {
    expect(["EUR", "JPY", "BHD", "KWD", "USD"].map(minorUnitExponent)).toEqual([2, 0, 3, 3, 2]);
  });

  it("follows ISO 4217 where Intl's CLDR digits differ from it", () => {
    // Intl (CLDR) says 0 for each of these and for IQD; ISO 4217, an operator's ledger, says 2 and 3.
    expect(["HUF", "IDR", "COP", "LAK", "IRR", "ALL", "MGA"].map(minorUnitExponent)).toEqual([
      2, 2, 2, 2, 2, 2, 2,
    ]);
    expect(minorUnitExponent("IQD")).toBe(3);
    expect(minorUnitExponent("CLF")).toBe(4);
    expect(minorUnitExponent("UYW")).toBe(4);
    expect(minorUnitExponent("ISK")).toBe(0);
    expect(minorUnitExponent("UYI")).toBe(0);
    expect(formatOperatorMoney(123_456, "HUF")).toBe("1,234.56 HUF");
    expect(formatOperatorMoney(12_345, "CLF")).toBe("1.2345 CLF");
  });

  it("knows the codes that have no minor unit: metals, the SDR, bond-market units, test and no currency", () => {
    // One of each kind: a metal, the SDR, a bond-market unit, the SUCRE, the test code and "no currency".
    for (const code of ["XAU", "XDR", "XBA", "XSU", "XTS", "XXX"]) {
      expect(hasMinorUnit(code), code).toBe(false);
    }
    expect(["EUR", "JPY", "BHD", "CLF", "XAF", "XOF", "XPF"].every(hasMinorUnit)).toBe(true);
  });

  it("places the point by the currency's exponent, from the digits alone", () => {
    expect(minorUnitsDecimal(12345, 2)).toBe("123.45");
    expect(minorUnitsDecimal(5, 2)).toBe("0.05");
    expect(minorUnitsDecimal(1000, 0)).toBe("1000");
    expect(minorUnitsDecimal(1, 3)).toBe("0.001");
    expect(minorUnitsDecimal(-250, 2)).toBe("-2.50");
    expect(() => minorUnitsDecimal(1.5, 2)).toThrow(RangeError);
  });

  it("groups the whole part in thousands, leaving the fraction and the sign alone", () => {
    expect(groupedMinorUnitsDecimal(123_456_789, 2)).toBe("1,234,567.89");
    expect(groupedMinorUnitsDecimal(-1_000_000, 0)).toBe("-1,000,000");
    expect(groupedMinorUnitsDecimal(1_234_567, 3)).toBe("1,234.567");
    expect(groupedMinorUnitsDecimal(99_999, 2)).toBe("999.99");
  });

  it("writes a sum past 2^53 exactly, from a bigint", () => {
    expect(groupedMinorUnitsDecimal(12_345_678_901_234_567_890n, 2)).toBe("123,456,789,012,345,678.90");
    expect(minorUnitsDecimal(-5n, 3)).toBe("-0.005");
    expect(minorUnitsDecimal(0n, 2)).toBe("0.00");
    expect(groupedMinorUnitsDecimal(BigInt("-9007199254740993"), 0)).toBe("-9,007,199,254,740,993");
  });

  it("writes operator money as the integration guide does, the code after the exact decimal", () => {
    expect(formatOperatorMoney(123_456, "EUR")).toBe("1,234.56 EUR");
    expect(formatOperatorMoney(700, "JPY")).toBe("700 JPY");
    expect(formatOperatorMoney(5, "BHD")).toBe("0.005 BHD");
    expect(formatOperatorMoney(BigInt("123456789012345678"), "EUR")).toBe("1,234,567,890,123,456.78 EUR");
  });

  it("reads a typed amount into minor units, refusing digits the currency does not have", () => {
    expect(parseMinorUnits("12.5", 2)).toBe(1250);
    expect(parseMinorUnits(" 50 ", 2)).toBe(5000);
    expect(parseMinorUnits("1.250", 3)).toBe(1250);
    expect(parseMinorUnits("1000", 0)).toBe(1000);
    expect(parseMinorUnits("10.5", 0)).toBeNull();
    expect(parseMinorUnits("0.001", 2)).toBeNull();
    expect(parseMinorUnits("0", 2)).toBeNull();
    expect(parseMinorUnits("-5", 2)).toBeNull();
    expect(parseMinorUnits("1e3", 2)).toBeNull();
    expect(parseMinorUnits("1,000.25", 2)).toBe(100_025);
    expect(parseMinorUnits("12,34", 2)).toBeNull();
    expect(parseMinorUnits("99999999999999999", 0)).toBeNull();
  });
});
