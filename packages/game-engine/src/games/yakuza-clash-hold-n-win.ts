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
  "oyabun",
  "katana",
  "oni-mask",
  "koi-tattoo",
  "ace",
  "king",
  "queen",
  "jack",
  "ten",
  "sakura-scatter",
  "gold-coin",
  "gold-coin-mini",
  "gold-coin-major",
] as const;
const id = symbolIds(keys);

const pays = payTable(keys.length, 5, [
  { symbol: id["dragon-wild"], pays: { 5: 25, 4: 5, 3: 1.5 } },
  { symbol: id.oyabun, pays: { 5: 20, 4: 4, 3: 1 } },
  { symbol: id.katana, pays: { 5: 10, 4: 2.5, 3: 0.6 } },
  { symbol: id["oni-mask"], pays: { 5: 7.5, 4: 2, 3: 0.5 } },
  { symbol: id["koi-tattoo"], pays: { 5: 5, 4: 1.5, 3: 0.4 } },
  { symbol: id.ace, pays: { 5: 2, 4: 0.5, 3: 0.2 } },
  { symbol: id.king, pays: { 5: 2, 4: 0.5, 3: 0.2 } },
  { symbol: id.queen, pays: { 5: 1.5, 4: 0.4, 3: 0.1 } },
  { symbol: id.jack, pays: { 5: 1.5, 4: 0.4, 3: 0.1 } },
  { symbol: id.ten, pays: { 5: 1.5, 4: 0.4, 3: 0.1 } },
]);

const scatterReels = [1, 2, 3];

/** Cash values up to 1,000x the bet, and the Mini (25x) and Major (100x) jackpot labels. */
const coinValues = coinPrizes(
  [
    [1, 30],
    [2, 25],
    [3, 18],
    [5, 12],
    [10, 6],
    [20, 2.5],
    [50, 0.6],
    [100, 0.15],
    [1000, 0.004],
  ],
  [
    ["mini", 25, 1],
    ["major", 100, 0.12],
  ],
);

function reels(wild: number): ReelSet {
  const weights = {
    "dragon-wild": wild,
    oyabun: 2,
    katana: 3,
    "oni-mask": 4,
    "koi-tattoo": 5,
    ace: 10,
    king: 10,
    queen: 20,
    jack: 20,
    ten: 20,
    "gold-coin": 10,
  };
  return [0, 1, 2, 3, 4].map((reel) =>
    reelOf(id, scatterReels.includes(reel) ? { ...weights, "sakura-scatter": 5 } : weights, 3, [
      "sakura-scatter",
    ]),
  );
}

function build(tuning: Tuning): GameMaths {
  return coinLinesGame({
    keys,
    pays,
    lines: paylines5x3,
    wild: id["dragon-wild"],
    paying: [
      id.oyabun,
      id.katana,
      id["oni-mask"],
      id["koi-tattoo"],
      id.ace,
      id.king,
      id.queen,
      id.jack,
      id.ten,
    ],
    scatter: id["sakura-scatter"],
    scatterReels,
    freeSpins: 8,
    retriggerSpins: 0,
    coin: id["gold-coin"],
    tierSymbols: { mini: id["gold-coin-mini"], major: id["gold-coin-major"] },
    coinPrizes: coinValues,
    coinsToTrigger: 6,
    coinRound: {
      name: "hold-and-win",
      positions: 15,
      respins: 3,
      resetTo: 3,
      landChance: taperedChance(knob(tuning, "coinChance"), 15, 2),
      grand: { tier: "grand", pay: 1000 },
    },
    baseReels: reels(knob(tuning, "wild")),
    // Richer in wilds, so the 8 spins are worth their buy price; the paytable and lines are the same.
    freeReels: reels(knob(tuning, "freeWild")),
    buys: [
      { id: "free-spins", label: "Free Spins", starts: "free-spins" },
      { id: "coin-respin", label: "Coin Respin", starts: "hold-and-win" },
    ],
  });
}

export const yakuzaClashHoldNWin: GameMathsDefinition = {
  knobs: [
    {
      name: "coinChance",
      scales: "chance of a coin landing on a Hold & Win respin",
      min: 0.01,
      max: 0.9,
      buy: "coin-respin",
    },
    {
      name: "freeWild",
      scales: "weight of the Dragon Wild on the free-spins reels",
      min: 0.1,
      max: 300,
      buy: "free-spins",
    },
    { name: "wild", scales: "weight of the Dragon Wild on the base reels", min: 0.05, max: 80 },
  ],
  paytable: pays,
  build,
};
