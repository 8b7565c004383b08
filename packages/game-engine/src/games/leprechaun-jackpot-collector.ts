import { type Board, countOnBoard, positionsOf } from "../core/board";
import { fewestCounted, playFreeSpins, spinsForCount } from "../core/free-spins";
import { evaluateLines, type LineRules } from "../core/lines";
import { payTable } from "../core/paytable";
import { barMultiplier, fillBar, type ProgressBar } from "../core/progress-bar";
import { drawBoard, type ReelSet } from "../core/reels";
import type { Round } from "../core/round";
import { boardStep, type Step } from "../core/step";
import { substitution } from "../core/substitution";
import type { Win } from "../core/win";
import type { GameMaths } from "../model";
import { coinPrizes, labelCoins } from "./shared/coins";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { exactBaseLines } from "./shared/exact-base-lines";
import { paylines5x4 } from "./shared/paylines";
import { reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "golden-harp",
  "clay-pipe",
  "lucky-horseshoe",
  "ale-tankard",
  "top-hat",
  "ace",
  "king",
  "queen",
  "jack",
  "ten",
  "shamrock-wild",
  "rainbow-scatter",
  "gold-coin",
  "gold-coin-mini",
  "gold-coin-minor",
  "gold-coin-major",
  "gold-coin-grand",
  "leprechaun-collector",
] as const;
const id = symbolIds(keys);
const paying = [
  id["golden-harp"],
  id["clay-pipe"],
  id["lucky-horseshoe"],
  id["ale-tankard"],
  id["top-hat"],
  id.ace,
  id.king,
  id.queen,
  id.jack,
  id.ten,
];
const coinSymbols = [
  id["gold-coin"],
  id["gold-coin-mini"],
  id["gold-coin-minor"],
  id["gold-coin-major"],
  id["gold-coin-grand"],
];
const collector = id["leprechaun-collector"];

const pays = payTable(keys.length, 5, [
  { symbol: id["golden-harp"], pays: { 5: 25, 4: 5, 3: 1.5 } },
  { symbol: id["clay-pipe"], pays: { 5: 12.5, 4: 3, 3: 1 } },
  { symbol: id["lucky-horseshoe"], pays: { 5: 10, 4: 2.5, 3: 0.75 } },
  { symbol: id["ale-tankard"], pays: { 5: 7.5, 4: 2, 3: 0.5 } },
  { symbol: id["top-hat"], pays: { 5: 5, 4: 1.5, 3: 0.5 } },
  { symbol: id.ace, pays: { 5: 2.5, 4: 0.75, 3: 0.25 } },
  { symbol: id.king, pays: { 5: 2.5, 4: 0.75, 3: 0.25 } },
  { symbol: id.queen, pays: { 5: 2, 4: 0.5, 3: 0.2 } },
  { symbol: id.jack, pays: { 5: 2, 4: 0.5, 3: 0.2 } },
  { symbol: id.ten, pays: { 5: 1.5, 4: 0.5, 3: 0.2 } },
]);

const lineRules: LineRules = {
  ...substitution(keys.length, id["shamrock-wild"], paying),
  lines: paylines5x4,
  pays,
  names: keys,
};

const freeSpinsFor = { 3: 10, 4: 12, 5: 15 };
/** Rainbows in view that start free spins on a paid spin; in them, the leprechauns' bar adds spins. */
const scattersToTrigger = fewestCounted(freeSpinsFor);

/** The 12-cell progress bar: +10 spins and a bigger collector multiplier at 4, 8 and 12 cells. */
const progressBar: ProgressBar = {
  cells: 12,
  milestones: [
    { at: 4, spins: 10, multiplier: 2 },
    { at: 8, spins: 10, multiplier: 3 },
    { at: 12, spins: 10, multiplier: 10 },
  ],
};

/**
 * Gold coin cash values, and the four jackpots. The catalogue names the tiers without amounts; these are
 * the model's: Mini 10x, Minor 25x, Major 100x and Grand 1,000x the bet.
 */
const coinValues = coinPrizes(
  [
    [0.2, 30],
    [0.5, 30],
    [1, 22],
    [2, 12],
    [5, 5],
    [10, 1.5],
    [25, 0.3],
  ],
  [
    ["mini", 10, 0.8],
    ["minor", 25, 0.25],
    ["major", 100, 0.04],
    ["grand", 1000, 0.002],
  ],
);
const tierSymbols = {
  mini: id["gold-coin-mini"],
  minor: id["gold-coin-minor"],
  major: id["gold-coin-major"],
  grand: id["gold-coin-grand"],
};

function reels(wild: number, coin: number, collectorWeight: number): ReelSet {
  const weights = {
    "golden-harp": 2,
    "clay-pipe": 3,
    "lucky-horseshoe": 4,
    "ale-tankard": 5,
    "top-hat": 6,
    ace: 10,
    king: 10,
    queen: 14,
    jack: 14,
    ten: 16,
    "shamrock-wild": wild,
    "rainbow-scatter": 2.2,
    "gold-coin": coin,
    "leprechaun-collector": collectorWeight,
  };
  return Array.from({ length: 5 }, () => reelOf(id, weights, 4, ["rainbow-scatter"]));
}

interface Model {
  readonly baseReels: ReelSet;
  readonly freeReels: ReelSet;
}

function playLines(
  round: Round,
  board: Board,
  phase: Step["phase"],
  spin: number | undefined,
  extra: Win[],
  collected: { readonly cash: number; readonly jackpots: number },
): void {
  const wins: Win[] = [];
  const linePay = evaluateLines(board, lineRules, wins);
  const pay = linePay + collected.cash + collected.jackpots;
  wins.push(...extra);
  // The base screen pays lines alone, each screen drawn afresh: its expected pay is known exactly.
  const base = phase === "base";
  round.award(linePay + collected.cash, base ? "base-lines" : "free-spins", base);
  round.award(collected.jackpots, "jackpots");
  round.record(() => boardStep(phase, board, keys, wins, pay, spin === undefined ? {} : { spin }));
}

function playFreeRound(round: Round, model: Model, spins: number, reason: "trigger" | "buy"): void {
  round.trigger("free-spins");
  round.note({ type: "free-spins", reason, spins });
  let filled = 0;
  playFreeSpins(round, spins, ({ spin }) => {
    const board = drawBoard(model.freeReels, round.rng);
    labelCoins(board, id["gold-coin"], coinValues, tierSymbols, round.rng);
    const coins = coinSymbols.flatMap((symbol) => positionsOf(board, symbol));
    const collectors = countOnBoard(board, collector);
    const collected: Win[] = [];
    let collectedPay = 0;
    let jackpotPay = 0;
    let added = 0;
    // Each leprechaun collects every coin in view at the multiplier in force, then fills a cell.
    for (let index = 0; index < collectors; index++) {
      const multiplier = barMultiplier(progressBar, filled);
      let pay = 0;
      for (const [reel, row] of coins) {
        const cell = reel * board.stride + row;
        const value = board.values[cell] as number;
        const jackpot = board.symbols[cell] !== id["gold-coin"];
        pay += jackpot ? value : value * multiplier;
        if (jackpot) jackpotPay += value;
        if (jackpot)
          round.note({
            type: "jackpot",
            tier: keys[board.symbols[cell] as number]?.replace("gold-coin-", "") ?? "",
            pay: value,
          });
      }
      if (pay > 0) {
        collected.push({
          kind: "collect",
          symbol: "leprechaun-collector",
          count: coins.length,
          pay,
          multiplier,
          positions: coins,
        });
        collectedPay += pay;
      }
      const progress = fillBar(progressBar, filled, 1);
      filled = progress.filled;
      for (const milestone of progress.reached) added += milestone.spins;
      round.note({
        type: "collector",
        filled,
        cells: progressBar.cells,
        multiplier: barMultiplier(progressBar, filled),
        spinsAdded: progress.reached.reduce((sum, milestone) => sum + milestone.spins, 0),
      });
    }
    playLines(round, board, "free-spin", spin, collected, {
      cash: collectedPay - jackpotPay,
      jackpots: jackpotPay,
    });
    if (added > 0) round.note({ type: "free-spins", reason: "progress-bar", spins: added });
    return added;
  });
}

/**
 * The Shamrock Wild's weight on the free-spin reels, fixed at the base game's calibrated value of the day
 * the buy was calibrated, so that settling the base game's wild does not move the bought round's value.
 */
const freeWild = 10.1333;

function build(tuning: Tuning): GameMaths {
  const model: Model = {
    baseReels: reels(knob(tuning, "wild"), 0, 0),
    // Coins and the leprechaun land only in free spins.
    freeReels: reels(freeWild, 12, knob(tuning, "freeCollector")),
  };
  return {
    symbols: keys,
    buyOptions: [{ id: "free-spins", label: "Free Spins" }],
    features: ["free-spins"],
    triggers: [{ feature: "free-spins", symbols: ["rainbow-scatter"], counts: { base: scattersToTrigger } }],
    ...exactBaseLines(model.baseReels, lineRules),
    initialState: () => ({}),
    play(round, request, state) {
      if (request.buy === "free-spins") {
        playFreeRound(round, model, freeSpinsFor[3], "buy");
        return state;
      }
      const board = drawBoard(model.baseReels, round.rng);
      playLines(round, board, "base", undefined, [], { cash: 0, jackpots: 0 });
      const scatters = countOnBoard(board, id["rainbow-scatter"]);
      if (scatters >= scattersToTrigger && !round.capped)
        playFreeRound(round, model, spinsForCount(freeSpinsFor, scatters), "trigger");
      return state;
    },
  };
}

export const leprechaunJackpotCollector: GameMathsDefinition = {
  knobs: [
    {
      name: "freeCollector",
      scales: "weight of the Leprechaun Collector on the free-spins reels",
      min: 0.1,
      max: 60,
      buy: "free-spins",
    },
    { name: "wild", scales: "weight of the Shamrock Wild on every reel", min: 0.05, max: 60 },
  ],
  paytable: pays,
  build,
};
