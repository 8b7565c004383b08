import { payBands, payTable } from "../core/paytable";
import type { ReelSet } from "../core/reels";
import type { WeightTable } from "../core/weights";
import type { GameMaths } from "../model";
import { bonanzaGame, tiltedMultipliers } from "./shared/bonanza-game";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "santa",
  "reindeer",
  "snowman",
  "gingerbread-man",
  "golden-bell",
  "candy-cane",
  "stocking",
  "holly",
  "christmas-star",
  "scatter",
  "bauble-multiplier",
] as const;
const id = symbolIds(keys);
const cells = 30;

/** Pays for 8-9, 10-11 and 12 or more anywhere on the grid, in multiples of the bet. */
const pays = payTable(keys.length, cells, [
  {
    symbol: id.santa,
    pays: payBands(
      [
        [8, 10],
        [10, 25],
        [12, 50],
      ],
      cells,
    ),
  },
  {
    symbol: id.reindeer,
    pays: payBands(
      [
        [8, 2.5],
        [10, 10],
        [12, 25],
      ],
      cells,
    ),
  },
  {
    symbol: id.snowman,
    pays: payBands(
      [
        [8, 2],
        [10, 5],
        [12, 15],
      ],
      cells,
    ),
  },
  {
    symbol: id["gingerbread-man"],
    pays: payBands(
      [
        [8, 1.5],
        [10, 2.5],
        [12, 12],
      ],
      cells,
    ),
  },
  {
    symbol: id["golden-bell"],
    pays: payBands(
      [
        [8, 1],
        [10, 1.5],
        [12, 10],
      ],
      cells,
    ),
  },
  {
    symbol: id["candy-cane"],
    pays: payBands(
      [
        [8, 0.8],
        [10, 1.2],
        [12, 8],
      ],
      cells,
    ),
  },
  {
    symbol: id.stocking,
    pays: payBands(
      [
        [8, 0.5],
        [10, 1],
        [12, 5],
      ],
      cells,
    ),
  },
  {
    symbol: id.holly,
    pays: payBands(
      [
        [8, 0.4],
        [10, 0.9],
        [12, 4],
      ],
      cells,
    ),
  },
  {
    symbol: id["christmas-star"],
    pays: payBands(
      [
        [8, 0.25],
        [10, 0.75],
        [12, 2],
      ],
      cells,
    ),
  },
]);

/**
 * Bauble Multipliers, 2x to 500x, as the free spins draw them before the `boost` knob tilts them
 * (`tiltedMultipliers`).
 */
function multiplierValues(boost: number): WeightTable<number> {
  const table: readonly (readonly [number, number])[] = [
    [2, 45],
    [3, 25],
    [4, 12],
    [5, 10],
    [10, 5],
    [25, 1.5],
    [50, 0.3],
    [100, 0.08],
    [500, 0.005],
  ];
  return tiltedMultipliers(table, boost);
}

function reels(star: number, scatter: number, multiplier: number): ReelSet {
  const weights = {
    santa: 3,
    reindeer: 4,
    snowman: 5,
    "gingerbread-man": 6,
    "golden-bell": 7,
    "candy-cane": 8,
    stocking: 9,
    holly: 10,
    "christmas-star": star,
    scatter,
    "bauble-multiplier": multiplier,
  };
  return Array.from({ length: 6 }, () => reelOf(id, weights, 5));
}

/**
 * The Christmas Star's weight on the free-spin reels, fixed at the base game's calibrated value of the
 * day the buy was calibrated, so that settling the base game's Star does not move the bought round's value.
 */
const freeStar = 20.2846;

function build(tuning: Tuning): GameMaths {
  const star = knob(tuning, "star");
  const scatter = 1.2;
  return bonanzaGame({
    keys,
    pays,
    paying: [
      id.santa,
      id.reindeer,
      id.snowman,
      id["gingerbread-man"],
      id["golden-bell"],
      id["candy-cane"],
      id.stocking,
      id.holly,
      id["christmas-star"],
    ],
    scatter: id.scatter,
    multiplier: id["bauble-multiplier"],
    multiplierValues: multiplierValues(knob(tuning, "multiplierBoost")),
    scatterPays: { 4: 3, 5: 5, 6: 100 },
    baseReels: reels(star, scatter, 0),
    freeReels: reels(freeStar, scatter, 4),
  });
}

export const luckySantaBonanza: GameMathsDefinition = {
  knobs: [
    {
      name: "multiplierBoost",
      scales: "tilt of the Bauble Multiplier values towards the larger ones",
      min: 0.1,
      max: 10,
      buy: "free-spins",
    },
    { name: "star", scales: "weight of the Christmas Star, the most common symbol", min: 2, max: 80 },
  ],
  paytable: pays,
  build,
};
