import { type Board, countOnBoard, positionsOf } from "../core/board";
import { playFreeSpins } from "../core/free-spins";
import { evaluateLines, type LineRules } from "../core/lines";
import { payTable } from "../core/paytable";
import { drawBoard, type ReelSet } from "../core/reels";
import type { Round } from "../core/round";
import { boardStep, type Step } from "../core/step";
import { substitution } from "../core/substitution";
import { draw, meanOf, weightsOf } from "../core/weights";
import { meanSegment, spinWheel, wheel, wheelFace } from "../core/wheel";
import type { Win } from "../core/win";
import { atLeast } from "../exact/free-spins";
import { exactLinePay, screenCountDistribution } from "../exact/screen-pays";
import type { ExactPart, GameMaths } from "../model";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { exactBaseLines } from "./shared/exact-base-lines";
import { paylines5x3 } from "./shared/paylines";
import { reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "carnival-fire-wild",
  "samba-queen",
  "toucan",
  "pandeiro",
  "maracas",
  "ace",
  "king",
  "queen",
  "jack",
  "ten",
  "carnival-mask-scatter",
] as const;
const id = symbolIds(keys);
const scatter = id["carnival-mask-scatter"];
const lineCount = 20;

/** The paytable is in line bets: the total bet divided by 20. */
const pays = payTable(
  keys.length,
  5,
  [
    { symbol: id["carnival-fire-wild"], pays: { 5: 500, 4: 100, 3: 25 } },
    { symbol: id["samba-queen"], pays: { 5: 250, 4: 60, 3: 15 } },
    { symbol: id.toucan, pays: { 5: 150, 4: 40, 3: 10 } },
    { symbol: id.pandeiro, pays: { 5: 100, 4: 30, 3: 8 } },
    { symbol: id.maracas, pays: { 5: 75, 4: 20, 3: 6 } },
    { symbol: id.ace, pays: { 5: 40, 4: 12, 3: 4 } },
    { symbol: id.king, pays: { 5: 40, 4: 12, 3: 4 } },
    { symbol: id.queen, pays: { 5: 25, 4: 8, 3: 3 } },
    { symbol: id.jack, pays: { 5: 25, 4: 8, 3: 3 } },
    { symbol: id.ten, pays: { 5: 20, 4: 6, 3: 2 } },
  ],
  1 / lineCount,
);

const lineRules: LineRules = {
  ...substitution(keys.length, id["carnival-fire-wild"], [
    id["samba-queen"],
    id.toucan,
    id.pandeiro,
    id.maracas,
    id.ace,
    id.king,
    id.queen,
    id.jack,
    id.ten,
  ]),
  lines: paylines5x3.slice(0, lineCount),
  pays,
  names: keys,
};

/** The Fortune Wheel's outer ring (free spins) and inner ring (the round's multiplier). */
const spinsRing = wheel("fortune-wheel-spins", [
  [10, 40],
  [15, 30],
  [20, 20],
  [30, 10],
] as const);
const multiplierRing = wheel("fortune-wheel-multiplier", [
  [2, 45],
  [3, 30],
  [5, 18],
  [10, 7],
] as const);
/** How each ring's stops are worded, on their events and on the painted wheel. */
const spinsLabel = (spins: number) => String(spins);
const multiplierLabel = (multiplier: number) => `x${multiplier}`;
/** Nine masks in view: the Mask Jackpot, worth up to 2,000x the bet. */
const jackpotValues = weightsOf({ 250: 50, 500: 30, 1000: 15, 2000: 5 });
const masksForJackpot = 9;
const masksForWheel = 3;

function reels(wildWeight: number): ReelSet {
  const weights = {
    "carnival-fire-wild": wildWeight,
    "samba-queen": 1.5,
    toucan: 2.5,
    pandeiro: 3.5,
    maracas: 4.5,
    ace: 8,
    king: 8,
    queen: 12,
    jack: 12,
    ten: 14,
    "carnival-mask-scatter": 1.8,
  };
  return Array.from({ length: 5 }, () => reelOf(id, weights, 3));
}

interface Model {
  readonly baseReels: ReelSet;
  readonly freeReels: ReelSet;
}

/** Plays one screen at `multiplier` (the jackpot is never multiplied); returns the masks in view. */
function playScreen(
  round: Round,
  board: Board,
  multiplier: number,
  phase: Step["phase"],
  spin?: number,
): number {
  const lineWins: Win[] = [];
  const linePay = evaluateLines(board, lineRules, lineWins) * multiplier;
  const wins: Win[] = lineWins.map((win) => ({
    ...win,
    pay: win.pay * multiplier,
    multiplier: win.multiplier * multiplier,
  }));
  let pay = linePay;
  const masks = countOnBoard(board, scatter);
  if (masks >= masksForJackpot) {
    const jackpot = draw(jackpotValues, round.rng);
    round.note({ type: "jackpot", tier: "mask-jackpot", pay: jackpot });
    wins.push({
      kind: "jackpot",
      symbol: "carnival-mask-scatter",
      count: masks,
      pay: jackpot,
      multiplier: 1,
      positions: positionsOf(board, scatter),
    });
    pay += jackpot;
  }
  // Every screen, base or free, is drawn afresh: its expected pay is known exactly (exactRound).
  round.award(linePay, phase === "base" ? "base-lines" : "free-spins", true);
  round.award(pay - linePay, "jackpots", true);
  round.record(() =>
    boardStep(phase, board, keys, wins, pay, { multiplier, ...(spin === undefined ? {} : { spin }) }),
  );
  return masks;
}

function playWheelRound(round: Round, model: Model, reason: "trigger" | "buy"): void {
  round.trigger("free-spins");
  const spins = spinWheel(spinsRing, round.rng);
  const multiplier = spinWheel(multiplierRing, round.rng);
  round.note({ type: "wheel", name: spinsRing.name, index: spins.index, segment: spinsLabel(spins.segment) });
  round.note({
    type: "wheel",
    name: multiplierRing.name,
    index: multiplier.index,
    segment: multiplierLabel(multiplier.segment),
  });
  round.note({ type: "free-spins", reason, spins: spins.segment, multiplier: multiplier.segment });
  playFreeSpins(round, spins.segment, ({ spin }) => {
    playScreen(round, drawBoard(model.freeReels, round.rng), multiplier.segment, "free-spin", spin);
    return 0;
  });
}

interface ExactRound {
  readonly baseLines: number;
  /** The Mask Jackpot's expected pay on one base screen. */
  readonly baseJackpot: number;
  /** P(a base screen spins the wheel). */
  readonly triggered: number;
  /** The expected line pay, and jackpot pay, of a whole free-spins round. */
  readonly freeRoundLines: number;
  readonly freeRoundJackpots: number;
}

/**
 * The wheel's two rings stop independently, and no free spin adds spins, so a round of S spins at M times
 * pays S x M free screens' line pay on average, E[S] x E[M] of them; each screen, base or free, pays the
 * jackpot, never multiplied, when 9 or more masks (not limited per reel) are in view.
 */
function exactRound(model: Model): ExactRound {
  const baseMasks = screenCountDistribution(model.baseReels, scatter);
  const freeMasks = screenCountDistribution(model.freeReels, scatter);
  const jackpot = (masks: readonly number[]) => atLeast(masks, masksForJackpot) * meanOf(jackpotValues);
  const meanSpins = meanSegment(spinsRing);
  return {
    baseLines: exactLinePay(model.baseReels, lineRules),
    baseJackpot: jackpot(baseMasks),
    triggered: atLeast(baseMasks, masksForWheel),
    freeRoundLines: meanSpins * meanSegment(multiplierRing) * exactLinePay(model.freeReels, lineRules),
    freeRoundJackpots: meanSpins * jackpot(freeMasks),
  };
}

function build(tuning: Tuning): GameMaths {
  const model: Model = { baseReels: reels(knob(tuning, "wild")), freeReels: reels(knob(tuning, "freeWild")) };
  let exact: ExactRound | undefined;
  return {
    symbols: keys,
    buyOptions: [{ id: "fortune-wheel", label: "Fortune Wheel" }],
    features: ["free-spins"],
    triggers: [
      // The wheel and its free spins start on a paid spin only; the jackpot pays on any screen.
      { feature: "free-spins", symbols: ["carnival-mask-scatter"], counts: { base: masksForWheel } },
      {
        feature: "mask-jackpot",
        symbols: ["carnival-mask-scatter"],
        counts: { base: masksForJackpot, "free-spin": masksForJackpot },
      },
    ],
    exactHitFrequency: exactBaseLines(model.baseReels, lineRules).exactHitFrequency,
    exactPart: (request): ExactPart => {
      exact ??= exactRound(model);
      if (request.buy === "fortune-wheel")
        return { "free-spins": exact.freeRoundLines, jackpots: exact.freeRoundJackpots };
      return {
        "base-lines": exact.baseLines,
        "free-spins": exact.triggered * exact.freeRoundLines,
        jackpots: exact.baseJackpot + exact.triggered * exact.freeRoundJackpots,
      };
    },
    initialState: () => ({}),
    play(round, request, state) {
      if (request.buy === "fortune-wheel") {
        playWheelRound(round, model, "buy");
        return state;
      }
      const masks = playScreen(round, drawBoard(model.baseReels, round.rng), 1, "base");
      if (masks >= masksForWheel && !round.capped) playWheelRound(round, model, "trigger");
      return state;
    },
  };
}

export const brazilianMaskFire: GameMathsDefinition = {
  knobs: [
    {
      name: "freeWild",
      scales: "weight of the Carnival Fire Wild on the free-spins reels",
      min: 0.05,
      max: 60,
      buy: "fortune-wheel",
    },
    { name: "wild", scales: "weight of the Carnival Fire Wild on the base reels", min: 0.05, max: 40 },
  ],
  paytable: pays,
  wheels: [wheelFace(spinsRing, spinsLabel), wheelFace(multiplierRing, multiplierLabel)],
  build,
};
