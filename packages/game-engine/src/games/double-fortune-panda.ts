import { type Board, countOnBoard, positionsOf, reelHas } from "../core/board";
import { playFreeSpins } from "../core/free-spins";
import { evaluateLines, type LineRules } from "../core/lines";
import { payTable } from "../core/paytable";
import { drawBoard, type ReelSet } from "../core/reels";
import type { Round } from "../core/round";
import { boardStep, type Step } from "../core/step";
import { substitution } from "../core/substitution";
import { draw, meanOf, weightsOf } from "../core/weights";
import type { Win } from "../core/win";
import { freeRoundPay } from "../exact/free-spins";
import { lineHitChance } from "../exact/line-hits";
import { noneInView } from "../exact/reel-cells";
import { exactLinePay, screenCountDistribution } from "../exact/screen-pays";
import type { ExactHitFrequency, ExactPart, GameMaths } from "../model";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { paylines343 } from "./shared/paylines";
import { reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "panda-wild",
  "gold-ingot",
  "red-envelope",
  "firecrackers",
  "red-lantern",
  "ace",
  "king",
  "queen",
  "jack",
  "fortune-coin",
  "golden-gong",
] as const;
const id = symbolIds(keys);
const coin = id["fortune-coin"];
const gong = id["golden-gong"];

/** Line pays are multiplied by the line bet: the total bet over the 10 lines played. */
const pays = payTable(
  keys.length,
  3,
  [
    { symbol: id["panda-wild"], pays: { 3: 100 } },
    { symbol: id["gold-ingot"], pays: { 3: 50 } },
    { symbol: id["red-envelope"], pays: { 3: 30 } },
    { symbol: id.firecrackers, pays: { 3: 20 } },
    { symbol: id["red-lantern"], pays: { 3: 15 } },
    { symbol: id.ace, pays: { 3: 8 } },
    { symbol: id.king, pays: { 3: 6 } },
    { symbol: id.queen, pays: { 3: 5 } },
    { symbol: id.jack, pays: { 3: 4 } },
  ],
  1 / 10,
);

const lineRules: LineRules = {
  ...substitution(keys.length, id["panda-wild"], [
    id["gold-ingot"],
    id["red-envelope"],
    id.firecrackers,
    id["red-lantern"],
    id.ace,
    id.king,
    id.queen,
    id.jack,
  ]),
  lines: paylines343,
  pays,
  names: keys,
};

const freeSpins = 8;
const coinsToPay = 5;
/** A Golden Gong on each of these reels (at most one a reel) starts free spins, and adds 8 in them. */
const gongReels = [0, 1, 2];
/** Fortune Coin values, 0.5x to 500x the total bet. */
const coinValues = weightsOf({
  0.5: 30,
  1: 28,
  2: 18,
  3: 10,
  5: 7,
  10: 4,
  25: 1.5,
  50: 0.4,
  100: 0.1,
  500: 0.005,
});

function reels(wildWeight: number, coinWeight: number): ReelSet {
  const weights = {
    "panda-wild": wildWeight,
    "gold-ingot": 1.5,
    "red-envelope": 2,
    firecrackers: 3,
    "red-lantern": 4,
    ace: 7,
    king: 8,
    queen: 9,
    jack: 11,
    "fortune-coin": coinWeight,
    "golden-gong": 2.4,
  };
  return [3, 4, 3].map((height) => reelOf(id, weights, height, ["golden-gong"]));
}

interface Model {
  readonly baseReels: ReelSet;
  readonly freeReels: ReelSet;
}

function drawScreen(reelSet: ReelSet, round: Round): Board {
  const board = drawBoard(reelSet, round.rng);
  for (let index = 0; index < board.symbols.length; index++) {
    if (board.symbols[index] === coin) board.values[index] = draw(coinValues, round.rng);
  }
  return board;
}

/** Line wins plus the Fortune Coin prize with 5 or more coins in view; returns whether the gongs trigger. */
function playScreen(round: Round, reelSet: ReelSet, phase: Step["phase"], spin?: number): boolean {
  const board = drawScreen(reelSet, round);
  const wins: Win[] = [];
  let pay = evaluateLines(board, lineRules, wins);
  const coins = countOnBoard(board, coin);
  let prize = 0;
  if (coins >= coinsToPay) {
    for (let index = 0; index < board.symbols.length; index++)
      if (board.symbols[index] === coin) prize += board.values[index] as number;
    wins.push({
      kind: "coins",
      symbol: "fortune-coin",
      count: coins,
      pay: prize,
      multiplier: 1,
      positions: positionsOf(board, coin),
    });
    pay += prize;
  }
  // Every screen, base or free, is drawn afresh: its expected pay is known exactly (exactRound).
  const base = phase === "base";
  round.award(pay - prize, base ? "base-lines" : "free-spins", true);
  round.award(prize, base ? "base-fortune-coins" : "free-spins", true);
  round.record(() => boardStep(phase, board, keys, wins, pay, spin === undefined ? {} : { spin }));
  return gongReels.every((reel) => reelHas(board, reel, gong));
}

function playFreeRound(round: Round, model: Model, reason: "trigger" | "buy"): void {
  round.trigger("free-spins");
  round.note({ type: "free-spins", reason, spins: freeSpins });
  playFreeSpins(round, freeSpins, ({ spin }) => {
    if (!playScreen(round, model.freeReels, "free-spin", spin)) return 0;
    round.note({ type: "free-spins", reason: "retrigger", spins: freeSpins });
    return freeSpins;
  });
}

/**
 * The Panda Wild's weight on the free-spin reels: 1.5 times the base game's calibrated weight of the day
 * the buy was calibrated, fixed so that settling the base game's wild does not move the bought round.
 */
const freeWild = 10.64967;

/** The Fortune Coin prize: with c >= 5 coins in view, c coin values, each drawn independently. */
function exactCoinPrize(reelSet: ReelSet): number {
  const meanValue = meanOf(coinValues);
  return screenCountDistribution(reelSet, coin).reduce(
    (sum, chance, count) => sum + (count >= coinsToPay ? chance * count * meanValue : 0),
    0,
  );
}

/** P(a screen shows the Golden Gong on all three reels); a reel shows it at most once. */
function allGongs(reelSet: ReelSet): number {
  return reelSet.reduce((product, reel) => product * (1 - noneInView(reel, [gong])), 1);
}

interface ExactRound {
  readonly baseLines: number;
  readonly baseCoins: number;
  /** P(a base screen starts free spins). */
  readonly triggered: number;
  /** The expected pay of a whole free-spins round, retriggers included. */
  readonly freeRound: number;
}

/**
 * Free spins are screens drawn afresh from the free reels, each adding 8 spins when it shows the gongs,
 * so the round is a geometric series (`freeRoundPay`) of one free screen's lines and coin prize.
 */
function exactRound(model: Model): ExactRound {
  return {
    baseLines: exactLinePay(model.baseReels, lineRules),
    baseCoins: exactCoinPrize(model.baseReels),
    triggered: allGongs(model.baseReels),
    freeRound: freeRoundPay(
      freeSpins,
      freeSpins * allGongs(model.freeReels),
      exactLinePay(model.freeReels, lineRules) + exactCoinPrize(model.freeReels),
    ),
  };
}

function build(tuning: Tuning): GameMaths {
  const model: Model = {
    baseReels: reels(knob(tuning, "wild"), 3),
    // The free-spin reels carry more Fortune Coins and Panda wilds than the base reels.
    freeReels: reels(freeWild, knob(tuning, "freeCoin")),
  };
  let exact: ExactRound | undefined;
  let baseLineHits: number | undefined;
  return {
    symbols: keys,
    buyOptions: [{ id: "free-spins", label: "Free Spins" }],
    features: ["free-spins"],
    triggers: [
      {
        feature: "free-spins",
        symbols: ["golden-gong"],
        counts: { base: gongReels.length, "free-spin": gongReels.length },
      },
      {
        feature: "fortune-coin-prize",
        symbols: ["fortune-coin"],
        counts: { base: coinsToPay, "free-spin": coinsToPay },
      },
    ],
    exactPart: (request): ExactPart => {
      exact ??= exactRound(model);
      if (request.buy === "free-spins") return { "free-spins": exact.freeRound };
      return {
        "base-lines": exact.baseLines,
        "base-fortune-coins": exact.baseCoins,
        "free-spins": exact.triggered * exact.freeRound,
      };
    },
    exactHitFrequency: (request): ExactHitFrequency => {
      if (request.buy !== null) return {};
      baseLineHits ??= lineHitChance(model.baseReels, lineRules);
      return { "base-lines": baseLineHits };
    },
    initialState: () => ({}),
    play(round, request, state) {
      if (request.buy === "free-spins") playFreeRound(round, model, "buy");
      else if (playScreen(round, model.baseReels, "base") && !round.capped)
        playFreeRound(round, model, "trigger");
      return state;
    },
  };
}

export const doubleFortunePanda: GameMathsDefinition = {
  knobs: [
    {
      name: "freeCoin",
      scales: "weight of the Fortune Coin on the free-spin reels",
      min: 3,
      max: 200,
      buy: "free-spins",
    },
    {
      name: "wild",
      scales: "weight of the Panda Wild on the base reels",
      min: 0.05,
      max: 40,
    },
  ],
  paytable: pays,
  build,
};
