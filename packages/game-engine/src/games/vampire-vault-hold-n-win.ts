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
  "full-moon-wild",
  "the-count",
  "the-countess",
  "silver-chalice",
  "bat",
  "ace",
  "king",
  "queen",
  "jack",
  "ten",
  "coffin-scatter",
  "blood-ruby",
  "blood-ruby-mini",
  "blood-ruby-minor",
  "blood-ruby-major",
] as const;
const id = symbolIds(keys);

const pays = payTable(keys.length, 5, [
  { symbol: id["full-moon-wild"], pays: { 5: 25, 4: 5, 3: 1.5 } },
  { symbol: id["the-count"], pays: { 5: 20, 4: 5, 3: 1 } },
  { symbol: id["the-countess"], pays: { 5: 12.5, 4: 3, 3: 0.75 } },
  { symbol: id["silver-chalice"], pays: { 5: 7.5, 4: 2, 3: 0.5 } },
  { symbol: id.bat, pays: { 5: 5, 4: 1.5, 3: 0.4 } },
  { symbol: id.ace, pays: { 5: 2.5, 4: 0.75, 3: 0.25 } },
  { symbol: id.king, pays: { 5: 2.5, 4: 0.75, 3: 0.25 } },
  { symbol: id.queen, pays: { 5: 2, 4: 0.5, 3: 0.15 } },
  { symbol: id.jack, pays: { 5: 2, 4: 0.5, 3: 0.15 } },
  { symbol: id.ten, pays: { 5: 2, 4: 0.5, 3: 0.15 } },
]);

const scatterReels = [1, 2, 3];

/** Cash values from 1x to 15x the bet, and the Mini 20x, Minor 40x and Major 100x jackpot labels. */
const rubyValues = coinPrizes(
  [
    [1, 30],
    [2, 26],
    [3, 18],
    [5, 12],
    [8, 6],
    [10, 4],
    [15, 2],
  ],
  [
    ["mini", 20, 1.2],
    ["minor", 40, 0.4],
    ["major", 100, 0.08],
  ],
);

function reels(wild: number): ReelSet {
  const weights = {
    "full-moon-wild": wild,
    "the-count": 2,
    "the-countess": 3,
    "silver-chalice": 4,
    bat: 5,
    ace: 10,
    king: 10,
    queen: 20,
    jack: 20,
    ten: 20,
    "blood-ruby": 10,
  };
  return [0, 1, 2, 3, 4].map((reel) =>
    reelOf(id, scatterReels.includes(reel) ? { ...weights, "coffin-scatter": 5 } : weights, 3, [
      "coffin-scatter",
    ]),
  );
}

function build(tuning: Tuning): GameMaths {
  const reelSet = reels(knob(tuning, "wild"));
  return coinLinesGame({
    keys,
    pays,
    lines: paylines5x3.slice(0, 20),
    wild: id["full-moon-wild"],
    paying: [
      id["the-count"],
      id["the-countess"],
      id["silver-chalice"],
      id.bat,
      id.ace,
      id.king,
      id.queen,
      id.jack,
      id.ten,
    ],
    scatter: id["coffin-scatter"],
    scatterReels,
    freeSpins: 8,
    retriggerSpins: 5,
    coin: id["blood-ruby"],
    tierSymbols: {
      mini: id["blood-ruby-mini"],
      minor: id["blood-ruby-minor"],
      major: id["blood-ruby-major"],
    },
    coinPrizes: rubyValues,
    coinsToTrigger: 6,
    coinRound: {
      name: "hold-and-win",
      positions: 15,
      respins: 3,
      resetTo: 3,
      landChance: taperedChance(knob(tuning, "coinChance"), 15, 2),
      grand: { tier: "grand", pay: 2000 },
    },
    baseReels: reelSet,
    freeReels: reelSet,
    buys: [{ id: "hold-and-win", label: "Hold & Win", starts: "hold-and-win" }],
  });
}

export const vampireVaultHoldNWin: GameMathsDefinition = {
  knobs: [
    {
      name: "coinChance",
      scales: "chance of a Blood Ruby landing on a Hold & Win respin",
      min: 0.01,
      max: 0.9,
      buy: "hold-and-win",
    },
    { name: "wild", scales: "weight of the Full Moon Wild on every reel", min: 0.05, max: 80 },
  ],
  paytable: pays,
  build,
};
