import type { Coin } from "../core/hold-and-win";
import { taperedChance } from "../core/hold-and-win";
import { payTable } from "../core/paytable";
import type { ReelSet } from "../core/reels";
import { weightsOf, weightTable } from "../core/weights";
import { standardWinTiers } from "../core/win-tiers";
import type { GameModel } from "../model";
import { coinWaysGame } from "./shared/coin-ways-game";
import { type GameDefinition, knob, type Tuning } from "./shared/definition";
import { reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "cobra",
  "tiger",
  "monkey",
  "elephant",
  "jade-stone",
  "ruby-stone",
  "sapphire-stone",
  "amber-stone",
  "wild",
  "lotus-bonus",
] as const;
const id = symbolIds(keys);
const paying = [
  id.cobra,
  id.tiger,
  id.monkey,
  id.elephant,
  id["jade-stone"],
  id["ruby-stone"],
  id["sapphire-stone"],
  id["amber-stone"],
];

const pays = payTable(keys.length, 5, [
  { symbol: id.cobra, pays: { 5: 4, 4: 1, 3: 0.4 } },
  { symbol: id.tiger, pays: { 5: 3, 4: 0.8, 3: 0.3 } },
  { symbol: id.monkey, pays: { 5: 3, 4: 0.8, 3: 0.3 } },
  { symbol: id.elephant, pays: { 5: 2, 4: 0.5, 3: 0.2 } },
  { symbol: id["jade-stone"], pays: { 5: 1, 4: 0.25, 3: 0.1 } },
  { symbol: id["ruby-stone"], pays: { 5: 1, 4: 0.25, 3: 0.1 } },
  { symbol: id["sapphire-stone"], pays: { 5: 1, 4: 0.25, 3: 0.1 } },
  { symbol: id["amber-stone"], pays: { 5: 1, 4: 0.25, 3: 0.1 } },
]);

/** Bronze coins 1x to 9x and gold coins 10x to 50x. */
const bonusSymbols = weightTable<Coin>([
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(
    (value) => [{ symbol: "bronze-coin", kind: "cash", value }, 12 / value] as const,
  ),
  ...[10, 15, 20, 25, 50].map((value) => [{ symbol: "gold-coin", kind: "cash", value }, 12 / value] as const),
]);

function reels(wild: number): ReelSet {
  const weights = {
    cobra: 3,
    tiger: 4,
    monkey: 4,
    elephant: 6,
    "jade-stone": 10,
    "ruby-stone": 10,
    "sapphire-stone": 10,
    "amber-stone": 10,
  };
  return [0, 1, 2, 3, 4].map((reel) =>
    reelOf(
      id,
      { ...weights, ...(reel % 2 === 0 ? { "lotus-bonus": 2.2 } : {}), ...(reel > 0 ? { wild } : {}) },
      4,
      ["lotus-bonus"],
    ),
  );
}

function build(tuning: Tuning): GameModel {
  return coinWaysGame({
    slug: "wild-yoga-collector",
    name: "Wild Yoga Collector",
    rtp: 95.97,
    maxWin: 8000,
    winTiers: standardWinTiers,
    keys,
    pays,
    paying,
    wild: id.wild,
    bonus: id["lotus-bonus"],
    reels: reels(knob(tuning, "wild")),
    randomWilds: { chance: 0.04, count: weightsOf({ 2: 60, 3: 30, 4: 10 }) },
    bonusName: "lotus-bonus",
    bonusSymbols,
    landChance: taperedChance(knob(tuning, "landChance"), 20, 2),
    meterName: "lotus-energy",
    buys: [
      { id: "super-lotus-bonus", label: "Super Lotus Bonus, 3 re-spins", price: 100, respins: 3 },
      { id: "super-lotus-bonus-4-respins", label: "Super Lotus Bonus, 4 re-spins", price: 200, respins: 4 },
    ],
  });
}

export const wildYogaCollector: GameDefinition = {
  slug: "wild-yoga-collector",
  knobs: [
    {
      name: "landChance",
      scales: "chance of a coin landing on a Lotus Bonus re-spin",
      min: 0.01,
      max: 0.9,
      buy: "super-lotus-bonus",
    },
    { name: "wild", scales: "weight of the wild on reels 2 to 5", min: 0.05, max: 60 },
  ],
  build,
};
