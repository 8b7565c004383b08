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

/**
 * Bronze coins 1x to 9x and gold coins 10x to 50x. With no multiplier symbol to load them, the gold coins
 * carry the bonus: their weight is the knob that makes a bought Lotus Bonus worth its price.
 */
function bonusSymbols(gold: number) {
  return weightTable<Coin>([
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(
      (value) => [{ symbol: "bronze-coin", kind: "cash", value }, 12 / value] as const,
    ),
    ...[10, 15, 20, 25, 50].map(
      (value) => [{ symbol: "gold-coin", kind: "cash", value }, (gold * 12) / value] as const,
    ),
  ]);
}

/** Chance of a coin landing on an empty position of a Lotus Bonus re-spin, tapering as the grid fills. */
const landChance = 0.6;
/**
 * A Lotus Bonus that fills all 20 positions pays 8,000x, the stated max win, on top of its coins: the
 * route to it the catalogue names ("the Lotus Bonus, with gold coins filling the grid"), since 20 coins
 * of at most 50x add up to no more than 1,000x and the best base screen pays 4,096x (1,024 ways of
 * Cobras). The land chance tapers as the grid fills, so a full grid is rare. Decision 0033.
 */
export const fullGrid = { tier: "full-grid", pay: 8000 } as const;
/** Weight of the wild on reels 2 to 5. */
const wildWeight = 1.5;

/**
 * With eight paying symbols on four rows, reels that all looked alike would line up far too often for
 * the paytable. Reels 1, 3 and 5 lean to the animals and reels 2 and 4 to the stones; `blend` (0 to 1)
 * is how much of the other group each reel keeps, and the knob the base game is calibrated with. The
 * paying symbols always weigh 57 in all, so the bonus symbol and the wild keep their share of each reel.
 */
function reels(blend: number): ReelSet {
  const animals = { cobra: 3, tiger: 4, monkey: 4, elephant: 6 };
  const stones = { "jade-stone": 10, "ruby-stone": 10, "sapphire-stone": 10, "amber-stone": 10 };
  const payingWeight = 57;
  const scaled = (weights: Readonly<Record<string, number>>, factor: number) =>
    Object.fromEntries(Object.entries(weights).map(([key, weight]) => [key, weight * factor]));
  return [0, 1, 2, 3, 4].map((reel) => {
    const odd = reel % 2 === 0;
    const leaning = odd ? 17 + 40 * blend : 40 + 17 * blend;
    const norm = payingWeight / leaning;
    return reelOf(
      id,
      {
        ...scaled(animals, (odd ? 1 : blend) * norm),
        ...scaled(stones, (odd ? blend : 1) * norm),
        ...(odd ? { "lotus-bonus": 2.2 } : {}),
        ...(reel > 0 ? { wild: wildWeight } : {}),
      },
      4,
      ["lotus-bonus"],
    );
  });
}

function build(tuning: Tuning): GameMaths {
  return coinWaysGame({
    keys,
    pays,
    paying,
    wild: id.wild,
    bonus: id["lotus-bonus"],
    reels: reels(knob(tuning, "blend")),
    randomWilds: { chance: 0.04, count: weightsOf({ 2: 60, 3: 30, 4: 10 }) },
    bonusName: "lotus-bonus",
    bonusSymbols: bonusSymbols(knob(tuning, "gold")),
    landChance: taperedChance(landChance, 20, 2),
    meterName: "lotus-energy",
    fullGrid,
    buys: [
      { id: "super-lotus-bonus", label: "Super Lotus Bonus, 3 re-spins", respins: 3 },
      {
        id: "super-lotus-bonus-4-respins",
        label: "Super Lotus Bonus, 4 re-spins",
        respins: 4,
        // The fourth re-spin adds little, so the 200x buy draws from its own, richer coin table.
        bonusSymbols: bonusSymbols(knob(tuning, "gold") * knob(tuning, "fourRespinGold")),
      },
    ],
  });
}

export const wildYogaCollector: GameMathsDefinition = {
  knobs: [
    {
      name: "gold",
      scales: "weight of the gold coins against the bronze ones in the Lotus Bonus",
      min: 0.05,
      max: 40,
      buy: "super-lotus-bonus",
    },
    {
      name: "fourRespinGold",
      scales: "weight of the gold coins in the 200x four-re-spin buy, relative to the other Lotus Bonuses",
      min: 0.5,
      max: 60,
      buy: "super-lotus-bonus-4-respins",
    },
    {
      name: "blend",
      scales: "share of the other symbol group on each reel (animals on 1, 3, 5; stones on 2, 4)",
      min: 0.01,
      max: 1,
    },
  ],
  paytable: pays,
  build,
};
