import { createBoard } from "../core/board";
import { evaluateLines, type LineRules } from "../core/lines";
import { hasPays, payFor } from "../core/paytable";
import type { ReelSet, ReelSpec } from "../core/reels";
import { everyScreen } from "./every-screen";
import { exactLinePay } from "./screen-pays";

/** One reel as it shows after the expansion: each column of symbols, top to bottom, with its chance. */
type Columns = readonly (readonly [column: readonly number[], chance: number])[];

/**
 * The columns a reel shows when a wild, wherever it lands on it, expands over the whole reel: every
 * column the reel can draw (`everyScreen` on the reel alone), a column holding a wild counted as the
 * reel of wilds. Reels need fixed heights.
 */
function expandedColumns(reel: ReelSpec, wild: number): Columns {
  if (typeof reel.height !== "number") throw new Error("Expanding wilds need fixed reel heights");
  const height = reel.height;
  const byKey = new Map<string, [number[], number]>();
  everyScreen([reel], (board, chance) => {
    const drawn = board.symbols.slice(0, height);
    const column = drawn.includes(wild) ? drawn.fill(wild) : drawn;
    const key = column.join(",");
    const known = byKey.get(key);
    if (known) known[1] += chance;
    else byKey.set(key, [column, chance]);
  });
  return [...byKey.values()];
}

/**
 * Exact line pay of a screen whose wilds each expand over their reel before the lines are paid (Quest of
 * Ra). A reel with a wild is a reel of wilds, so the reels stay independent of one another but a reel's
 * cells do not; a line still reads one cell per reel, so each cell's chances over the expanded columns
 * are all `exactLinePay` needs.
 */
export function expandingWildLinePay(reels: ReelSet, rules: LineRules): number {
  const cells = reels.map((reel) => {
    const columns = expandedColumns(reel, rules.wild);
    const height = columns[0]?.[0].length ?? 0;
    return Array.from({ length: height }, (_, row) => {
      const chances = new Map<number, number>();
      for (const [column, chance] of columns) {
        const symbol = column[row] as number;
        chances.set(symbol, (chances.get(symbol) ?? 0) + chance);
      }
      return chances;
    });
  });
  return exactLinePay(reels, rules, (reel, row) => cells[reel]?.[row] ?? new Map());
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
      if (!paid && first > 0) throw new Error("Expanding-wild hits need pays without gaps");
    }
    if (first > 0) k = Math.max(k, first);
  }
  return k;
}

/**
 * P(some line pays) on a screen whose wilds each expand over their reel. Lines are decided by their first k cells (`decisiveLength`, 3 for Quest of Ra), so
 * every combination of the first k - 1 reels' columns is walked, and each line that neither paid nor
 * closed there leaves the set of symbols that would make it pay on its row of reel k; the chance that
 * reel k misses every such set is summed once per distinct collection of sets.
 */
export function expandingWildLineHits(reels: ReelSet, rules: LineRules): number {
  const columns = reels.map((reel) => expandedColumns(reel, rules.wild));
  const n = columns.length;
  const k = decisiveLength(rules, n);
  if (k > 3 || k > n) throw new Error("Expanding-wild hits walk at most two reels before the deciding one");
  const symbolCount = rules.pays.length;
  if (symbolCount > 30) throw new Error("Expanding-wild hits keep symbol sets in 30 bits");
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
  const every = (1 << symbolCount) - 1;
  const deciding = columns[k - 1] as Columns;
  const rowsOfDeciding = deciding[0]?.[0].length ?? 0;
  let paid = 0;
  const open = new Map<string, [sets: number[], chance: number]>();
  const prefixColumns: (readonly number[])[] = [];
  const walk = (reel: number, chance: number): void => {
    if (reel === k - 1) {
      const sets = new Array<number>(rowsOfDeciding).fill(0);
      for (const line of rules.lines) {
        const set = completingSymbols(
          prefixColumns.map((column, at) => column[line[at] as number] as number),
        );
        if (set === every) {
          paid += chance;
          return;
        }
        const row = line[k - 1] as number;
        sets[row] = (sets[row] as number) | set;
      }
      const key = sets.join(",");
      const known = open.get(key);
      if (known) known[1] += chance;
      else open.set(key, [sets, chance]);
      return;
    }
    for (const [column, columnChance] of columns[reel] as Columns) {
      prefixColumns[reel] = column;
      walk(reel + 1, chance * columnChance);
    }
  };
  walk(0, 1);
  for (const [sets, chance] of open.values()) {
    for (const [column, columnChance] of deciding) {
      if (column.some((symbol, row) => ((sets[row] as number) >> symbol) & 1)) paid += chance * columnChance;
    }
  }
  return paid;
}
