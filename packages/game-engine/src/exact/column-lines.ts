import { createBoard } from "../core/board";
import { evaluateLines, type LineRules } from "../core/lines";
import { hasPays, payFor } from "../core/paytable";
import type { ReelSet, ReelSpec } from "../core/reels";
import { everyScreen } from "./every-screen";
import { exactLinePay } from "./screen-pays";

/**
 * Line maths for games whose reels are independent of one another but whose cells within a reel are not:
 * a wild that expands over its reel (Quest of Ra), a stack that fills one (Fortune 777). Each reel is
 * given as the whole columns it can show, with their chances.
 */

/** One reel's columns: the symbols top to bottom, the chance, and a label a screen rule can read. */
export type ReelColumns<Label = null> = readonly {
  readonly cells: readonly number[];
  readonly chance: number;
  readonly label: Label;
}[];

/**
 * The columns a reel shows when a wild, wherever it lands on it, expands over the whole reel: every
 * column the reel can draw (`everyScreen` on the reel alone), a column holding a wild counted as the
 * reel of wilds. Reels need fixed heights.
 */
export function expandedColumns(reel: ReelSpec, wild: number): ReelColumns {
  if (typeof reel.height !== "number") throw new Error("Expanding wilds need fixed reel heights");
  const height = reel.height;
  const byKey = new Map<string, { cells: number[]; chance: number; label: null }>();
  everyScreen([reel], (board, chance) => {
    const drawn = board.symbols.slice(0, height);
    const cells = drawn.includes(wild) ? drawn.fill(wild) : drawn;
    const key = cells.join(",");
    const known = byKey.get(key);
    if (known) known.chance += chance;
    else byKey.set(key, { cells, chance, label: null });
  });
  return [...byKey.values()];
}

/** Exact line pay of a screen whose wilds each expand over their reel before the lines are paid. */
export function expandingWildLinePay(reels: ReelSet, rules: LineRules): number {
  const cells = reels.map((reel) => cellChances(expandedColumns(reel, rules.wild)));
  return exactLinePay(reels, rules, (reel, row) => cells[reel]?.[row] ?? new Map());
}

/** P(some line pays) on a screen whose wilds each expand over their reel. */
export function expandingWildLineHits(reels: ReelSet, rules: LineRules): number {
  return columnLineHits(
    reels.map((reel) => expandedColumns(reel, rules.wild)),
    rules,
  );
}

/** Each row's symbol chances over a reel's columns: a line reads one cell per reel, so these are all it needs. */
function cellChances<Label>(columns: ReelColumns<Label>): Map<number, number>[] {
  const height = columns[0]?.cells.length ?? 0;
  return Array.from({ length: height }, (_, row) => {
    const chances = new Map<number, number>();
    for (const { cells, chance } of columns) {
      const symbol = cells[row] as number;
      chances.set(symbol, (chances.get(symbol) ?? 0) + chance);
    }
    return chances;
  });
}

/**
 * The number of leading cells that decide whether a line pays: every paying symbol (and the wilds' own
 * run) pays from some count on and for every longer run, so a line pays on the whole screen exactly when
 * it pays with only its first k cells in view, k the largest of those counts.
 */
function decisiveLength(rules: LineRules, reels: number): number {
  const { pays, wild } = rules;
  const symbols = pays.flatMap((_, symbol) => (symbol !== wild && hasPays(pays, symbol) ? [symbol] : []));
  if (wild >= 0) symbols.push(rules.wildPaysAs ?? wild);
  let k = 1;
  for (const symbol of symbols) {
    let first = 0;
    for (let count = 1; count <= reels; count++) {
      const paid = payFor(pays, symbol, count) > 0;
      if (paid && first === 0) first = count;
      if (!paid && first > 0) throw new Error("Column line hits need pays without gaps");
    }
    if (first > 0) k = Math.max(k, first);
  }
  return k;
}

/**
 * P(some line pays, on a screen `counts` accepts from its reels' column labels; every screen without it).
 * Lines are decided by their first k cells (`decisiveLength`), so every combination of the first k - 1
 * reels' columns is walked, and each line that neither paid nor closed there leaves the set of symbols
 * that would make it pay on its row of reel k; the chance that reel k misses every such set is summed once
 * per distinct collection of sets and labels. Reels after the k-th only matter to `counts`, which may
 * read the labels of the first k reels alone.
 */
export function columnLineHits<Label>(
  columns: readonly ReelColumns<Label>[],
  rules: LineRules,
  counts?: (labels: readonly Label[]) => boolean,
): number {
  const n = columns.length;
  const k = decisiveLength(rules, n);
  if (k > 3 || k > n) throw new Error("Column line hits walk at most two reels before the deciding one");
  const symbolCount = rules.pays.length;
  if (symbolCount > 30) throw new Error("Column line hits keep symbol sets in 30 bits");
  // The symbols that make a line pay after its first k - 1 cells, from the engine's own evaluation of a
  // one-line screen whose cells after the k-th show a symbol that pays nothing.
  const inert = rules.pays.findIndex((_, symbol) => symbol !== rules.wild && !hasPays(rules.pays, symbol));
  const screen = createBoard(n, 1);
  screen.symbols.fill(inert);
  const oneLine: LineRules = { ...rules, lines: [new Array<number>(n).fill(0)] };
  const completing = new Map<string, number>();
  const completingSymbols = (prefix: readonly number[]): number => {
    const key = prefix.join(",");
    const known = completing.get(key);
    if (known !== undefined) return known;
    prefix.forEach((symbol, reel) => {
      screen.symbols[reel] = symbol;
    });
    let set = 0;
    for (let symbol = 0; symbol < symbolCount; symbol++) {
      screen.symbols[k - 1] = symbol;
      if (evaluateLines(screen, oneLine, null) > 0) set |= 1 << symbol;
    }
    completing.set(key, set);
    return set;
  };
  const deciding = columns[k - 1] as ReelColumns<Label>;
  const rowsOfDeciding = deciding[0]?.cells.length ?? 0;
  const open = new Map<string, { sets: number[]; labels: Label[]; chance: number }>();
  const prefix: (ReelColumns<Label>[number] | undefined)[] = [];
  const walk = (reel: number, chance: number): void => {
    if (reel === k - 1) {
      const sets = new Array<number>(rowsOfDeciding).fill(0);
      for (const line of rules.lines) {
        const set = completingSymbols(
          prefix.map((column, at) => column?.cells[line[at] as number] as number),
        );
        const row = line[k - 1] as number;
        sets[row] = (sets[row] as number) | set;
      }
      const labels = prefix.map((column) => column?.label as Label);
      const key = `${sets.join(",")}|${labels.join(",")}`;
      const known = open.get(key);
      if (known) known.chance += chance;
      else open.set(key, { sets, labels, chance });
      return;
    }
    for (const column of columns[reel] as ReelColumns<Label>) {
      prefix[reel] = column;
      walk(reel + 1, chance * column.chance);
    }
  };
  walk(0, 1);
  let paid = 0;
  for (const { sets, labels, chance } of open.values()) {
    const screenLabels = [...labels, deciding[0]?.label as Label];
    for (const column of deciding) {
      screenLabels[k - 1] = column.label;
      if (counts && !counts(screenLabels)) continue;
      if (column.cells.some((symbol, row) => ((sets[row] as number) >> symbol) & 1))
        paid += chance * column.chance;
    }
  }
  return paid;
}
