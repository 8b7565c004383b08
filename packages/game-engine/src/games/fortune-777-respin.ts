import { type Board, createBoard } from "../core/board";
import { evaluateLines, type LineRules } from "../core/lines";
import { payTable } from "../core/paytable";
import { drawBoard, fillCell, type ReelSet, type ReelSpec } from "../core/reels";
import type { Round } from "../core/round";
import { boardStep } from "../core/step";
import { substitution } from "../core/substitution";
import { spinWheel, wheel, wheelFace } from "../core/wheel";
import type { Win } from "../core/win";
import { columnLineHits, type ReelColumns } from "../exact/column-lines";
import type { ExactHitFrequency, ExactPart, GameMaths } from "../model";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { paylines3x3 } from "./shared/paylines";
import { reelOf } from "./shared/reel-weights";
import { fillReel } from "./shared/stacks";
import { symbolIds } from "./shared/symbols";

const keys = [
  "wild",
  "lucky-777",
  "diamond",
  "ruby",
  "golden-bell",
  "bar",
  "watermelon",
  "lemon",
  "cherry",
] as const;
const id = symbolIds(keys);
const wild = id.wild;

/** Three matching symbols on a line, in multiples of the total bet. */
const pays = payTable(keys.length, 3, [
  { symbol: wild, pays: { 3: 10 } },
  { symbol: id["lucky-777"], pays: { 3: 4 } },
  { symbol: id.diamond, pays: { 3: 3 } },
  { symbol: id.ruby, pays: { 3: 2 } },
  { symbol: id["golden-bell"], pays: { 3: 1.4 } },
  { symbol: id.bar, pays: { 3: 1 } },
  { symbol: id.watermelon, pays: { 3: 0.8 } },
  { symbol: id.lemon, pays: { 3: 0.6 } },
  { symbol: id.cherry, pays: { 3: 0.4 } },
]);

const lineRules: LineRules = {
  ...substitution(keys.length, wild, [
    id["lucky-777"],
    id.diamond,
    id.ruby,
    id["golden-bell"],
    id.bar,
    id.watermelon,
    id.lemon,
    id.cherry,
  ]),
  lines: paylines3x3,
  pays,
  names: keys,
};

/**
 * The Fortune Wheel: a multiplier on the win of a grid filled with one symbol. Its painted multipliers
 * run up to 20x (as most of the catalogue reads it); its one x1000 segment (the catalogue's other
 * reading) is the route to the 5,000x max win: a full grid paying 5x or more on its lines (BARs and up)
 * reaches the cap on it, and no other way of the game comes near (nine wilds and 20x pay 1,000x).
 * Decision 0033.
 */
const fortuneWheel = wheel("fortune-wheel", [
  [2, 40],
  [3, 25],
  [5, 18],
  [10, 12],
  [20, 5],
  [1000, 0.05],
] as const);
/** How a stop of the wheel is worded, on its event and on the painted wheel. */
const multiplierLabel = (multiplier: number) => `x${multiplier}`;

/** Chance, per reel and spin, that a full stack lands. */
const diamondStack = 0.006;
const rubyStack = 0.04;

function reels(wildWeight: number): ReelSet {
  const weights = {
    wild: wildWeight,
    "lucky-777": 2,
    diamond: 3,
    ruby: 4,
    "golden-bell": 5,
    bar: 7,
    watermelon: 10,
    lemon: 13,
    cherry: 16,
  };
  return [0, 1, 2].map(() => reelOf(id, weights, 3));
}

function reelIs(board: Board, reel: number, symbol: number): boolean {
  for (let row = 0; row < 3; row++) if (board.symbols[reel * board.stride + row] !== symbol) return false;
  return true;
}

/** The one symbol filling all 9 positions, wilds counting towards it; -1 when the grid is mixed. */
export function fullGridSymbol(board: Board): number {
  let symbol = -1;
  for (let index = 0; index < board.symbols.length; index++) {
    const cell = board.symbols[index] as number;
    if (cell === wild) continue;
    if (symbol === -1) symbol = cell;
    else if (cell !== symbol) return -1;
  }
  return symbol === -1 ? wild : symbol;
}

/**
 * The respin: positions holding the target symbol or a wild stay locked, every other position respins;
 * a new target or wild locks and resets the count to 3; it ends when the grid is full or the respins run out.
 */
export function playRespin(round: Round, reelSet: ReelSet, board: Board, target: number, name: string): void {
  round.trigger(name);
  let respins = 3;
  round.note({ type: "hold-and-win", name, respins, positions: 9 });
  const locked = (index: number) => board.symbols[index] === target || board.symbols[index] === wild;
  let lockedCount = board.symbols.filter((_, index) => locked(index)).length;
  while (respins > 0 && lockedCount < 9) {
    respins--;
    let landed = 0;
    for (let reel = 0; reel < 3; reel++) {
      for (let row = 0; row < 3; row++) {
        const index = reel * board.stride + row;
        if (locked(index)) continue;
        fillCell(board, reelSet, reel, row, round.rng);
        if (locked(index)) landed++;
      }
    }
    lockedCount += landed;
    if (landed > 0) respins = 3;
    round.record(() => boardStep("respin", board, keys, [], 0, { spinsLeft: respins }));
  }
}

/** Pays the grid's lines, multiplied by the Fortune Wheel when one symbol fills it. */
function settle(round: Round, board: Board, phase: "base" | "respin"): void {
  const wins: Win[] = [];
  const linePay = evaluateLines(board, lineRules, wins);
  let pay = linePay;
  let multiplier = 1;
  if (fullGridSymbol(board) >= 0 && pay > 0) {
    round.trigger("fortune-wheel");
    const stop = spinWheel(fortuneWheel, round.rng);
    multiplier = stop.segment;
    round.note({
      type: "wheel",
      name: fortuneWheel.name,
      index: stop.index,
      segment: multiplierLabel(multiplier),
    });
    pay *= multiplier;
  }
  // The wheel's share of a multiplied pay is the wheel's; the lines' own pay is the phase's.
  // A screen paid as it lands is drawn afresh: its line pay is known exactly (the wheel's is simulated).
  round.award(linePay, phase === "base" ? "base-lines" : "respins", phase === "base");
  round.award(pay - linePay, "fortune-wheel");
  const shown = wins.map((win) => ({
    ...win,
    pay: win.pay * multiplier,
    multiplier: win.multiplier * multiplier,
  }));
  round.record(() => boardStep(phase, board, keys, shown, pay, { multiplier }));
}

/** What a column shows, as far as the respin and the full grid care. */
type Column = "ruby" | "diamond" | "ruby-and-wilds" | "diamond-and-wilds" | "wilds" | "other";

function columnOf(cells: readonly number[]): Column {
  const kinds = new Set(cells);
  if (kinds.size === 1 && kinds.has(wild)) return "wilds";
  const ruby = id.ruby;
  const diamond = id.diamond;
  if (kinds.size === 1) return kinds.has(ruby) ? "ruby" : kinds.has(diamond) ? "diamond" : "other";
  if (kinds.size === 2 && kinds.has(wild))
    return kinds.has(ruby) ? "ruby-and-wilds" : kinds.has(diamond) ? "diamond-and-wilds" : "other";
  return "other";
}

/** Whether a screen of these columns is paid as it lands (no respin), as `play` decides. */
function paidAsLanded(columns: readonly Column[]): boolean {
  const ruby = columns[0] === "ruby" && (columns[1] === "ruby" || columns[2] === "ruby");
  const diamond = columns.includes("diamond");
  if (ruby && diamond) return false;
  const own = ruby ? "ruby" : "diamond";
  const full = columns.every(
    (column) => column === own || column === `${own}-and-wilds` || column === "wilds",
  );
  return full || !(ruby || diamond);
}

/** Every column a reel shows as it lands: drawn cell by cell, or filled by a Diamond or Ruby stack. */
function landedColumns(reel: ReelSpec): ReelColumns<Column> {
  const byKey = new Map<string, { cells: number[]; chance: number; label: Column }>();
  const add = (cells: number[], chance: number) => {
    const key = cells.join(",");
    const known = byKey.get(key);
    if (known) known.chance += chance;
    else byKey.set(key, { cells, chance, label: columnOf(cells) });
  };
  const { items, weights, total: weight } = reel.symbols;
  const drawn = 1 - diamondStack - rubyStack;
  const chanceOf = (index: number) => (weights[index] as number) / weight;
  for (let top = 0; top < items.length; top++)
    for (let middle = 0; middle < items.length; middle++)
      for (let bottom = 0; bottom < items.length; bottom++)
        add(
          [items[top], items[middle], items[bottom]] as number[],
          drawn * chanceOf(top) * chanceOf(middle) * chanceOf(bottom),
        );
  add([id.diamond, id.diamond, id.diamond], diamondStack);
  add([id.ruby, id.ruby, id.ruby], rubyStack);
  return [...byKey.values()];
}

/**
 * The expected line pay of the screens paid as they land (no respin), exactly: each reel drawn cell by
 * cell then perhaps filled by a stack, independently of the others. A line reads one cell per reel and
 * the respin depends on each reel's whole column, so every triple of (column, the line's cell) is
 * weighed by its chance, kept when the screen is paid as it lands and paid by `evaluateLines` itself.
 */
function exactLandedLinePay(columns: readonly ReelColumns<Column>[]): number {
  const screen = createBoard(3, 1);
  const oneLine: LineRules = { ...lineRules, lines: [[0, 0, 0]] };
  let total = 0;
  for (const line of lineRules.lines) {
    const options = columns.map((reel, index) => {
      const row = line[index] as number;
      const chances = new Map<string, { column: Column; symbol: number; chance: number }>();
      for (const { cells, chance, label } of reel) {
        const symbol = cells[row] as number;
        const key = `${label}:${symbol}`;
        const entry = chances.get(key);
        if (entry) entry.chance += chance;
        else chances.set(key, { column: label, symbol, chance });
      }
      return [...chances.values()];
    });
    const visit = (reel: number, columns: Column[], chance: number): void => {
      if (reel === 3) {
        if (paidAsLanded(columns)) total += chance * evaluateLines(screen, oneLine, null);
        return;
      }
      for (const option of options[reel] ?? []) {
        screen.symbols[reel] = option.symbol;
        columns[reel] = option.column;
        visit(reel + 1, columns, chance * option.chance);
      }
    };
    visit(0, [], 1);
  }
  return total;
}

function build(tuning: Tuning): GameMaths {
  const reelSet = reels(knob(tuning, "wild"));
  // Respins draw from reels with a fixed, low wild weight, so a full grid stays a rare prize.
  const respinReels = reels(1);
  let landed: readonly ReelColumns<Column>[] | undefined;
  let landedLinePay: number | undefined;
  let landedLineHits: number | undefined;
  return {
    symbols: keys,
    buyOptions: [],
    features: ["diamond-respin", "ruby-respin", "fortune-wheel"],
    // Whole reels of one symbol start the respins and a full grid the wheel: no count in view does.
    triggers: [],
    exactPart: (): ExactPart => {
      landed ??= reelSet.map(landedColumns);
      landedLinePay ??= exactLandedLinePay(landed);
      return { "base-lines": landedLinePay };
    },
    exactHitFrequency: (): ExactHitFrequency => {
      landed ??= reelSet.map(landedColumns);
      landedLineHits ??= columnLineHits(landed, lineRules, paidAsLanded);
      return { "base-lines": landedLineHits };
    },
    initialState: () => ({}),
    play(round, _request, state) {
      const board = drawBoard(reelSet, round.rng);
      for (let reel = 0; reel < 3; reel++) {
        const stack = round.rng.next();
        if (stack < diamondStack) fillReel(board, reel, id.diamond);
        else if (stack < diamondStack + rubyStack) fillReel(board, reel, id.ruby);
      }
      const full = fullGridSymbol(board) >= 0;
      const ruby = reelIs(board, 0, id.ruby) && (reelIs(board, 1, id.ruby) || reelIs(board, 2, id.ruby));
      const diamond = [0, 1, 2].some((reel) => reelIs(board, reel, id.diamond));
      if (!full && (ruby || diamond)) {
        round.record(() => boardStep("base", board, keys, [], 0));
        // Two Ruby stacks take precedence over a Diamond stack on the third reel.
        if (ruby) playRespin(round, respinReels, board, id.ruby, "ruby-respin");
        else playRespin(round, respinReels, board, id.diamond, "diamond-respin");
        settle(round, board, "respin");
      } else {
        settle(round, board, "base");
      }
      return state;
    },
  };
}

export const fortune777Respin: GameMathsDefinition = {
  knobs: [{ name: "wild", scales: "weight of the Wild on every reel", min: 0.05, max: 30 }],
  paytable: pays,
  wheels: [wheelFace(fortuneWheel, multiplierLabel)],
  build,
};
