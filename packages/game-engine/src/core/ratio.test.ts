import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gameModel, gameSlugs, rtpVersions } from "../games/index";
import { costFactor, exactCostFactor } from "../spin";
import { decimalRatio } from "./ratio";

describe("decimal figures as exact fractions", () => {
  it("gives the fraction a short decimal stands for, in lowest terms", () => {
    expect(decimalRatio(1)).toEqual({ numerator: 1, denominator: 1 });
    expect(decimalRatio(0)).toEqual({ numerator: 0, denominator: 1 });
    expect(decimalRatio(1.25)).toEqual({ numerator: 5, denominator: 4 });
    expect(decimalRatio(100)).toEqual({ numerator: 100, denominator: 1 });
    expect(decimalRatio(0.978555)).toEqual({ numerator: 195_711, denominator: 200_000 });
    expect(decimalRatio(0.9159)).toEqual({ numerator: 9_159, denominator: 10_000 });
  });

  it("refuses a figure that is no decimal of nine places or fewer", () => {
    expect(() => decimalRatio(1 / 3)).toThrow(RangeError);
    expect(() => decimalRatio(Math.PI)).toThrow(RangeError);
    expect(() => decimalRatio(-1)).toThrow(RangeError);
    expect(() => decimalRatio(Number.NaN)).toThrow(RangeError);
    expect(() => decimalRatio(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("reads back any decimal of up to six places as the fraction it was written as", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 6 }), (digits, places) => {
        const { numerator, denominator } = decimalRatio(digits / 10 ** places);
        expect(BigInt(numerator) * BigInt(10 ** places)).toBe(BigInt(digits) * BigInt(denominator));
      }),
    );
  });

  it("is exact for every game's pay scales, buy prices and Double Chance stakes", () => {
    for (const slug of gameSlugs) {
      for (const version of rtpVersions(slug)) {
        const scale = decimalRatio(version.payScale);
        // Six significant digits (calibrate.ts) below 1: a denominator dividing 10^6.
        expect(10 ** 6 % scale.denominator, `${slug} ${version.id}`).toBe(0);
        expect(scale.numerator / scale.denominator).toBe(version.payScale);
      }
      const model = gameModel(slug);
      if (!model) throw new Error(`No model for ${slug}`);
      const modes = [
        ...model.buyOptions.map((option) => [option.id, false] as const),
        ...(model.doubleChance ? [[null, true] as const] : []),
      ];
      for (const [buy, doubleChance] of modes) {
        const price = exactCostFactor(model, buy, doubleChance);
        expect(price.numerator / price.denominator, `${slug} ${buy}`).toBe(
          costFactor(model, buy, doubleChance),
        );
      }
    }
  });
});
