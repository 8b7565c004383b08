import { describe, expect, it } from "vitest";
import { formatMinorUnits } from "./minor-units";
import { funMoney, minorUnitMoney } from "./money";

describe("minor units as a person reads them", () => {
  it("formats EUR with 2 digits, JPY with none and BHD with 3", () => {
    expect(formatMinorUnits(100_000, "EUR", 2)).toBe("€1,000.00");
    expect(formatMinorUnits(7, "EUR", 2)).toBe("€0.07");
    expect(formatMinorUnits(1000, "JPY", 0)).toBe("JP¥1,000");
    expect(formatMinorUnits(1250, "BHD", 3)).toBe("BHD\u00a01.250");
    expect(formatMinorUnits(-320, "EUR", 2, true)).toBe("-€3.20");
    expect(formatMinorUnits(1250, "EUR", 2, true)).toBe("+€12.50");
    expect(formatMinorUnits(0, "EUR", 2, true)).toBe("€0.00");
  });

  it("keeps every digit of an amount past what a double holds as a fraction", () => {
    // 2^53 - 1 minor units: a float division by 100 would round the last digits.
    expect(formatMinorUnits(Number.MAX_SAFE_INTEGER, "EUR", 2)).toBe("€90,071,992,547,409.91");
    expect(formatMinorUnits(30, "EUR", 2)).toBe("€0.30");
  });
});

describe("the player's money", () => {
  const eur = minorUnitMoney("EUR", 2);
  const jpy = minorUnitMoney("JPY", 0);

  it("counts a sandbox session in whole minor units, a pay rounded down as the game server credits it", () => {
    expect(eur.times(150, 100)).toBe(15_000);
    expect(eur.times(10, 1.25)).toBe(12);
    expect(eur.times(30, 0.1)).toBe(3);
    expect(jpy.times(3, 0.5)).toBe(1);
    expect(eur.units(1234)).toBe(1234);
  });

  it("shows a balance, a coin's figure and a net position in the session's currency", () => {
    expect(eur.format(123_456)).toBe("€1,234.56");
    expect(eur.figure(1250)).toBe("12.50");
    expect(jpy.figure(1000)).toBe("1,000");
    expect(minorUnitMoney("BHD", 3).figure(1250)).toBe("1.250");
    expect(eur.net(-500)).toBe("-€5.00");
    // A count-up between two minor units shows the whole units below it.
    expect(eur.format(1234.9)).toBe("€12.34");
    expect(eur.currency).toBe("EUR");
  });

  it("keeps a demo in FUN, to the cent", () => {
    expect(funMoney.format(1000)).toBe("1,000.00 FUN");
    expect(funMoney.times(0.1, 3)).toBe(0.3);
    // A Double Chance stake of 62.5 cents is charged, and shown, as 0.62, as the demo API charges it.
    expect(funMoney.times(0.5, 1.25)).toBe(0.62);
    expect(funMoney.times(0.29, 100)).toBe(29);
    expect(funMoney.units(12.5)).toBe(1250);
    expect(funMoney.parse("12.50")).toBe(12.5);
    expect(funMoney.parse("12.505")).toBeNull();
  });
});
