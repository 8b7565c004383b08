import { type Board, countOnBoard } from "../core/board";
import { playFreeSpins } from "../core/free-spins";
import { payTable } from "../core/paytable";
import { drawBoard, type ReelSet } from "../core/reels";
import type { Round } from "../core/round";
import type { Step } from "../core/step";
import { substitution } from "../core/substitution";
import { evaluateWays, type WaysRules } from "../core/ways";
import type { Win } from "../core/win";
import { waysHitChance } from "../exact/screen-hits";
import { exactWaysPay } from "../exact/screen-pays";
import type { ExactHitFrequency, ExactPart, GameMaths, PlayRequest } from "../model";
import { playCascades } from "./shared/cascade-sequence";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { heightsFrom, reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "cleopatra",
  "golden-scarab",
  "eye-of-horus",
  "ankh",
  "sacred-cat",
  "ace",
  "king",
  "queen",
  "jack",
  "ten",
  "golden-sphinx-wild",
  "pyramid-scatter",
] as const;
const id = symbolIds(keys);
const paying = [
  id.cleopatra,
  id["golden-scarab"],
  id["eye-of-horus"],
  id.ankh,
  id["sacred-cat"],
  id.ace,
  id.king,
  id.queen,
  id.jack,
  id.ten,
];
const scatter = id["pyramid-scatter"];

const pays = payTable(keys.length, 6, [
  { symbol: id.cleopatra, pays: { 6: 10, 5: 4, 4: 2, 3: 1 } },
  { symbol: id["golden-scarab"], pays: { 6: 6, 5: 2.5, 4: 1.2, 3: 0.6 } },
  { symbol: id["eye-of-horus"], pays: { 6: 5, 5: 2, 4: 1, 3: 0.5 } },
  { symbol: id.ankh, pays: { 6: 4, 5: 1.5, 4: 0.8, 3: 0.4 } },
  { symbol: id["sacred-cat"], pays: { 6: 3, 5: 1.2, 4: 0.6, 3: 0.3 } },
  { symbol: id.ace, pays: { 6: 2, 5: 0.8, 4: 0.4, 3: 0.2 } },
  { symbol: id.king, pays: { 6: 2, 5: 0.8, 4: 0.4, 3: 0.2 } },
  { symbol: id.queen, pays: { 6: 1.5, 5: 0.6, 4: 0.3, 3: 0.15 } },
  { symbol: id.jack, pays: { 6: 1.5, 5: 0.6, 4: 0.3, 3: 0.15 } },
  { symbol: id.ten, pays: { 6: 1, 5: 0.5, 4: 0.25, 3: 0.1 } },
]);

const waysRules: WaysRules = {
  ...substitution(keys.length, id["golden-sphinx-wild"], paying),
  pays,
  names: keys,
  paying,
};

/** The free-spins choice: spins and starting multiplier. */
const choices = [
  { label: "15 spins at 1x", spins: 15, multiplier: 1 },
  { label: "10 spins at 5x", spins: 10, multiplier: 5 },
  { label: "5 spins at 10x", spins: 5, multiplier: 10 },
] as const;
const retriggerSpins = 5;
/** Pyramids on a sequence's last screen that start free spins, or add spins in them. */
const scattersToTrigger = 3;
/** Reels 1 and 6 show 2 to 7 symbols, reels 2 to 5 show 2 to 8: up to 7 x 8 x 8 x 8 x 8 x 7 = 200,704 ways. */
const outerHeights = heightsFrom(2, 7, [40, 30, 15, 8, 4, 3]);
const innerHeights = heightsFrom(2, 8, [38, 28, 15, 9, 5, 3, 2]);

function reels(wild: number, scatterWeight: number): ReelSet {
  const weights = {
    cleopatra: 5,
    "golden-scarab": 6,
    "eye-of-horus": 7,
    ankh: 8,
    "sacred-cat": 8,
    ace: 9,
    king: 9,
    queen: 10,
    jack: 10,
    ten: 10,
    "pyramid-scatter": scatterWeight,
  };
  return [0, 1, 2, 3, 4, 5].map((reel) =>
    reel === 0 || reel === 5
      ? reelOf(id, weights, outerHeights, ["pyramid-scatter"])
      : reelOf(id, { ...weights, "golden-sphinx-wild": wild }, innerHeights, ["pyramid-scatter"]),
  );
}

interface Model {
  readonly baseReels: ReelSet;
  readonly doubleChanceReels: ReelSet;
  readonly freeReels: ReelSet;
}

/** A spin and its cascades, each cascade adding 1x to `multiplier`; returns the multiplier reached and the scatters. */
function playSequence(
  round: Round,
  reelSet: ReelSet,
  multiplier: number,
  phase: Step["phase"],
  spin?: number,
): { readonly multiplier: number; readonly scatters: number } {
  const board: Board = drawBoard(reelSet, round.rng);
  let current = multiplier;
  let landedPay = 0;
  const outcome = playCascades(
    round,
    board,
    reelSet,
    keys,
    (screen, wins, cascade) => {
      current = multiplier + cascade;
      const found: Win[] = [];
      const pay = evaluateWays(screen, waysRules, found) * current;
      if (cascade === 0) landedPay = pay;
      for (const win of found)
        wins.push({ ...win, pay: win.pay * current, multiplier: win.multiplier * current });
      return pay;
    },
    phase,
    spin,
  );
  if (phase === "base") {
    // The landed screen is drawn afresh and paid at 1x: its expected pay is exact. What falls in after it
    // depends on which symbols won, so the cascades stay simulated.
    round.award(landedPay, "base-ways", true);
    round.award(outcome.pay - landedPay, "base-cascades");
  } else round.award(outcome.pay, "free-spins");
  // Scatters stay through the cascades, so the screen they are counted on is the last one.
  return { multiplier: multiplier + outcome.cascades, scatters: countOnBoard(board, scatter) };
}

function playFreeRound(round: Round, model: Model, choice: number, reason: "trigger" | "buy"): void {
  const chosen = choices[choice] ?? choices[1];
  round.trigger("free-spins");
  round.note({ type: "free-spins-choice", option: chosen.label });
  round.note({ type: "free-spins", reason, spins: chosen.spins, multiplier: chosen.multiplier });
  // In free spins the multiplier keeps its value for the whole round.
  let multiplier: number = chosen.multiplier;
  playFreeSpins(round, chosen.spins, ({ spin }) => {
    const result = playSequence(round, model.freeReels, multiplier, "free-spin", spin);
    multiplier = result.multiplier;
    if (result.scatters < scattersToTrigger) return 0;
    round.note({ type: "free-spins", reason: "retrigger", spins: retriggerSpins });
    return retriggerSpins;
  });
}

function build(tuning: Tuning): GameMaths {
  const wild = knob(tuning, "wild");
  const model: Model = {
    baseReels: reels(wild, 1),
    // Double Chance: the same reels with scatters landing more often.
    doubleChanceReels: reels(wild, knob(tuning, "doubleChanceScatter")),
    freeReels: reels(knob(tuning, "freeWild"), 1),
  };
  const landedReels = (request: PlayRequest) =>
    request.doubleChance ? model.doubleChanceReels : model.baseReels;
  const landedPays = new Map<ReelSet, number>();
  const landedHits = new Map<ReelSet, number>();
  return {
    symbols: keys,
    buyOptions: [{ id: "free-spins", label: "Free Spins" }],
    doubleChance: { stake: 1.25, label: "Double Chance" },
    freeSpinChoices: { options: choices.map((choice) => choice.label), default: 1 },
    features: ["free-spins"],
    // Double Chance lands more pyramids; it does not change how many start free spins.
    triggers: [
      {
        feature: "free-spins",
        symbols: ["pyramid-scatter"],
        counts: { base: scattersToTrigger, "free-spin": scattersToTrigger },
      },
    ],
    exactPart: (request): ExactPart => {
      if (request.buy !== null) return {};
      const reelSet = landedReels(request);
      const pay = landedPays.get(reelSet) ?? exactWaysPay(reelSet, waysRules);
      landedPays.set(reelSet, pay);
      return { "base-ways": pay };
    },
    exactHitFrequency: (request): ExactHitFrequency => {
      if (request.buy !== null) return {};
      const reelSet = landedReels(request);
      const hits = landedHits.get(reelSet) ?? waysHitChance(reelSet, waysRules);
      landedHits.set(reelSet, hits);
      return { "base-ways": hits };
    },
    initialState: () => ({}),
    play(round, request, state) {
      if (request.buy === "free-spins") {
        playFreeRound(round, model, request.choice, "buy");
        return state;
      }
      // In the base game the multiplier starts at 1x on every paid spin.
      const result = playSequence(round, landedReels(request), 1, "base");
      if (result.scatters >= scattersToTrigger && !round.capped)
        playFreeRound(round, model, request.choice, "trigger");
      return state;
    },
  };
}

export const cleosRichesFlexiways: GameMathsDefinition = {
  knobs: [
    {
      name: "freeWild",
      scales: "weight of the Golden Sphinx Wild on the free-spins reels",
      min: 0.05,
      max: 60,
      buy: "free-spins",
    },
    { name: "wild", scales: "weight of the Golden Sphinx Wild on the base reels", min: 0.05, max: 40 },
    {
      name: "doubleChanceScatter",
      scales: "scatter weight under Double Chance, relative to the base reels",
      min: 1,
      max: 6,
      doubleChance: true,
    },
  ],
  paytable: pays,
  build,
};
