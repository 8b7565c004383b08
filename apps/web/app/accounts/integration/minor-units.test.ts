import { describe, expect, it } from "vitest";
import { formatMinorUnits, parseMajorUnits } from "./minor-units";

describe("minor units", () => {
  it("formats each currency with its ISO 4217 exponent", () => {
    expect(formatMinorUnits(123456, "EUR")).toBe("1,234.56 EUR");
    expect(formatMinorUnits(5, "EUR")).toBe("0.05 EUR");
    expect(formatMinorUnits(700, "JPY")).toBe("700 JPY");
    expect(formatMinorUnits(5, "BHD")).toBe("0.005 BHD");
    expect(formatMinorUnits(0, "BHD")).toBe("0.000 BHD");
    expect(formatMinorUnits(Number.MAX_SAFE_INTEGER, "EUR")).toBe("90,071,992,547,409.91 EUR");
  });

  it("takes ISO 4217's exponent where the browser's Intl (CLDR) has another", () => {
    expect(formatMinorUnits(150_000, "HUF")).toBe("1,500.00 HUF");
    expect(formatMinorUnits(1_000_000, "IDR")).toBe("10,000.00 IDR");
    expect(formatMinorUnits(1250, "IQD")).toBe("1.250 IQD");
    expect(formatMinorUnits(12_345, "CLF")).toBe("1.2345 CLF");
    expect(formatMinorUnits(700, "ISK")).toBe("700 ISK");
    expect(parseMajorUnits("1.5", "HUF")).toBe(150);
    expect(parseMajorUnits("1.001", "IQD")).toBe(1001);
  });

  it("reads a typed amount into minor units without floating point", () => {
    expect(parseMajorUnits("50", "EUR")).toBe(5000);
    expect(parseMajorUnits("0.29", "EUR")).toBe(29);
    expect(parseMajorUnits("1,000.5", "EUR")).toBe(100050);
    expect(parseMajorUnits("12.345", "BHD")).toBe(12345);
    expect(parseMajorUnits("700", "JPY")).toBe(700);
  });

  it("refuses what the currency cannot hold", () => {
    expect(parseMajorUnits("1.5", "JPY")).toBeNull();
    expect(parseMajorUnits("1.234", "EUR")).toBeNull();
    expect(parseMajorUnits("0", "EUR")).toBeNull();
    expect(parseMajorUnits("-5", "EUR")).toBeNull();
    expect(parseMajorUnits("five", "EUR")).toBeNull();
    expect(parseMajorUnits("99999999999999999", "EUR")).toBeNull();
  });
});
