import type { Board, Position } from "./board";
import { type PayTable, payFor } from "./paytable";
import type { Substitution } from "./substitution";
import type { Win } from "./win";

export interface ClusterRules extends Substitution {
  readonly pays: PayTable;
  readonly names: readonly string[];
  readonly paying: readonly number[];
  /**
   * "connected": symbols touching horizontally or vertically (Irish Riches Bonanza).
   * "anywhere": every matching symbol on the grid counts towards one cluster (the 6x5 Bonanza grids).
   */
  readonly shape: "connected" | "anywhere";
  /** Wild multipliers in one cluster are added together; absent when wilds carry none. */
  readonly wildMultipliers?: "add";
}

export function evaluateClusters(board: Board, rules: ClusterRules, wins: Win[] | null): number {
  return rules.shape === "connected"
    ? connectedClusters(board, rules, wins)
    : anywhereClusters(board, rules, wins);
}

function anywhereClusters(board: Board, rules: ClusterRules, wins: Win[] | null): number {
  let total = 0;
  for (const symbol of rules.paying) {
    const positions: Position[] = [];
    let multiplier = 0;
    for (let reel = 0; reel < board.reels; reel++) {
      const height = board.heights[reel] as number;
      for (let row = 0; row < height; row++) {
        const index = reel * board.stride + row;
        const cell = board.symbols[index];
        if (cell === symbol) positions.push([reel, row]);
        else if (cell === rules.wild && rules.substitutes[symbol]) {
          positions.push([reel, row]);
          multiplier += board.values[index] as number;
        }
      }
    }
    const pay = payFor(rules.pays, symbol, positions.length);
    if (pay <= 0) continue;
    total += pushCluster(rules, symbol, positions, pay, multiplier, wins);
  }
  return total;
}

/**
 * Scratch space of the flood fill, kept between calls: a cell is "seen" when its mark equals the current
 * pass's stamp, so each symbol's pass starts clean without clearing the grid.
 */
let marks = new Int32Array(0);
let queue = new Int32Array(0);
let stamp = 0;

/** Each cell's four neighbours on a full reels x stride grid, -1 past the edge; built once per shape. */
const neighbourTables = new Map<number, Int32Array>();

function neighboursOf(reels: number, stride: number): Int32Array {
  const key = reels * 4096 + stride;
  let table = neighbourTables.get(key);
  if (table) return table;
  table = new Int32Array(reels * stride * 4).fill(-1);
  for (let reel = 0; reel < reels; reel++) {
    for (let row = 0; row < stride; row++) {
      const at = (reel * stride + row) * 4;
      if (reel > 0) table[at] = (reel - 1) * stride + row;
      if (reel < reels - 1) table[at + 1] = (reel + 1) * stride + row;
      if (row > 0) table[at + 2] = reel * stride + row - 1;
      if (row < stride - 1) table[at + 3] = reel * stride + row + 1;
    }
  }
  neighbourTables.set(key, table);
  return table;
}

/** The smallest group each symbol pays for (Infinity when it pays for none), read once per rules. */
const smallestPaid = new WeakMap<ClusterRules, Float64Array>();

function smallestPaidOf(rules: ClusterRules): Float64Array {
  let smallest = smallestPaid.get(rules);
  if (smallest) return smallest;
  smallest = new Float64Array(rules.pays.length).fill(Number.POSITIVE_INFINITY);
  rules.pays.forEach((row, symbol) => {
    const count = row.findIndex((pay) => pay > 0);
    if (count >= 0) (smallest as Float64Array)[symbol] = count;
  });
  smallestPaid.set(rules, smallest);
  return smallest;
}

let counts = new Int32Array(0);
let firsts = new Int32Array(0);
let bySymbol = new Int32Array(0);
let placed = new Int32Array(0);

function connectedClusters(board: Board, rules: ClusterRules, wins: Win[] | null): number {
  const { stride, symbols, reels } = board;
  const cells = reels * stride;
  if (marks.length < cells) {
    marks = new Int32Array(cells);
    queue = new Int32Array(cells);
    stamp = 0;
  }
  if (stamp > 0x7fffff00) {
    marks.fill(0);
    stamp = 0;
  }
  // Locals, not the module's bindings, in the hot loops below.
  const seen = marks;
  const fill = queue;
  let pass = stamp;
  const neighbours = neighboursOf(reels, stride);
  const smallest = smallestPaidOf(rules);
  const symbolCount = rules.pays.length;
  if (counts.length < symbolCount) {
    counts = new Int32Array(symbolCount);
    firsts = new Int32Array(symbolCount + 1);
  }
  if (bySymbol.length < cells) bySymbol = new Int32Array(cells);
  counts.fill(0);
  let wilds = 0;
  for (let index = 0; index < cells; index++) {
    const cell = symbols[index] as number;
    if (cell < 0) continue;
    if (cell === rules.wild) wilds++;
    else if (cell < symbolCount) (counts[cell] as number)++;
  }
  // The cells of each symbol, in screen order (a counting sort), so each symbol's pass visits only its
  // own cells and still finds its groups in the order a scan of the screen would.
  firsts[0] = 0;
  for (let symbol = 0; symbol < symbolCount; symbol++)
    firsts[symbol + 1] = (firsts[symbol] as number) + (counts[symbol] as number);
  if (placed.length < symbolCount) placed = new Int32Array(symbolCount);
  placed.set(firsts.subarray(0, symbolCount));
  for (let index = 0; index < cells; index++) {
    const cell = symbols[index] as number;
    if (cell < 0 || cell === rules.wild || cell >= symbolCount) continue;
    bySymbol[(placed[cell] as number)++] = index;
  }
  let total = 0;
  for (const symbol of rules.paying) {
    // A symbol with too few cells, wilds included, can form no paying group: skip its flood fill.
    const reach = (counts[symbol] as number) + (rules.substitutes[symbol] === true ? wilds : 0);
    if (counts[symbol] === 0 || reach < (smallest[symbol] as number)) continue;
    pass++;
    const wild = rules.wild >= 0 && rules.substitutes[symbol] === true ? rules.wild : -2;
    // Groups grow from a real symbol, never from a wild, so a group of wilds alone never pays.
    const last = firsts[symbol + 1] as number;
    for (let member = firsts[symbol] as number; member < last; member++) {
      const start = bySymbol[member] as number;
      if (seen[start] === pass) continue;
      let head = 0;
      let tail = 0;
      fill[tail++] = start;
      seen[start] = pass;
      while (head < tail) {
        const at = (fill[head++] as number) * 4;
        for (let side = 0; side < 4; side++) {
          const next = neighbours[at + side] as number;
          // Cells below a short reel hold -1, which is neither the symbol nor a wild.
          if (next < 0 || seen[next] === pass) continue;
          const cell = symbols[next];
          if (cell !== symbol && cell !== wild) continue;
          seen[next] = pass;
          fill[tail++] = next;
        }
      }
      const pay = payFor(rules.pays, symbol, tail);
      if (pay <= 0) continue;
      const positions: Position[] = [];
      let multiplier = 0;
      for (let member = 0; member < tail; member++) {
        const index = fill[member] as number;
        const cellReel = (index / stride) | 0;
        positions.push([cellReel, index - cellReel * stride]);
        if (symbols[index] === rules.wild) multiplier += board.values[index] as number;
      }
      total += pushCluster(rules, symbol, positions, pay, multiplier, wins);
    }
  }
  stamp = pass;
  return total;
}

function pushCluster(
  rules: ClusterRules,
  symbol: number,
  positions: Position[],
  pay: number,
  wildSum: number,
  wins: Win[] | null,
): number {
  const multiplier = rules.wildMultipliers && wildSum > 0 ? wildSum : 1;
  const amount = pay * multiplier;
  wins?.push({
    kind: "cluster",
    symbol: rules.names[symbol] ?? "",
    count: positions.length,
    pay: amount,
    multiplier,
    positions,
  });
  return amount;
}
