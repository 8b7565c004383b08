import { type Board, countOnBoard } from "../core/board";
import { fewestCounted, playFreeSpins, spinsForCount } from "../core/free-spins";
import { payTable } from "../core/paytable";
import { drawBoard, type ReelSet } from "../core/reels";
import type { Round } from "../core/round";
import { boardStep, type Step } from "../core/step";
import { substitution } from "../core/substitution";
import { evaluateWays, type WaysRules } from "../core/ways";
import { draw, meanOf, type WeightTable, weightsOf, weightTable } from "../core/weights";
import type { Win } from "../core/win";
import { expectedSpins } from "../exact/free-spins";
import { waysPayWithRainingWilds } from "../exact/raining-wilds";
import { waysHitChance } from "../exact/screen-hits";
import { exactWaysPay, screenCountDistribution } from "../exact/screen-pays";
import type { ExactHitFrequency, ExactPart, GameMaths } from "../model";
import type { Rng } from "../rng/rng";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { heightsFrom, reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "sea-turtle",
  "octopus",
  "seahorse",
  "clownfish",
  "starfish",
  "ace",
  "king",
  "queen",
  "jack",
  "ten",
  "nine",
  "pearl-wild",
  "giant-clam-scatter",
] as const;
const id = symbolIds(keys);
const wild = id["pearl-wild"];
const scatter = id["giant-clam-scatter"];
const paying = [
  id["sea-turtle"],
  id.octopus,
  id.seahorse,
  id.clownfish,
  id.starfish,
  id.ace,
  id.king,
  id.queen,
  id.jack,
  id.ten,
  id.nine,
];

const pays = payTable(keys.length, 6, [
  { symbol: id["sea-turtle"], pays: { 6: 12, 5: 5, 4: 2, 3: 1 } },
  { symbol: id.octopus, pays: { 6: 8, 5: 3, 4: 1.5, 3: 0.8 } },
  { symbol: id.seahorse, pays: { 6: 6, 5: 2.5, 4: 1.2, 3: 0.6 } },
  { symbol: id.clownfish, pays: { 6: 5, 5: 2, 4: 1, 3: 0.5 } },
  { symbol: id.starfish, pays: { 6: 4, 5: 1.5, 4: 0.8, 3: 0.4 } },
  { symbol: id.ace, pays: { 6: 2, 5: 0.8, 4: 0.4, 3: 0.2 } },
  { symbol: id.king, pays: { 6: 2, 5: 0.8, 4: 0.4, 3: 0.2 } },
  { symbol: id.queen, pays: { 6: 1.5, 5: 0.6, 4: 0.3, 3: 0.15 } },
  { symbol: id.jack, pays: { 6: 1.5, 5: 0.6, 4: 0.3, 3: 0.15 } },
  { symbol: id.ten, pays: { 6: 1, 5: 0.5, 4: 0.25, 3: 0.1 } },
  { symbol: id.nine, pays: { 6: 1, 5: 0.5, 4: 0.25, 3: 0.1 } },
]);

/** Pearl Wilds carry x2 or x3, and several wilds in one way multiply together. */
const waysRules: WaysRules = {
  ...substitution(keys.length, wild, paying),
  pays,
  names: keys,
  paying,
  wildMultipliers: true,
};

const freeSpinsFor = { 3: 10, 4: 15, 5: 20, 6: 30 };
/** Clams in view that start free spins on a paid spin (free spins add none). */
const scattersToTrigger = fewestCounted(freeSpinsFor);
const wildMultipliers = weightsOf({ 2: 90, 3: 10 });
/**
 * Raining Wilds: 1 to 6 fall on a free spin. Each further wild is `ratio` times as likely as one fewer,
 * and from the fourth on a tenth as likely again, since several multiplying wilds on a screen of up to
 * 117,649 ways pay steeply.
 */
function rainingWilds(ratio: number): WeightTable<number> {
  return weightTable(
    [1, 2, 3, 4, 5, 6].map((count) => [count, ratio ** (count - 1) * 0.1 ** Math.max(0, count - 3)] as const),
  );
}
/** A bought spin lands 3 to 6 scatters. */
const boughtScatters = weightsOf({ 3: 80, 4: 15, 5: 4, 6: 1 });
/**
 * Up to 7 symbols on each of 6 reels: 117,649 ways at full height. `tilt` moves the odds between short and
 * tall reels: each extra row is `tilt` times as likely as it would otherwise be.
 */
function heights(tilt: number): WeightTable<number> {
  return heightsFrom(
    2,
    7,
    [34, 30, 18, 10, 5, 3].map((weight, extra) => weight * tilt ** extra),
  );
}

/** The Pearl Wild's weight on reels 2 to 6 of the base game. */
const baseWild = 0.4;

function reels(wildWeight: number, tilt: number): ReelSet {
  const weights = {
    "sea-turtle": 2,
    octopus: 3,
    seahorse: 4,
    clownfish: 5,
    starfish: 6,
    ace: 9,
    king: 9,
    queen: 12,
    jack: 12,
    ten: 16,
    nine: 16,
    "giant-clam-scatter": 0.9,
  };
  // Pearl Wilds land on reels 2 to 6.
  return [0, 1, 2, 3, 4, 5].map((reel) =>
    reelOf(id, reel === 0 ? weights : { ...weights, "pearl-wild": wildWeight }, heights(tilt), [
      "giant-clam-scatter",
    ]),
  );
}

interface Model {
  readonly baseReels: ReelSet;
  /** In free spins the only wilds are the ones that rain down. */
  readonly freeReels: ReelSet;
  readonly rain: WeightTable<number>;
}

function valueWilds(board: Board, rng: Rng): void {
  for (let index = 0; index < board.symbols.length; index++) {
    if (board.symbols[index] === wild) board.values[index] = draw(wildMultipliers, rng);
  }
}

/** Drops 1 to 6 wilds on distinct reels, at random positions that do not hold a scatter. */
export function rainWilds(board: Board, count: number, rng: Rng): void {
  const reels = [0, 1, 2, 3, 4, 5];
  for (let placed = 0; placed < count && reels.length > 0; placed++) {
    const reel = reels.splice(rng.int(reels.length), 1)[0] as number;
    const rows: number[] = [];
    for (let row = 0; row < (board.heights[reel] as number); row++) {
      if (board.symbols[reel * board.stride + row] !== scatter) rows.push(row);
    }
    if (rows.length === 0) continue;
    const index = reel * board.stride + (rows[rng.int(rows.length)] as number);
    board.symbols[index] = wild;
    board.values[index] = draw(wildMultipliers, rng);
  }
}

function playScreen(round: Round, board: Board, phase: Step["phase"], spin?: number): number {
  const wins: Win[] = [];
  const pay = evaluateWays(board, waysRules, wins);
  // Every screen, its wilds and their multipliers are drawn afresh: its expected pay is known exactly.
  round.award(pay, phase === "base" ? "base-ways" : "free-spins", true);
  round.record(() => boardStep(phase, board, keys, wins, pay, spin === undefined ? {} : { spin }));
  return countOnBoard(board, scatter);
}

function playFreeRound(round: Round, model: Model, scatters: number, reason: "trigger" | "buy"): void {
  const spins = spinsForCount(freeSpinsFor, scatters);
  round.trigger("free-spins");
  round.note({ type: "free-spins", reason, spins });
  playFreeSpins(round, spins, ({ spin }) => {
    const board = drawBoard(model.freeReels, round.rng);
    rainWilds(board, draw(model.rain, round.rng), round.rng);
    playScreen(round, board, "free-spin", spin);
    return 0;
  });
}

interface ExactRound {
  readonly baseWays: number;
  /** The expected number of free spins a base screen starts. */
  readonly triggeredSpins: number;
  readonly boughtSpins: number;
  /** The expected ways pay of one free spin, Raining Wilds and all. */
  readonly freeSpin: number;
}

/**
 * Each free spin draws its screen, the number of Raining Wilds, where they fall and their multipliers
 * afresh, and no free spin adds spins: a round is worth its expected number of spins times one spin.
 */
function exactRound(model: Model): ExactRound {
  const meanWild = meanOf(wildMultipliers);
  return {
    // Each wild's multiplier is drawn on its own, so a reel's expected wild weight is its expected
    // count of wilds times the mean multiplier.
    baseWays: exactWaysPay(model.baseReels, waysRules, meanWild),
    triggeredSpins: expectedSpins(screenCountDistribution(model.baseReels, scatter), freeSpinsFor),
    boughtSpins: boughtScatters.items.reduce(
      (sum, count, at) =>
        sum +
        ((boughtScatters.weights[at] as number) / boughtScatters.total) * spinsForCount(freeSpinsFor, count),
      0,
    ),
    freeSpin: waysPayWithRainingWilds(model.freeReels, waysRules, {
      count: model.rain,
      multiplier: meanWild,
      blocked: scatter,
    }),
  };
}

function build(tuning: Tuning): GameMaths {
  const model: Model = {
    baseReels: reels(baseWild, knob(tuning, "height")),
    freeReels: reels(0, 1),
    rain: rainingWilds(knob(tuning, "rain")),
  };
  let exact: ExactRound | undefined;
  let baseWaysHits: number | undefined;
  return {
    symbols: keys,
    buyOptions: [{ id: "free-spins", label: "Raining Wilds Free Spins" }],
    features: ["free-spins"],
    triggers: [
      { feature: "free-spins", symbols: ["giant-clam-scatter"], counts: { base: scattersToTrigger } },
    ],
    exactPart: (request): ExactPart => {
      exact ??= exactRound(model);
      if (request.buy === "free-spins") return { "free-spins": exact.boughtSpins * exact.freeSpin };
      return { "base-ways": exact.baseWays, "free-spins": exact.triggeredSpins * exact.freeSpin };
    },
    exactHitFrequency: (request): ExactHitFrequency => {
      if (request.buy !== null) return {};
      baseWaysHits ??= waysHitChance(model.baseReels, waysRules);
      return { "base-ways": baseWaysHits };
    },
    initialState: () => ({}),
    play(round, request, state) {
      if (request.buy === "free-spins") {
        playFreeRound(round, model, draw(boughtScatters, round.rng), "buy");
        return state;
      }
      const board = drawBoard(model.baseReels, round.rng);
      valueWilds(board, round.rng);
      const scatters = playScreen(round, board, "base");
      if (scatters >= scattersToTrigger && !round.capped) playFreeRound(round, model, scatters, "trigger");
      return state;
    },
  };
}

export const coralReefFlexiways: GameMathsDefinition = {
  knobs: [
    {
      name: "rain",
      scales: "odds of each further Raining Wild on a free spin",
      min: 0.001,
      max: 2,
      buy: "free-spins",
    },
    { name: "height", scales: "odds of taller reels over shorter ones", min: 0.3, max: 4 },
  ],
  paytable: pays,
  build,
};
