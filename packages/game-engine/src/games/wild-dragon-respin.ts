import { taperedChance } from "../core/hold-and-win";
import { payTable } from "../core/paytable";
import type { ReelSet } from "../core/reels";
import type { GameMaths } from "../model";
import { coinLinesGame } from "./shared/coin-lines-game";
import { coinPrizes } from "./shared/coins";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { paylines5x3 } from "./shared/paylines";
import { reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "dragon-wild",
  "golden-phoenix",
  "white-tiger",
  "koi",
  "red-lantern",
  "ace",
  "king",
  "queen",
  "jack",
  "ten",
  "pearl-scatter",
  "dragon-coin",
] as const;
const id = symbolIds(keys);

/** Pays in multiples of the total bet; "A and K" and "Q, J and 10" are separate symbols paying alike. */
const pays = payTable(keys.length, 5, [
  { symbol: id["dragon-wild"], pays: { 5: 20, 4: 4, 3: 1 } },
  { symbol: id["golden-phoenix"], pays: { 5: 12, 4: 3, 3: 0.8 } },
  { symbol: id["white-tiger"], pays: { 5: 8, 4: 2, 3: 0.6 } },
  { symbol: id.koi, pays: { 5: 6, 4: 1.6, 3: 0.5 } },
  { symbol: id["red-lantern"], pays: { 5: 4, 4: 1, 3: 0.4 } },
  { symbol: id.ace, pays: { 5: 2.4, 4: 0.6, 3: 0.2 } },
  { symbol: id.king, pays: { 5: 2.4, 4: 0.6, 3: 0.2 } },
  { symbol: id.queen, pays: { 5: 1.6, 4: 0.4, 3: 0.1 } },
  { symbol: id.jack, pays: { 5: 1.6, 4: 0.4, 3: 0.1 } },
  { symbol: id.ten, pays: { 5: 1.6, 4: 0.4, 3: 0.1 } },
]);

const scatterReels = [0, 2, 4];
/** Reels 2 to 4 carry the wild only in runs of 3; reels 1 and 5 carry it singly. */
const stackedReels = [1, 2, 3];

/** Coin values from 1x to 100x the bet. */
const coinValues = coinPrizes([
  [1, 30],
  [2, 26],
  [3, 20],
  [5, 14],
  [10, 7],
  [20, 2.5],
  [50, 0.6],
  [100, 0.15],
]);

function reels(wild: number): ReelSet {
  const weights = {
    "golden-phoenix": 2,
    "white-tiger": 3,
    koi: 4,
    "red-lantern": 5,
    ace: 10,
    king: 10,
    queen: 18,
    jack: 18,
    ten: 18,
    "dragon-coin": 10,
  };
  return [0, 1, 2, 3, 4].map((reel) =>
    reelOf(
      id,
      {
        ...weights,
        ...(scatterReels.includes(reel) ? { "pearl-scatter": 3.5 } : {}),
        ...(stackedReels.includes(reel) ? {} : { "dragon-wild": wild }),
      },
      3,
      ["pearl-scatter"],
    ),
  );
}

function build(tuning: Tuning): GameMaths {
  const wild = knob(tuning, "wild");
  const reelSet = reels(wild);
  // The chance of a wild run on reels 2 to 4 follows the same knob as the single wilds on reels 1 and 5.
  const stackChance = Math.min(1, wild / 30);
  return coinLinesGame({
    keys,
    pays,
    lines: paylines5x3,
    wild: id["dragon-wild"],
    paying: [
      id["golden-phoenix"],
      id["white-tiger"],
      id.koi,
      id["red-lantern"],
      id.ace,
      id.king,
      id.queen,
      id.jack,
      id.ten,
    ],
    scatter: id["pearl-scatter"],
    scatterReels,
    freeSpins: 5,
    retriggerSpins: 3,
    coin: id["dragon-coin"],
    tierSymbols: {},
    coinPrizes: coinValues,
    coinsToTrigger: 6,
    coinRound: {
      name: "dragon-coin-respin",
      positions: 15,
      respins: 3,
      resetTo: 3,
      landChance: taperedChance(0.12, 15, 2),
      grand: { tier: "grand", pay: 1000 },
    },
    baseReels: reelSet,
    freeReels: reelSet,
    stacks: { reels: stackedReels, symbol: id["dragon-wild"], length: 3, chance: stackChance },
    buys: [],
  });
}

export const wildDragonRespin: GameMathsDefinition = {
  knobs: [
    {
      name: "wild",
      scales:
        "weight of the single Dragon Wild on reels 1 and 5 and the chance of a wild run on reels 2 to 4",
      min: 0.05,
      max: 30,
    },
  ],
  paytable: pays,
  build,
};
