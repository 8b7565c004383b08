import { type Board, createBoard } from "../core/board";
import { type ClusterRules, evaluateClusters } from "../core/clusters";
import { playFreeSpins } from "../core/free-spins";
import { payBands, payTable } from "../core/paytable";
import { drawBoard, fillCell, type ReelSet } from "../core/reels";
import type { Round } from "../core/round";
import type { Step } from "../core/step";
import { substitution } from "../core/substitution";
import { draw, type WeightTable, weightsOf } from "../core/weights";
import type { Win } from "../core/win";
import type { GameMaths } from "../model";
import { playCascades } from "./shared/cascade-sequence";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "leprechaun",
  "pot-of-gold",
  "golden-harp",
  "lucky-horseshoe",
  "emerald-knot",
  "amber-knot",
  "sapphire-knot",
  "amethyst-knot",
  "shamrock-wild",
  "rainbow-scatter",
] as const;
const id = symbolIds(keys);
const wild = id["shamrock-wild"];
const scatter = id["rainbow-scatter"];
const paying = [
  id.leprechaun,
  id["pot-of-gold"],
  id["golden-harp"],
  id["lucky-horseshoe"],
  id["emerald-knot"],
  id["amber-knot"],
  id["sapphire-knot"],
  id["amethyst-knot"],
];
/** 7 reels of 7 rows. */
const side = 7;
const cells = side * side;

/** Pays by cluster size, 5-9, 10-14, 15-19, 20-24 and 25 or more, in multiples of the bet. */
const pays = payTable(keys.length, cells, [
  {
    symbol: id.leprechaun,
    pays: payBands(
      [
        [5, 1],
        [10, 4],
        [15, 15],
        [20, 40],
        [25, 100],
      ],
      cells,
    ),
  },
  {
    symbol: id["pot-of-gold"],
    pays: payBands(
      [
        [5, 0.6],
        [10, 2.5],
        [15, 8],
        [20, 20],
        [25, 50],
      ],
      cells,
    ),
  },
  {
    symbol: id["golden-harp"],
    pays: payBands(
      [
        [5, 0.4],
        [10, 1.5],
        [15, 5],
        [20, 12],
        [25, 30],
      ],
      cells,
    ),
  },
  {
    symbol: id["lucky-horseshoe"],
    pays: payBands(
      [
        [5, 0.3],
        [10, 1],
        [15, 3],
        [20, 8],
        [25, 20],
      ],
      cells,
    ),
  },
  {
    symbol: id["emerald-knot"],
    pays: payBands(
      [
        [5, 0.2],
        [10, 0.6],
        [15, 2],
        [20, 6],
        [25, 15],
      ],
      cells,
    ),
  },
  {
    symbol: id["amber-knot"],
    pays: payBands(
      [
        [5, 0.2],
        [10, 0.6],
        [15, 2],
        [20, 6],
        [25, 15],
      ],
      cells,
    ),
  },
  {
    symbol: id["sapphire-knot"],
    pays: payBands(
      [
        [5, 0.1],
        [10, 0.5],
        [15, 1.5],
        [20, 4],
        [25, 10],
      ],
      cells,
    ),
  },
  {
    symbol: id["amethyst-knot"],
    pays: payBands(
      [
        [5, 0.1],
        [10, 0.5],
        [15, 1.5],
        [20, 4],
        [25, 10],
      ],
      cells,
    ),
  },
]);

/** Clusters connect horizontally and vertically; wild multipliers in one cluster add together. */
const clusterRules: ClusterRules = {
  ...substitution(keys.length, wild, paying),
  pays,
  names: keys,
  paying,
  shape: "connected",
  wildMultipliers: "add",
};

const freeSpins = 10;
const retriggerSpins = 5;
/** Rainbows that start free spins on a paid spin, and that add spins during them. */
const scattersToTrigger = 4;
const scattersToRetrigger = 3;
/** Shamrock multipliers: 2x, 3x or 5x in the base game, 2x up to 100x in free spins. */
const baseMultipliers = weightsOf({ 2: 60, 3: 30, 5: 10 });
const freeMultipliers = weightsOf({ 2: 40, 3: 25, 5: 18, 10: 10, 25: 5, 50: 1.5, 100: 0.5 });

function reels(wildWeight: number): ReelSet {
  const weights = {
    leprechaun: 4,
    "pot-of-gold": 5,
    "golden-harp": 6,
    "lucky-horseshoe": 7,
    "emerald-knot": 8,
    "amber-knot": 8,
    "sapphire-knot": 9,
    "amethyst-knot": 9,
    "shamrock-wild": wildWeight,
    "rainbow-scatter": 0.75,
  };
  return Array.from({ length: side }, () => reelOf(id, weights, side));
}

interface Model {
  readonly baseReels: ReelSet;
  readonly freeReels: ReelSet;
  /** The screen every sequence is drawn into: a round is played to its end before the next. */
  readonly screen: Board;
}

const evaluate = (screen: Board, wins: Win[]) => evaluateClusters(screen, clusterRules, wins);

/** A spin and its cascades, wilds valued as they land; returns the scatters on the last screen. */
function playSequence(
  round: Round,
  screen: Board,
  reelSet: ReelSet,
  multipliers: WeightTable<number>,
  phase: Step["phase"],
  spin?: number,
): number {
  const board = drawBoard(reelSet, round.rng, side, screen);
  const { symbols, values } = board;
  // A scatter never wins, so a cascade never clears one: the last screen's scatters are the landed ones
  // and those that fell in, counted as they come instead of scanning the screen at the end.
  let scatters = 0;
  for (let index = 0; index < symbols.length; index++) {
    if (symbols[index] === wild) values[index] = draw(multipliers, round.rng);
    else if (symbols[index] === scatter) scatters++;
  }
  const outcome = playCascades(round, board, reelSet, keys, evaluate, phase, spin, (reel, row) => {
    fillCell(board, reelSet, reel, row, round.rng);
    const index = reel * board.stride + row;
    if (symbols[index] === wild) values[index] = draw(multipliers, round.rng);
    else if (symbols[index] === scatter) scatters++;
  });
  round.award(outcome.pay, phase === "base" ? "base-clusters" : "free-spins");
  return scatters;
}

function playFreeRound(round: Round, model: Model, reason: "trigger" | "buy"): void {
  round.trigger("free-spins");
  round.note({ type: "free-spins", reason, spins: freeSpins });
  playFreeSpins(round, freeSpins, ({ spin }) => {
    if (
      playSequence(round, model.screen, model.freeReels, freeMultipliers, "free-spin", spin) <
      scattersToRetrigger
    )
      return 0;
    round.note({ type: "free-spins", reason: "retrigger", spins: retriggerSpins });
    return retriggerSpins;
  });
}

function build(tuning: Tuning): GameMaths {
  const model: Model = {
    baseReels: reels(knob(tuning, "wild")),
    freeReels: reels(knob(tuning, "freeWild")),
    screen: createBoard(side, side),
  };
  return {
    symbols: keys,
    buyOptions: [{ id: "free-spins", label: "Free Spins" }],
    features: ["free-spins"],
    triggers: [
      {
        feature: "free-spins",
        symbols: ["rainbow-scatter"],
        counts: { base: scattersToTrigger, "free-spin": scattersToRetrigger },
      },
    ],
    initialState: () => ({}),
    play(round, request, state) {
      if (request.buy === "free-spins") {
        playFreeRound(round, model, "buy");
        return state;
      }
      if (
        playSequence(round, model.screen, model.baseReels, baseMultipliers, "base") >= scattersToTrigger &&
        !round.capped
      ) {
        playFreeRound(round, model, "trigger");
      }
      return state;
    },
  };
}

export const irishRichesBonanza: GameMathsDefinition = {
  knobs: [
    {
      name: "freeWild",
      scales: "weight of the Shamrock Wild in free spins",
      min: 0.01,
      max: 30,
      buy: "free-spins",
    },
    { name: "wild", scales: "weight of the Shamrock Wild in the base game", min: 0.01, max: 30 },
  ],
  paytable: pays,
  build,
};
