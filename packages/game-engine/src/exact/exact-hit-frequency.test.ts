import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { gameModel, gameSlugs } from "../games/index";
import type { GameModel } from "../model";
import { simulateRange } from "../simulation/simulate";

/**
 * Every exact hit frequency is checked against the engine's own rounds: the share of rounds, on a fresh
 * random seed each run, whose pay from the source was more than zero. The count is binomial; with 200,000
 * rounds and a share between 25% and 90% it is normal to well within the tolerance. z = 4.2 is a two-sided
 * 2.7e-5 per figure, so up to 37 figures (19 today: two modes each of Hacker Crash and Cleo's Riches, and
 * fifteen games) keep a right model's chance of failing a run below 1 in 1,000 (Bonferroni). The message
 * gives the seed to replay.
 */
const z = 4.2;
const rounds = 200_000;

const figures = gameSlugs
  .map((slug) => gameModel(slug) as GameModel)
  .flatMap((model) =>
    (model.doubleChance ? [false, true] : [false]).flatMap((doubleChance) => {
      const request = { buy: null, doubleChance, choice: model.freeSpinChoices?.default ?? 0 };
      return Object.entries(model.exactHitFrequency?.(request) ?? {}).map(([source, chance]) => ({
        model,
        doubleChance,
        source,
        chance,
      }));
    }),
  );

describe("exact hit frequencies", () => {
  it("cover the base screen of every lines, ways and FlexiWays game", () => {
    expect(
      figures.map(({ model, doubleChance }) => `${model.slug}${doubleChance ? " double-chance" : ""}`),
    ).toEqual(
      expect.arrayContaining([
        "hacker-crash-jackpot",
        "hacker-crash-jackpot double-chance",
        "frozen-fruits-flexiways",
        "squid-gold-x2",
        "vampire-vault-hold-n-win",
        "yakuza-clash-hold-n-win",
        "double-fortune-panda",
        "admiral-wilds",
        "leprechaun-jackpot-collector",
        "cash-multipliers-respin",
        "coral-reef-flexiways",
        "brazilian-mask-fire",
        "quest-of-ra",
        "cleos-riches-flexiways",
        "cleos-riches-flexiways double-chance",
        "wild-dragon-respin",
        "fortune-777-respin",
        "monster-load-up-hold-and-win",
        "wild-yoga-collector",
      ]),
    );
  });

  for (const { model, doubleChance, source, chance } of figures) {
    const name = `${model.slug}${doubleChance ? " double-chance" : ""} ${source}`;
    it(`${name}: the exact share of paying screens agrees with a fresh sample`, { timeout: 120_000 }, () => {
      const seed = randomInt(2 ** 31);
      let paid = 0;
      simulateRange(model, { spins: rounds, seed, doubleChance }, 0, rounds, (round) => {
        if ((round.sourcePays?.get(source as never) ?? 0) > 0) paid++;
      });
      const standardError = Math.sqrt((chance * (1 - chance)) / rounds);
      expect(
        Math.abs(paid / rounds - chance),
        `seed ${seed}: ${((paid / rounds) * 100).toFixed(3)}% of rounds paid ${source}, exact ${(chance * 100).toFixed(3)}%`,
      ).toBeLessThanOrEqual(z * standardError);
    });
  }
});
