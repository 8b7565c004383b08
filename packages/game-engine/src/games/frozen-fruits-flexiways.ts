import { countOnBoard, positionsOf } from "../core/board";
import { playFreeSpins } from "../core/free-spins";
import { payTable } from "../core/paytable";
import { drawBoard, type ReelSet } from "../core/reels";
import type { Round } from "../core/round";
import { boardStep, type Step } from "../core/step";
import { substitution } from "../core/substitution";
import { evaluateWays, type WaysRules } from "../core/ways";
import type { Win } from "../core/win";
import { atLeast, freeRoundPay } from "../exact/free-spins";
import { waysHitChance } from "../exact/screen-hits";
import { exactScatterPay, exactWaysPay, screenCountDistribution } from "../exact/screen-pays";
import type { ExactHitFrequency, ExactPart, GameMaths, PlayRequest } from "../model";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { heightsFrom, reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "frozen-watermelon",
  "sugared-grapes",
  "frosted-plum",
  "glass-cherries",
  "iced-lemon",
  "ace",
  "king",
  "queen",
  "jack",
  "ten",
  "nine",
  "wild",
  "scatter",
] as const;
const id = symbolIds(keys);
const scatter = id.scatter;
const paying = [
  id["frozen-watermelon"],
  id["sugared-grapes"],
  id["frosted-plum"],
  id["glass-cherries"],
  id["iced-lemon"],
  id.ace,
  id.king,
  id.queen,
  id.jack,
  id.ten,
  id.nine,
];

/** "A and K", "Q and J" and "10 and 9" are pairs of symbols paying alike. */
const pays = payTable(keys.length, 6, [
  { symbol: id["frozen-watermelon"], pays: { 6: 5, 5: 2.5, 4: 1, 3: 0.5 } },
  { symbol: id["sugared-grapes"], pays: { 6: 4, 5: 2, 4: 0.8, 3: 0.4 } },
  { symbol: id["frosted-plum"], pays: { 6: 3, 5: 1.5, 4: 0.6, 3: 0.3 } },
  { symbol: id["glass-cherries"], pays: { 6: 2.5, 5: 1.2, 4: 0.5, 3: 0.25 } },
  { symbol: id["iced-lemon"], pays: { 6: 2, 5: 1, 4: 0.4, 3: 0.2 } },
  { symbol: id.ace, pays: { 6: 1.5, 5: 0.6, 4: 0.3, 3: 0.15 } },
  { symbol: id.king, pays: { 6: 1.5, 5: 0.6, 4: 0.3, 3: 0.15 } },
  { symbol: id.queen, pays: { 6: 1, 5: 0.5, 4: 0.2, 3: 0.1 } },
  { symbol: id.jack, pays: { 6: 1, 5: 0.5, 4: 0.2, 3: 0.1 } },
  { symbol: id.ten, pays: { 6: 0.8, 5: 0.4, 4: 0.15, 3: 0.05 } },
  { symbol: id.nine, pays: { 6: 0.8, 5: 0.4, 4: 0.15, 3: 0.05 } },
]);
const scatterPays: Readonly<Record<number, number>> = { 4: 3, 5: 10, 6: 50 };
/** Scatters in view that start free spins, or retrigger them. */
const scattersToTrigger = 4;

const waysRules: WaysRules = { ...substitution(keys.length, id.wild, paying), pays, names: keys, paying };

/** The free-spins choice; a retrigger adds the same number of spins at the same multiplier. */
const choices = [
  { label: "20 spins at x3", spins: 20, multiplier: 3 },
  { label: "15 spins at x4", spins: 15, multiplier: 4 },
  { label: "10 spins at x6", spins: 10, multiplier: 6 },
] as const;
const outerHeights = heightsFrom(2, 7, [34, 30, 18, 10, 5, 3]);
const innerHeights = heightsFrom(2, 8, [32, 28, 18, 10, 6, 4, 2]);

function reels(wild: number): ReelSet {
  const weights = {
    "frozen-watermelon": 2,
    "sugared-grapes": 3,
    "frosted-plum": 4,
    "glass-cherries": 5,
    "iced-lemon": 6,
    ace: 8,
    king: 8,
    queen: 9,
    jack: 9,
    ten: 10,
    nine: 10,
    scatter: 2.6,
  };
  // The Ice Crystal Wild lands on reels 2 to 5.
  return [0, 1, 2, 3, 4, 5].map((reel) =>
    reel === 0 || reel === 5
      ? reelOf(id, weights, outerHeights, ["scatter"])
      : reelOf(id, { ...weights, wild }, innerHeights, ["scatter"]),
  );
}

interface Model {
  readonly baseReels: ReelSet;
  readonly freeReels: ReelSet;
}

/** One screen: ways wins and the scatter pay, all at `multiplier`; returns the scatters in view. */
function playScreen(
  round: Round,
  reelSet: ReelSet,
  multiplier: number,
  phase: Step["phase"],
  spin?: number,
): number {
  const board = drawBoard(reelSet, round.rng);
  const found: Win[] = [];
  let pay = evaluateWays(board, waysRules, found);
  const scatters = countOnBoard(board, scatter);
  const scatterPay = scatterPays[Math.min(scatters, 6)] ?? 0;
  if (scatterPay > 0) {
    found.push({
      kind: "scatter",
      symbol: "scatter",
      count: scatters,
      pay: scatterPay,
      multiplier: 1,
      positions: positionsOf(board, scatter),
    });
    pay += scatterPay;
  }
  pay *= multiplier;
  const wins =
    multiplier === 1
      ? found
      : found.map((win) => ({ ...win, pay: win.pay * multiplier, multiplier: win.multiplier * multiplier }));
  // Every screen is independent of the ones before it, so its expected pay is known exactly.
  round.award(pay, phase === "base" ? "base-ways-and-scatters" : "free-spins", true);
  round.record(() =>
    boardStep(phase, board, keys, wins, pay, { multiplier, ...(spin === undefined ? {} : { spin }) }),
  );
  return scatters;
}

function playFreeRound(round: Round, model: Model, choice: number, reason: "trigger" | "buy"): void {
  const chosen = choices[choice] ?? choices[1];
  round.trigger("free-spins");
  round.note({ type: "free-spins-choice", option: chosen.label });
  round.note({ type: "free-spins", reason, spins: chosen.spins, multiplier: chosen.multiplier });
  playFreeSpins(round, chosen.spins, ({ spin }) => {
    if (playScreen(round, model.freeReels, chosen.multiplier, "free-spin", spin) < scattersToTrigger)
      return 0;
    round.note({
      type: "free-spins",
      reason: "retrigger",
      spins: chosen.spins,
      multiplier: chosen.multiplier,
    });
    return chosen.spins;
  });
}

/** A screen's expected ways and scatter pay, before any multiplier. */
function screenPay(reelSet: ReelSet): number {
  return exactWaysPay(reelSet, waysRules) + exactScatterPay(reelSet, scatter, scatterPays);
}

/**
 * A round's expected pay, exactly: screens are independent, and each free spin retriggers the chosen
 * spins with 4 or more scatters, a geometric series. The max win cap is left to the simulated part.
 */
function exactRound(model: Model, request: PlayRequest): ExactPart {
  const chosen = choices[request.choice] ?? choices[1];
  const added = atLeast(screenCountDistribution(model.freeReels, scatter), scattersToTrigger) * chosen.spins;
  const freeRound = freeRoundPay(chosen.spins, added, chosen.multiplier * screenPay(model.freeReels));
  if (request.buy === "free-spins") return { "free-spins": freeRound };
  return {
    "base-ways-and-scatters": screenPay(model.baseReels),
    "free-spins": atLeast(screenCountDistribution(model.baseReels, scatter), scattersToTrigger) * freeRound,
  };
}

function build(tuning: Tuning): GameMaths {
  const model: Model = { baseReels: reels(knob(tuning, "wild")), freeReels: reels(knob(tuning, "freeWild")) };
  let baseHits: number | undefined;
  return {
    exactPart: (request) => exactRound(model, request),
    exactHitFrequency: (request): ExactHitFrequency => {
      if (request.buy !== null) return {};
      // Seconds of work over every FlexiWays view, so worked out once per model.
      baseHits ??= waysHitChance(model.baseReels, waysRules, { symbol: scatter, pays: scatterPays });
      return { "base-ways-and-scatters": baseHits };
    },
    symbols: keys,
    buyOptions: [{ id: "free-spins", label: "Free Spins" }],
    freeSpinChoices: { options: choices.map((choice) => choice.label), default: 1 },
    features: ["free-spins"],
    triggers: [
      {
        feature: "free-spins",
        symbols: ["scatter"],
        counts: { base: scattersToTrigger, "free-spin": scattersToTrigger },
      },
    ],
    initialState: () => ({}),
    play(round, request, state) {
      if (request.buy === "free-spins") {
        playFreeRound(round, model, request.choice, "buy");
        return state;
      }
      if (playScreen(round, model.baseReels, 1, "base") >= scattersToTrigger && !round.capped) {
        playFreeRound(round, model, request.choice, "trigger");
      }
      return state;
    },
  };
}

export const frozenFruitsFlexiways: GameMathsDefinition = {
  knobs: [
    {
      name: "freeWild",
      scales: "weight of the Ice Crystal Wild on the free-spins reels",
      min: 0.01,
      max: 40,
      buy: "free-spins",
    },
    { name: "wild", scales: "weight of the Ice Crystal Wild on the base reels", min: 0.01, max: 40 },
  ],
  paytable: pays,
  build,
};
