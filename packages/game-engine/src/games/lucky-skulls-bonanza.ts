import { payBands, payTable } from "../core/paytable";
import type { ReelSet } from "../core/reels";
import type { WeightTable } from "../core/weights";
import type { GameMaths } from "../model";
import { bonanzaGame, tiltedMultipliers } from "./shared/bonanza-game";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "golden-sugar-skull",
  "crimson-skull",
  "turquoise-skull",
  "violet-skull",
  "guitar",
  "maracas",
  "candle",
  "marigold",
  "rose",
  "scatter",
  "multiplier-skull",
] as const;
const id = symbolIds(keys);
const cells = 30;

/** Pays for 8-9, 10-11 and 12 or more anywhere on the grid, in multiples of the bet. */
const pays = payTable(keys.length, cells, [
  {
    symbol: id["golden-sugar-skull"],
    pays: payBands(
      [
        [8, 10],
        [10, 20],
        [12, 50],
      ],
      cells,
    ),
  },
  {
    symbol: id["crimson-skull"],
    pays: payBands(
      [
        [8, 3],
        [10, 8],
        [12, 25],
      ],
      cells,
    ),
  },
  {
    symbol: id["turquoise-skull"],
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
    symbol: id["violet-skull"],
    pays: payBands(
      [
        [8, 1.5],
        [10, 3],
        [12, 12],
      ],
      cells,
    ),
  },
  {
    symbol: id.guitar,
    pays: payBands(
      [
        [8, 1],
        [10, 2],
        [12, 10],
      ],
      cells,
    ),
  },
  {
    symbol: id.maracas,
    pays: payBands(
      [
        [8, 0.8],
        [10, 1.5],
        [12, 8],
      ],
      cells,
    ),
  },
  {
    symbol: id.candle,
    pays: payBands(
      [
        [8, 0.6],
        [10, 1.2],
        [12, 5],
      ],
      cells,
    ),
  },
  {
    symbol: id.marigold,
    pays: payBands(
      [
        [8, 0.4],
        [10, 1],
        [12, 4],
      ],
      cells,
    ),
  },
  {
    symbol: id.rose,
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
 * Multiplier Skulls, 2x to 100x, as the free spins draw them before the `boost` knob tilts them
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
  ];
  return tiltedMultipliers(table, boost);
}

function reels(rose: number, scatter: number, multiplier: number): ReelSet {
  const weights = {
    "golden-sugar-skull": 3,
    "crimson-skull": 4,
    "turquoise-skull": 5,
    "violet-skull": 6,
    guitar: 7,
    maracas: 8,
    candle: 9,
    marigold: 10,
    rose,
    scatter,
    "multiplier-skull": multiplier,
  };
  return Array.from({ length: 6 }, () => reelOf(id, weights, 5));
}

/**
 * The Rose's weight on the free-spin reels, fixed at the base game's calibrated value of the day the buy
 * was calibrated, so that settling the base game's Rose does not move the bought round's value.
 */
const freeRose = 20.1003;

function build(tuning: Tuning): GameMaths {
  const rose = knob(tuning, "rose");
  const scatter = 1.2;
  return bonanzaGame({
    keys,
    pays,
    paying: [
      id["golden-sugar-skull"],
      id["crimson-skull"],
      id["turquoise-skull"],
      id["violet-skull"],
      id.guitar,
      id.maracas,
      id.candle,
      id.marigold,
      id.rose,
    ],
    scatter: id.scatter,
    multiplier: id["multiplier-skull"],
    multiplierValues: multiplierValues(knob(tuning, "multiplierBoost")),
    scatterPays: { 4: 3, 5: 5, 6: 100 },
    baseReels: reels(rose, scatter, 0),
    freeReels: reels(freeRose, scatter, 4),
    doubleChance: { reels: reels(rose, scatter * knob(tuning, "doubleChanceScatter"), 0), stake: 1.25 },
  });
}

export const luckySkullsBonanza: GameMathsDefinition = {
  knobs: [
    {
      name: "multiplierBoost",
      scales: "tilt of the Multiplier Skull values towards the larger ones",
      min: 0.1,
      max: 10,
      buy: "free-spins",
    },
    { name: "rose", scales: "weight of the Rose, the most common symbol", min: 2, max: 80 },
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
