import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sequenceRng } from "../rng/sequence-rng";
import { payGrid, payGridUnits, Round } from "./round";

const round = (maxWin: number, payScale?: number) => new Round(sequenceRng([]), maxWin, false, payScale);

describe("a round's win, counted exactly", () => {
  it("adds pays as whole pay-grid units, so tenths add up to what they say", () => {
    const account = round(5000);
    for (const pay of [0.1, 0.2, 0.3 - 0.1]) account.award(pay, "base-lines");
    expect(account.winUnits).toBe(5_000);
    expect(account.unitsPerBet).toBe(payGrid);
    expect(account.win).toBe(0.5);
  });

  it("applies a version's pay scale as the fraction it stands for", () => {
    const account = round(5000, 0.978555);
    account.award(0.05, "base-lines");
    account.award(2.5, "free-spins");
    expect(account.unitsPerBet).toBe(payGrid * 200_000);
    expect(account.winUnits).toBe((500 + 25_000) * 195_711);
    expect(account.win).toBe(2.49531525);
  });

  it("cuts the win at the max win in units, and gives back the paytable amount that fitted", () => {
    const account = round(12, 0.9);
    expect(account.award(10, "base-lines")).toBe(10);
    expect(account.award(4, "free-spins")).toBeCloseTo(10 / 3, 12);
    expect(account).toMatchObject({ winUnits: 12 * account.unitsPerBet, win: 12, capped: true });
    expect(account.award(1, "free-spins")).toBe(0);
  });

  it("reaches the cap on a pay that lands exactly on it", () => {
    const account = round(500, 0.8);
    account.award(625, "jackpots");
    expect(account).toMatchObject({ win: 500, capped: true });
  });

  it("refuses a pay off the grid loudly, and floating-point noise on it quietly", () => {
    expect(() => round(5000).award(1 / 3, "base-lines")).toThrow(/not a whole number of 1\/10000 of the bet/);
    expect(() => round(5000).award(0.00005, "base-lines")).toThrow(RangeError);
    expect(payGridUnits(0.1 + 0.2)).toBe(3_000);
    expect(payGridUnits(2395.1499999999996)).toBe(23_951_500);
  });

  it("counts the exact pays as the win is counted, so a round paid only by them leaves no rest", () => {
    // Summed as floats, these pays scaled by 0.978555 leave a residue of about 1e-17 against the win, and
    // a PAR sheet whose exact part covers every pay called its RTP simulated.
    fc.assert(
      fc.property(
        fc.constantFrom(1, 0.978555, 0.9159, 0.916667),
        fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 1, maxLength: 30 }),
        (payScale, hundredths) => {
          const account = round(10_000, payScale);
          for (const pay of hundredths) account.award(pay / 100, "base-lines", true);
          expect(account.win - account.exactPay).toBe(0);
        },
      ),
    );
    const mixed = round(5000);
    mixed.award(0.3, "base-lines", true);
    mixed.award(2, "free-spins");
    expect(mixed.win - mixed.exactPay).toBeCloseTo(2, 12);
  });

  it("refuses a max win it cannot count in safe integers", () => {
    expect(() => round(10 ** 9, 0.978555)).toThrow(/max win/);
  });

  it("counts any pays on the grid at any pay scale exactly as integer arithmetic does", () => {
    const scales = [1, 0.978555, 0.9159, 0.916667, 0.8];
    fc.assert(
      fc.property(
        fc.constantFrom(...scales),
        fc.integer({ min: 1, max: 50_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 40 }),
        (payScale, maxWin, hundredths) => {
          const account = round(maxWin, payScale);
          for (const pay of hundredths) account.award(pay / 100, "base-lines");
          const [numerator, denominator] = [BigInt(Math.round(payScale * 10 ** 6)), 10n ** 6n];
          const perBet = BigInt(account.unitsPerBet);
          const owed = hundredths.reduce((sum, pay) => sum + BigInt(pay) * 100n, 0n);
          // owed × scale in units of 1 / (payGrid × 10^6) of the bet, then in the round's own units.
          const won = (owed * numerator * perBet) / (BigInt(payGrid) * denominator);
          const cap = BigInt(maxWin) * perBet;
          expect(BigInt(account.winUnits)).toBe(won < cap ? won : cap);
          expect(account.capped).toBe(won >= cap);
          expect(account.win).toBe(account.winUnits / account.unitsPerBet);
        },
      ),
    );
  });
});
