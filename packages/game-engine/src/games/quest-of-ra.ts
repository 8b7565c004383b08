import { type Board, copyBoard, countOnBoard, createBoard, positionsOf } from "../core/board";
import { playFreeSpins } from "../core/free-spins";
import { evaluateLines, type LineRules } from "../core/lines";
import { payTable } from "../core/paytable";
import { drawBoard, type ReelSet } from "../core/reels";
import type { Round } from "../core/round";
import { boardStep, type Step } from "../core/step";
import { substitution } from "../core/substitution";
import type { Win } from "../core/win";
import { expandingWildLineHits, expandingWildLinePay } from "../exact/column-lines";
import { exactScatterPay, screenCountDistribution } from "../exact/screen-pays";
import type { ExactHitFrequency, ExactPart, GameMaths } from "../model";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { paylines5x3 } from "./shared/paylines";
import { reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "girl-explorer",
  "pharaoh",
  "anubis",
  "scarab",
  "eye-of-horus",
  "ace",
  "king",
  "queen",
  "jack",
  "ten",
  "falcon-of-ra-wild",
  "golden-sun-scatter",
] as const;
const id = symbolIds(keys);
const paying = [
  id["girl-explorer"],
  id.pharaoh,
  id.anubis,
  id.scarab,
  id["eye-of-horus"],
  id.ace,
  id.king,
  id.queen,
  id.jack,
  id.ten,
];

/** Pays in multiples of the total bet, as the paytable prints them. */
const pays = payTable(keys.length, 5, [
  { symbol: id["girl-explorer"], pays: { 5: 500, 4: 100, 3: 10, 2: 1 } },
  { symbol: id.pharaoh, pays: { 5: 200, 4: 40, 3: 4 } },
  { symbol: id.anubis, pays: { 5: 75, 4: 10, 3: 3 } },
  { symbol: id.scarab, pays: { 5: 30, 4: 7.5, 3: 1.5 } },
  { symbol: id["eye-of-horus"], pays: { 5: 30, 4: 7.5, 3: 1.5 } },
  { symbol: id.ace, pays: { 5: 15, 4: 4, 3: 0.5 } },
  { symbol: id.king, pays: { 5: 15, 4: 4, 3: 0.5 } },
  { symbol: id.queen, pays: { 5: 10, 4: 2.5, 3: 0.5 } },
  { symbol: id.jack, pays: { 5: 10, 4: 2.5, 3: 0.5 } },
  { symbol: id.ten, pays: { 5: 10, 4: 2.5, 3: 0.5 } },
]);
const scatterPays: Readonly<Record<number, number>> = { 3: 2, 4: 5, 5: 20 };
const freeSpins = 10;
/** Golden Suns in view that start free spins (free spins add none). */
const scattersToTrigger = 3;

const lineRules: LineRules = {
  ...substitution(keys.length, id["falcon-of-ra-wild"], paying),
  lines: paylines5x3.slice(0, 10),
  pays,
  names: keys,
  // The wild has no pay of its own; a line of wilds alone is paid as the top symbol.
  wildPaysAs: id["girl-explorer"],
};

function reels(wild: number): ReelSet {
  const weights = {
    "girl-explorer": 0.7,
    pharaoh: 1,
    anubis: 2,
    scarab: 3,
    "eye-of-horus": 3,
    ace: 7,
    king: 7,
    queen: 14,
    jack: 14,
    ten: 14,
    "falcon-of-ra-wild": wild,
    "golden-sun-scatter": 3.4,
  };
  return Array.from({ length: 5 }, () => reelOf(id, weights, 3, ["golden-sun-scatter"]));
}

/**
 * Every Falcon of Ra expands over its reel (a reel of wilds pays every line at least what one wild does,
 * so an expansion never lowers a win). The landed screen is left as it was: the expanded one is written
 * into `into` (a board of the same shape) and returned, or the landed screen itself when no wild lands
 * short of filling its reel.
 */
export function expandWilds(
  landed: Board,
  round: Round | null,
  into: Board = createBoard(landed.reels, landed.stride),
): Board {
  const wild = lineRules.wild;
  const { symbols, stride } = landed;
  let board = landed;
  for (let reel = 0; reel < landed.reels; reel++) {
    const start = reel * stride;
    const rows = landed.heights[reel] as number;
    let wilds = 0;
    for (let row = 0; row < rows; row++) if (symbols[start + row] === wild) wilds++;
    if (wilds === 0 || wilds === rows) continue;
    // Most screens show no wild short of its reel: they are priced as they landed, with nothing copied.
    if (board === landed) board = copyBoard(landed, into);
    board.symbols.fill(wild, start, start + rows);
    round?.note({ type: "expanding-wild", reel });
  }
  return board;
}

/** The two screens a spin works on, drawn into again by every spin of the model. */
interface Screens {
  readonly landed: Board;
  readonly expanded: Board;
}

function playScreen(
  round: Round,
  reelSet: ReelSet,
  screens: Screens,
  phase: Step["phase"],
  spin?: number,
): number {
  const landed = drawBoard(reelSet, round.rng, 3, screens.landed);
  // Scatters are counted before a wild expands, so a scatter under an expanded reel still pays.
  const scatters = countOnBoard(landed, id["golden-sun-scatter"]);
  const scatterPositions = round.trace ? positionsOf(landed, id["golden-sun-scatter"]) : null;
  const board = expandWilds(landed, round, screens.expanded);
  const wins: Win[] | null = round.trace ? [] : null;
  let pay = evaluateLines(board, lineRules, wins);
  const scatterPay = scatterPays[Math.min(scatters, 5)] ?? 0;
  if (scatterPay > 0) {
    wins?.push({
      kind: "scatter",
      symbol: "golden-sun-scatter",
      count: scatters,
      pay: scatterPay,
      multiplier: 1,
      positions: scatterPositions ?? [],
    });
    pay += scatterPay;
  }
  const base = phase === "base";
  // Every screen, base or free, is drawn afresh and paid as it expands: its expected pay is exact.
  round.award(pay - scatterPay, base ? "base-lines" : "free-spins", true);
  round.award(scatterPay, base ? "base-scatters" : "free-spins", true);
  // `expandWilds` hands back the landed screen itself when no wild spread: only a screen a wild changed
  // carries the landed one beside it.
  round.record(() =>
    boardStep(
      phase,
      board,
      keys,
      wins ?? [],
      pay,
      spin === undefined ? {} : { spin },
      board === landed ? undefined : landed,
    ),
  );
  return scatters;
}

function build(tuning: Tuning): GameMaths {
  const reelSet = reels(knob(tuning, "wild"));
  // A round is played synchronously from start to end, so one pair of screens serves every round.
  const screens: Screens = { landed: createBoard(5, 3), expanded: createBoard(5, 3) };
  let exactPart: ExactPart | undefined;
  let hits: ExactHitFrequency | undefined;
  return {
    symbols: keys,
    buyOptions: [],
    features: ["free-spins"],
    triggers: [
      { feature: "free-spins", symbols: ["golden-sun-scatter"], counts: { base: scattersToTrigger } },
    ],
    // The whole round is exact: the simulation measures only the max-win cap's effect (decision 21).
    exactPart: () => {
      if (exactPart) return exactPart;
      const lines = expandingWildLinePay(reelSet, lineRules);
      const scatters = exactScatterPay(reelSet, id["golden-sun-scatter"], scatterPays);
      const triggered = screenCountDistribution(reelSet, id["golden-sun-scatter"])
        .slice(scattersToTrigger)
        .reduce((sum, chance) => sum + chance, 0);
      exactPart = {
        "base-lines": lines,
        "base-scatters": scatters,
        // Free spins play the base reels and add no spins, so each is worth a base screen.
        "free-spins": triggered * freeSpins * (lines + scatters),
      };
      return exactPart;
    },
    exactHitFrequency: () => {
      hits ??= { "base-lines": expandingWildLineHits(reelSet, lineRules) };
      return hits;
    },
    initialState: () => ({}),
    play(round, _request, state) {
      const scatters = playScreen(round, reelSet, screens, "base");
      if (scatters >= scattersToTrigger && !round.capped) {
        round.trigger("free-spins");
        round.note({ type: "free-spins", reason: "trigger", spins: freeSpins });
        playFreeSpins(round, freeSpins, ({ spin }) => {
          playScreen(round, reelSet, screens, "free-spin", spin);
          return 0;
        });
      }
      return state;
    },
  };
}

export const questOfRa: GameMathsDefinition = {
  knobs: [{ name: "wild", scales: "weight of the Falcon of Ra wild on every reel", min: 0.05, max: 8 }],
  paytable: pays,
  build,
};
