import { countOnBoard } from "../core/board";
import { fewestCounted, playFreeSpins, spinsForCount } from "../core/free-spins";
import { evaluateLines, type LineRules } from "../core/lines";
import { payTable } from "../core/paytable";
import { drawBoard, type ReelSet } from "../core/reels";
import type { Round } from "../core/round";
import { boardStep, type Step } from "../core/step";
import { substitution } from "../core/substitution";
import { draw, weightsOf } from "../core/weights";
import type { Win } from "../core/win";
import { expectedSpins, freeRoundPay } from "../exact/free-spins";
import { lineHitChance } from "../exact/line-hits";
import { exactLinePay, screenCountDistribution } from "../exact/screen-pays";
import type { ExactHitFrequency, ExactPart, GameMaths } from "../model";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { paylines5x5 } from "./shared/paylines";
import { reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "golden-squid-wild",
  "treasure-chest",
  "divers-helmet",
  "golden-anchor",
  "conch-shell",
  "ace",
  "king",
  "queen",
  "jack",
  "ten",
  "golden-pearl-scatter",
] as const;
const id = symbolIds(keys);
const scatter = id["golden-pearl-scatter"];
/** The line bet is the total bet divided by 50, in the base game and on all 100 lines of the free spins. */
const lineBet = 1 / 50;

const pays = payTable(
  keys.length,
  5,
  [
    { symbol: id["golden-squid-wild"], pays: { 5: 100, 4: 25, 3: 5 } },
    { symbol: id["treasure-chest"], pays: { 5: 50, 4: 15, 3: 4 } },
    { symbol: id["divers-helmet"], pays: { 5: 40, 4: 12, 3: 3 } },
    { symbol: id["golden-anchor"], pays: { 5: 30, 4: 10, 3: 2.5 } },
    { symbol: id["conch-shell"], pays: { 5: 25, 4: 8, 3: 2 } },
    { symbol: id.ace, pays: { 5: 15, 4: 5, 3: 1.5 } },
    { symbol: id.king, pays: { 5: 15, 4: 5, 3: 1.5 } },
    { symbol: id.queen, pays: { 5: 10, 4: 4, 3: 1 } },
    { symbol: id.jack, pays: { 5: 10, 4: 4, 3: 1 } },
    { symbol: id.ten, pays: { 5: 8, 4: 3, 3: 1 } },
  ],
  lineBet,
);

const substitutes = substitution(keys.length, id["golden-squid-wild"], [
  id["treasure-chest"],
  id["divers-helmet"],
  id["golden-anchor"],
  id["conch-shell"],
  id.ace,
  id.king,
  id.queen,
  id.jack,
  id.ten,
]);
const baseLines: LineRules = { ...substitutes, lines: paylines5x5.slice(0, 50), pays, names: keys };
/** The X2 Mechanic: free spins play all 100 lines at the same line bet. */
const freeLines: LineRules = { ...substitutes, lines: paylines5x5, pays, names: keys };

const freeSpinsFor = { 3: 8, 4: 12, 5: 20 };
/** Pearls in view that start free spins, or add spins in them. */
const pearlsToTrigger = fewestCounted(freeSpinsFor);
/** The bought spin lands at least three pearls; how many more decides the spins, as in a triggered round. */
const boughtPearls = weightsOf({ 3: 82, 4: 15, 5: 3 });

function reels(wildWeight: number): ReelSet {
  const weights = {
    "golden-squid-wild": wildWeight,
    "treasure-chest": 1.5,
    "divers-helmet": 2,
    "golden-anchor": 2.5,
    "conch-shell": 3,
    ace: 6,
    king: 6,
    queen: 9,
    jack: 9,
    ten: 11,
    "golden-pearl-scatter": 1.4,
  };
  return Array.from({ length: 5 }, () => reelOf(id, weights, 5, ["golden-pearl-scatter"]));
}

interface Model {
  readonly baseReels: ReelSet;
  readonly freeReels: ReelSet;
}

/** One screen on `rules`'s lines; returns the pearls in view. */
function playScreen(
  round: Round,
  reelSet: ReelSet,
  rules: LineRules,
  phase: Step["phase"],
  spin?: number,
): number {
  const board = drawBoard(reelSet, round.rng);
  const wins: Win[] | null = round.trace ? [] : null;
  const pay = evaluateLines(board, rules, wins);
  // Every screen is independent of the ones before it, so its expected pay is known exactly.
  round.award(pay, phase === "base" ? "base-lines" : "free-spins", true);
  round.record(() => boardStep(phase, board, keys, wins ?? [], pay, spin === undefined ? {} : { spin }));
  const pearls = countOnBoard(board, scatter);
  return pearls;
}

function playFreeRound(round: Round, model: Model, pearls: number, reason: "trigger" | "buy"): void {
  round.trigger("free-spins");
  const spins = spinsForCount(freeSpinsFor, pearls);
  round.note({ type: "free-spins", reason, spins });
  playFreeSpins(round, spins, ({ spin }) => {
    const more = spinsForCount(
      freeSpinsFor,
      playScreen(round, model.freeReels, freeLines, "free-spin", spin),
    );
    if (more > 0) round.note({ type: "free-spins", reason: "retrigger", spins: more });
    return more;
  });
}

/**
 * A round's expected pay, exactly: every screen is independent, so a free-spins round is worth its
 * expected number of spins times a free screen's expected pay, and each free spin retriggers on average
 * r more spins, so s spins become s / (1 - r) in all (a geometric series). The max win cap and the
 * engine's spin limit are left to the simulated part.
 */
function exactRound(model: Model, bought: boolean): ExactPart {
  const freePay = exactLinePay(model.freeReels, freeLines);
  const retriggered = expectedSpins(screenCountDistribution(model.freeReels, scatter), freeSpinsFor);
  const roundValue = (pearls: number) =>
    freeRoundPay(spinsForCount(freeSpinsFor, pearls), retriggered, freePay);
  if (bought) {
    const value = boughtPearls.items.reduce(
      (sum, pearls, index) =>
        sum + ((boughtPearls.weights[index] as number) / boughtPearls.total) * roundValue(pearls),
      0,
    );
    return { "free-spins": value };
  }
  const baseCounts = screenCountDistribution(model.baseReels, scatter);
  return {
    "base-lines": exactLinePay(model.baseReels, baseLines),
    "free-spins": baseCounts.reduce(
      (sum, chance, count) => sum + (count >= pearlsToTrigger ? chance * roundValue(count) : 0),
      0,
    ),
  };
}

function build(tuning: Tuning): GameMaths {
  const model: Model = { baseReels: reels(knob(tuning, "wild")), freeReels: reels(knob(tuning, "freeWild")) };
  // Seconds of enumeration, so each figure is worked out once per model.
  const exact = new Map<boolean, ExactPart>();
  let baseHits: number | undefined;
  return {
    symbols: keys,
    buyOptions: [{ id: "free-spins", label: "Free Spins" }],
    features: ["free-spins"],
    triggers: [
      {
        feature: "free-spins",
        symbols: ["golden-pearl-scatter"],
        counts: { base: pearlsToTrigger, "free-spin": pearlsToTrigger },
      },
    ],
    exactPart: (request) => {
      const bought = request.buy !== null;
      const known = exact.get(bought) ?? exactRound(model, bought);
      exact.set(bought, known);
      return known;
    },
    exactHitFrequency: (request): ExactHitFrequency => {
      if (request.buy !== null) return {};
      baseHits ??= lineHitChance(model.baseReels, baseLines);
      return { "base-lines": baseHits };
    },
    initialState: () => ({}),
    play(round, request, state) {
      if (request.buy === "free-spins") {
        playFreeRound(round, model, draw(boughtPearls, round.rng), "buy");
        return state;
      }
      const pearls = playScreen(round, model.baseReels, baseLines, "base");
      if (pearls >= pearlsToTrigger && !round.capped) playFreeRound(round, model, pearls, "trigger");
      return state;
    },
  };
}

export const squidGoldX2: GameMathsDefinition = {
  knobs: [
    {
      name: "freeWild",
      scales: "weight of the Golden Squid Wild on the free-spins reels",
      min: 0.05,
      max: 60,
      buy: "free-spins",
    },
    { name: "wild", scales: "weight of the Golden Squid Wild on the base reels", min: 0.05, max: 40 },
  ],
  paytable: pays,
  build,
};
