import {
  costFactor,
  costInMinorUnits,
  exactCostFactor,
  type GameModel,
  gameSlugs,
  type Ratio,
  rtpVersions,
  seededRng,
  spin,
  winInMinorUnits,
} from "@quillspin/game-engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { demoGame } from "../demos/demo-games";
import { betsInMinorUnits } from "./money";

/** The win the game server paid before it was exact: the bet times the float multiple, to 1e-6, floored. */
const floatWin = (betMinor: number, winMultiple: number) =>
  Math.floor(Math.round(betMinor * winMultiple * 1e6) / 1e6);

const currencies = ["EUR", "JPY", "BHD", "CLF"];
const maxSafe = BigInt(Number.MAX_SAFE_INTEGER);

/** Every bet of a game's ladders in a 2-, 0-, 3- and 4-decimal currency. */
function laddersOf(slug: string): number[] {
  const game = demoGame(slug);
  if (!game) throw new Error(`${slug} has no demo`);
  return [...new Set(currencies.flatMap((currency) => betsInMinorUnits(game.betsCents, currency)))];
}

/** A game's paid modes: the plain bet, each buy option and Double Chance. */
function modesOf(model: GameModel): { buy?: string; doubleChance?: boolean }[] {
  return [
    {},
    ...model.buyOptions.map((option) => ({ buy: option.id })),
    ...(model.doubleChance ? [{ doubleChance: true }] : []),
  ];
}

const fraction = (denominator: fc.Arbitrary<number>): fc.Arbitrary<Ratio> =>
  fc.record({ numerator: fc.maxSafeNat(), denominator });

describe("a round's money in minor units, from exact fractions", () => {
  it("pays the bet times the exact win multiple, a fraction of a minor unit dropped", () => {
    expect(winInMinorUnits(100, { numerator: 25, denominator: 10 })).toBe(250);
    expect(winInMinorUnits(7, { numerator: 2, denominator: 3 })).toBe(4);
    expect(winInMinorUnits(1, { numerator: 1, denominator: 3 })).toBe(0);
    expect(winInMinorUnits(20, { numerator: 0, denominator: 10_000 })).toBe(0);
  });

  it("stays exact where the bet times the win units pass 2^53", () => {
    // A 400 CLF bet (4 decimals) one win unit below a 12,305x cap, on a six-decimal pay scale.
    const perBet = 10_000 * 200_000;
    const units = 12_305 * perBet - 1;
    expect(4_000_000 * units).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(winInMinorUnits(4_000_000, { numerator: units, denominator: perBet })).toBe(49_219_999_999);
  });

  it("costs the bet times the exact price, and refuses a fraction of a minor unit", () => {
    expect(costInMinorUnits(20, { numerator: 5, denominator: 4 })).toBe(25);
    expect(costInMinorUnits(1, { numerator: 5, denominator: 4 })).toBeNull();
    expect(costInMinorUnits(150, { numerator: 100, denominator: 1 })).toBe(15_000);
    expect(costInMinorUnits(Number.MAX_SAFE_INTEGER, { numerator: 2, denominator: 1 })).toBeNull();
  });

  it("refuses what is not a count of minor units times a fraction of safe integers", () => {
    expect(() => winInMinorUnits(1.5, { numerator: 1, denominator: 1 })).toThrow(RangeError);
    expect(() => winInMinorUnits(-1, { numerator: 1, denominator: 1 })).toThrow(RangeError);
    expect(() => winInMinorUnits(1, { numerator: 0.5, denominator: 1 })).toThrow(RangeError);
    expect(() => costInMinorUnits(1, { numerator: 1, denominator: 0 })).toThrow(RangeError);
    expect(() => winInMinorUnits(Number.MAX_SAFE_INTEGER, { numerator: 2, denominator: 1 })).toThrow(
      RangeError,
    );
  });

  it("pays the largest whole count of minor units not above bet × multiple, for any fraction", () => {
    fc.assert(
      fc.property(
        fc.maxSafeNat(),
        fraction(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })),
        (bet, win) => {
          const owed = BigInt(bet) * BigInt(win.numerator);
          const denominator = BigInt(win.denominator);
          if (owed / denominator > maxSafe) {
            expect(() => winInMinorUnits(bet, win)).toThrow(RangeError);
            return;
          }
          const paid = BigInt(winInMinorUnits(bet, win));
          expect(paid * denominator <= owed && owed < (paid + 1n) * denominator).toBe(true);
        },
      ),
    );
  });

  it("pays any engine win at any ladder bet in safe integers, never above the bet times the multiple", () => {
    // An engine win: win units over 10,000 pay-grid parts times a pay scale's denominator (a divisor
    // of 10^6), up to a 50,000x cap; bets up to 400 of a four-decimal currency.
    const engineWin = fc
      .constantFrom(1, 2, 4, 5, 8, 10, 16, 20, 25, 200_000, 1_000_000)
      .chain((scaleDenominator) => {
        const denominator = 10_000 * scaleDenominator;
        return fc.record({
          numerator: fc.integer({ min: 0, max: 50_000 * denominator }),
          denominator: fc.constant(denominator),
        });
      });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4_000_000 }), engineWin, (bet, win) => {
        const paid = winInMinorUnits(bet, win);
        expect(Number.isSafeInteger(paid)).toBe(true);
        expect(BigInt(paid) * BigInt(win.denominator) <= BigInt(bet) * BigInt(win.numerator)).toBe(true);
      }),
    );
  });

  it("costs exactly the bet times the price, or nothing when that is not whole minor units", () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fraction(fc.integer({ min: 1, max: 1_000_000 })), (bet, price) => {
        const owed = BigInt(bet) * BigInt(price.numerator);
        const denominator = BigInt(price.denominator);
        const whole = owed % denominator === 0n && owed / denominator <= maxSafe;
        const cost = costInMinorUnits(bet, price);
        expect(cost === null ? null : BigInt(cost) * denominator).toBe(whole ? owed : null);
      }),
    );
  });

  it("costs every mode of every game at every ladder bet what the float price did, where it was whole", () => {
    for (const slug of gameSlugs) {
      const model = demoGame(slug)?.model as GameModel;
      for (const mode of modesOf(model)) {
        const buy = mode.buy ?? null;
        const doubleChance = mode.doubleChance ?? false;
        for (const bet of laddersOf(slug)) {
          const floatCost = bet * costFactor(model, buy, doubleChance);
          const expected = Number.isSafeInteger(floatCost) ? floatCost : null;
          expect(
            costInMinorUnits(bet, exactCostFactor(model, buy, doubleChance)),
            `${slug} ${buy} ${bet}`,
          ).toBe(expected);
        }
      }
    }
  });
});

describe("the engine's exact win against the float computation it replaced", () => {
  for (const slug of gameSlugs) {
    it(`${slug}: every version and mode, 500 seeded rounds each, at every ladder bet`, () => {
      const bets = laddersOf(slug);
      const disagreements: string[] = [];
      let rounds = 0;
      for (const version of rtpVersions(slug)) {
        const model = demoGame(slug, version.id)?.model as GameModel;
        for (const mode of modesOf(model)) {
          const rng = seededRng(`${slug} ${version.id} ${mode.buy ?? mode.doubleChance ?? "bet"}`);
          let state = model.initialState();
          for (let round = 0; round < 500; round++, rounds++) {
            const result = spin(model, state, { bet: 1, rng, ...mode, trace: false });
            state = result.state;
            for (const bet of bets) {
              const exact = winInMinorUnits(bet, result.exactWinMultiple);
              const float = floatWin(bet, result.winMultiple);
              if (exact !== float)
                disagreements.push(
                  `v${version.id} ${mode.buy ?? ""} #${round} at ${bet}: ${exact} ≠ ${float}`,
                );
            }
          }
        }
      }
      expect(rounds).toBeGreaterThanOrEqual(2_000);
      expect(disagreements).toEqual([]);
    });
  }
});
