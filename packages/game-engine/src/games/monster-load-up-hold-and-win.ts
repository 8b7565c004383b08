import type { Coin } from "../core/hold-and-win";
import { taperedChance } from "../core/hold-and-win";
import { payTable } from "../core/paytable";
import type { ReelSet } from "../core/reels";
import { weightsOf, weightTable } from "../core/weights";
import type { GameMaths } from "../model";
import { coinWaysGame } from "./shared/coin-ways-game";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "vampire",
  "werewolf",
  "mummy",
  "swamp-creature",
  "a",
  "k",
  "q",
  "j",
  "10",
  "wild",
  "bonus",
] as const;
const id = symbolIds(keys);
const paying = [id.vampire, id.werewolf, id.mummy, id["swamp-creature"], id.a, id.k, id.q, id.j, id["10"]];

const pays = payTable(keys.length, 5, [
  { symbol: id.vampire, pays: { 5: 5, 4: 1.5, 3: 0.5 } },
  { symbol: id.werewolf, pays: { 5: 4, 4: 1.2, 3: 0.4 } },
  { symbol: id.mummy, pays: { 5: 3, 4: 0.8, 3: 0.3 } },
  { symbol: id["swamp-creature"], pays: { 5: 2.5, 4: 0.6, 3: 0.25 } },
  { symbol: id.a, pays: { 5: 1.5, 4: 0.4, 3: 0.15 } },
  { symbol: id.k, pays: { 5: 1.5, 4: 0.4, 3: 0.15 } },
  { symbol: id.q, pays: { 5: 1, 4: 0.3, 3: 0.1 } },
  { symbol: id.j, pays: { 5: 1, 4: 0.3, 3: 0.1 } },
  { symbol: id["10"], pays: { 5: 0.8, 4: 0.2, 3: 0.1 } },
]);

/**
 * Silver coins 1x to 9x, gold coins 10x to 50x, and Frankenstein's 2x to 4x for the coins on the grid.
 * `gold` scales the gold coins' weight: 1 for the bonus a trigger or the 100x buy starts; the 200x buy's
 * fourth respin adds little, so its own, richer table (the `fourRespinGold` knob) carries it to its price.
 */
function bonusSymbols(gold: number) {
  return weightTable<Coin>([
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(
      (value) => [{ symbol: "silver-coin", kind: "cash", value }, 12 / value] as const,
    ),
    ...[10, 15, 20, 25, 50].map(
      (value) => [{ symbol: "gold-coin", kind: "cash", value }, (gold * 12) / value] as const,
    ),
    [{ symbol: "frankenstein", kind: "multiplier", value: 2 }, 0.6],
    [{ symbol: "frankenstein", kind: "multiplier", value: 3 }, 0.25],
    [{ symbol: "frankenstein", kind: "multiplier", value: 4 }, 0.1],
  ]);
}

function reels(wild: number): ReelSet {
  const weights = {
    vampire: 3,
    werewolf: 4,
    mummy: 5,
    "swamp-creature": 6,
    a: 9,
    k: 9,
    q: 11,
    j: 11,
    "10": 12,
  };
  return [0, 1, 2, 3, 4].map((reel) =>
    reelOf(id, { ...weights, ...(reel % 2 === 0 ? { bonus: 2.2 } : {}), ...(reel > 0 ? { wild } : {}) }, 4, [
      "bonus",
    ]),
  );
}

function build(tuning: Tuning): GameMaths {
  return coinWaysGame({
    keys,
    pays,
    paying,
    wild: id.wild,
    bonus: id.bonus,
    reels: reels(knob(tuning, "wild")),
    randomWilds: { chance: 0.04, count: weightsOf({ 2: 60, 3: 30, 4: 10 }) },
    bonusName: "hold-and-win",
    bonusSymbols: bonusSymbols(1),
    landChance: taperedChance(knob(tuning, "landChance"), 20, 2),
    meterName: "booster",
    buys: [
      { id: "bonus", label: "Bonus, 3 respins", respins: 3 },
      {
        id: "bonus-4-respins",
        label: "Bonus, 4 respins",
        respins: 4,
        bonusSymbols: bonusSymbols(knob(tuning, "fourRespinGold")),
      },
    ],
  });
}

export const monsterLoadUpHoldAndWin: GameMathsDefinition = {
  knobs: [
    {
      name: "landChance",
      scales: "chance of a coin or Frankenstein landing on a bonus respin",
      min: 0.01,
      max: 0.9,
      buy: "bonus",
    },
    {
      name: "fourRespinGold",
      scales: "weight of the gold coins in the 200x four-respin buy, relative to the other bonuses",
      min: 0.5,
      max: 60,
      buy: "bonus-4-respins",
    },
    { name: "wild", scales: "weight of the wild on reels 2 to 5", min: 0.05, max: 60 },
  ],
  paytable: pays,
  build,
};
