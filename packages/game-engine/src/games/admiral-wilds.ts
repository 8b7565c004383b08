import { type Board, countOnBoard } from "../core/board";
import { playFreeSpins } from "../core/free-spins";
import { evaluateLines, type LineRules } from "../core/lines";
import { payTable } from "../core/paytable";
import { drawBoard, type ReelSet } from "../core/reels";
import type { Round } from "../core/round";
import { boardStep, type Step } from "../core/step";
import { substitution } from "../core/substitution";
import { draw, weightsOf } from "../core/weights";
import type { Win } from "../core/win";
import type { GameMaths } from "../model";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { exactBaseLines } from "./shared/exact-base-lines";
import { paylines5x3 } from "./shared/paylines";
import { reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "admiral-wild",
  "flagship",
  "compass",
  "spyglass",
  "anchor",
  "ace",
  "king",
  "queen",
  "jack",
  "ten",
] as const;
const id = symbolIds(keys);
const wild = id["admiral-wild"];

const pays = payTable(keys.length, 5, [
  { symbol: wild, pays: { 5: 100, 4: 20, 3: 5 } },
  { symbol: id.flagship, pays: { 5: 50, 4: 10, 3: 2.5 } },
  { symbol: id.compass, pays: { 5: 25, 4: 5, 3: 1.5 } },
  { symbol: id.spyglass, pays: { 5: 15, 4: 4, 3: 1 } },
  { symbol: id.anchor, pays: { 5: 10, 4: 3, 3: 0.8 } },
  { symbol: id.ace, pays: { 5: 5, 4: 1.5, 3: 0.5 } },
  { symbol: id.king, pays: { 5: 5, 4: 1.5, 3: 0.5 } },
  { symbol: id.queen, pays: { 5: 4, 4: 1, 3: 0.3 } },
  { symbol: id.jack, pays: { 5: 4, 4: 1, 3: 0.3 } },
  { symbol: id.ten, pays: { 5: 3, 4: 0.8, 3: 0.2 } },
]);

const lineRules: LineRules = {
  ...substitution(keys.length, wild, [
    id.flagship,
    id.compass,
    id.spyglass,
    id.anchor,
    id.ace,
    id.king,
    id.queen,
    id.jack,
    id.ten,
  ]),
  lines: paylines5x3.slice(0, 9),
  pays,
  names: keys,
  // Two or more multiplier wilds on one winning line add their values.
  wildMultipliers: "add",
};

/** Free spins for 3, 4 and 5 or more wilds: a range, the exact number drawn at random. */
const spinRanges: Readonly<Record<number, readonly [number, number]>> = {
  3: [5, 8],
  4: [8, 11],
  5: [11, 15],
};
const stageOneMultipliers = weightsOf({ 2: 40, 3: 30, 4: 20, 5: 10 });

function reels(wildWeight: number): ReelSet {
  const weights = {
    "admiral-wild": wildWeight,
    flagship: 1.5,
    compass: 2.5,
    spyglass: 3.5,
    anchor: 4.5,
    ace: 10,
    king: 10,
    queen: 18,
    jack: 18,
    ten: 24,
  };
  return Array.from({ length: 5 }, () => reelOf(id, weights, 3));
}

interface Model {
  readonly baseReels: ReelSet;
  readonly freeReels: ReelSet;
}

function playLines(round: Round, board: Board, phase: Step["phase"], spin?: number): void {
  const wins: Win[] | null = round.trace ? [] : null;
  const pay = evaluateLines(board, lineRules, wins);
  // The base screen (no multiplier wilds, no sticky ones) is independent of history: known exactly.
  round.award(pay, phase === "base" ? "base-lines" : "free-spins", phase === "base");
  round.record(() => boardStep(phase, board, keys, wins ?? [], pay, spin === undefined ? {} : { spin }));
}

/** Admiral wilds in view that start free spins (free spins add none). */
const wildsToTrigger = 3;

function awardedSpins(round: Round, wilds: number): number {
  const [low, high] = spinRanges[Math.min(wilds, 5)] ?? [0, 0];
  return low + round.rng.int(high - low + 1);
}

/**
 * Two stages: in the first half of the round (rounded up) each new wild carries x2 to x5 for that spin;
 * from then on each new wild locks as a sticky wild for the rest of the round.
 */
function playFreeRound(round: Round, model: Model, spins: number, reason: "trigger" | "buy"): void {
  round.trigger("free-spins");
  round.note({ type: "free-spins", reason, spins });
  const stageOneSpins = Math.ceil(spins / 2);
  const sticky = new Set<number>();
  playFreeSpins(round, spins, ({ spin }) => {
    const board = drawBoard(model.freeReels, round.rng);
    if (spin === stageOneSpins + 1) round.note({ type: "stage", name: "sticky-wilds" });
    for (let index = 0; index < board.symbols.length; index++) {
      if (board.symbols[index] !== wild) continue;
      if (spin <= stageOneSpins) board.values[index] = draw(stageOneMultipliers, round.rng);
      else sticky.add(index);
    }
    for (const index of sticky) {
      board.symbols[index] = wild;
      board.values[index] = 0;
    }
    playLines(round, board, "free-spin", spin);
    return 0;
  });
}

function build(tuning: Tuning): GameMaths {
  const model: Model = { baseReels: reels(knob(tuning, "wild")), freeReels: reels(knob(tuning, "freeWild")) };
  return {
    symbols: keys,
    buyOptions: [{ id: "free-spins", label: "Free Spins" }],
    features: ["free-spins"],
    triggers: [{ feature: "free-spins", symbols: ["admiral-wild"], counts: { base: wildsToTrigger } }],
    ...exactBaseLines(model.baseReels, lineRules),
    initialState: () => ({}),
    play(round, request, state) {
      if (request.buy === "free-spins") {
        // Bought spins start as if three Admiral wilds had landed.
        playFreeRound(round, model, awardedSpins(round, wildsToTrigger), "buy");
        return state;
      }
      const board = drawBoard(model.baseReels, round.rng);
      playLines(round, board, "base");
      const wilds = countOnBoard(board, wild);
      if (wilds >= wildsToTrigger && !round.capped)
        playFreeRound(round, model, awardedSpins(round, wilds), "trigger");
      return state;
    },
  };
}

export const admiralWilds: GameMathsDefinition = {
  knobs: [
    {
      name: "freeWild",
      scales: "weight of the Admiral wild on the free-spins reels",
      min: 0.05,
      max: 60,
      buy: "free-spins",
    },
    { name: "wild", scales: "weight of the Admiral wild on the base reels", min: 0.05, max: 30 },
  ],
  paytable: pays,
  build,
};
