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

/** Each symbol's cells on the screen, for `anywhereClusters`; kept between calls. */
let anywhereCounts = new Int32Array(0);

/**
 * Counts every symbol in one pass over the screen, and lists a symbol's cells only when its count pays:
 * most symbols of most screens pay nothing, and their cells are never collected.
 */
function anywhereClusters(board: Board, rules: ClusterRules, wins: Win[] | null): number {
  const { symbols, values, stride, heights } = board;
  const wild = rules.wild;
  if (anywhereCounts.length < rules.pays.length) anywhereCounts = new Int32Array(rules.pays.length);
  const shown = anywhereCounts;
  shown.fill(0);
  let wilds = 0;
  let wildValues = 0;
  for (let reel = 0; reel < board.reels; reel++) {
    const start = reel * stride;
    const height = heights[reel] as number;
    for (let index = start; index < start + height; index++) {
      const cell = symbols[index] as number;
      if (wild >= 0 && cell === wild) {
        wilds++;
        wildValues += values[index] as number;
      } else if (cell >= 0 && cell < shown.length) (shown[cell] as number)++;
    }
  }
  let total = 0;
  for (const symbol of rules.paying) {
    const substituted = wild >= 0 && rules.substitutes[symbol] === true;
    const pay = payFor(rules.pays, symbol, (shown[symbol] as number) + (substituted ? wilds : 0));
    if (pay <= 0) continue;
    const positions: Position[] = [];
    for (let reel = 0; reel < board.reels; reel++) {
      const height = heights[reel] as number;
      for (let row = 0; row < height; row++) {
        const cell = symbols[reel * stride + row];
        if (cell === symbol || (substituted && cell === wild)) positions.push([reel, row]);
      }
    }
    total += pushCluster(rules, symbol, positions, pay, substituted ? wildValues : 0, wins);
  }
  return total;
}

/**
 * Connected clusters work on the screen as bit masks: one 32-bit word per reel and symbol, bit `row` set
 * where the symbol shows. A group then grows a whole reel at a time with shifts and ors instead of cell
 * by cell, and a symbol's cells that touch neither their own symbol nor a wild (most cells of a 7x7
 * screen) are set aside in one step. Each mask has an empty word either side of the reels, so a reel's
 * neighbours can always be read. The words are kept between calls: nothing is allocated per screen.
 */
const maxRows = 31;
let masks = new Int32Array(0);
let counts = new Int32Array(0);
let allowed = new Int32Array(0);
let seeds = new Int32Array(0);
let group = new Int32Array(0);
/** The reels `growGroup` still has to look at: each growth of a word adds two, and a word grows at most once per row. */
let pending = new Int32Array(0);

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

/** Sizes the scratch words for a board of `width` words per mask (the reels and the two empty words). */
function prepareMasks(width: number, symbolCount: number): void {
  if (masks.length < width * symbolCount) masks = new Int32Array(width * symbolCount);
  else masks.fill(0, 0, width * symbolCount);
  if (counts.length < symbolCount) counts = new Int32Array(symbolCount);
  else counts.fill(0, 0, symbolCount);
  if (allowed.length < width) {
    allowed = new Int32Array(width);
    seeds = new Int32Array(width);
    group = new Int32Array(width);
    pending = new Int32Array(2 * width * (maxRows + 1));
  }
}

/** Each symbol's cells as masks (`masks[symbol * width + 1 + reel]`) and how many of them show. */
function maskScreen(board: Board, width: number, symbolCount: number): void {
  const { symbols, stride, heights } = board;
  const words = masks;
  const shown = counts;
  for (let reel = 0; reel < board.reels; reel++) {
    const start = reel * stride;
    const height = heights[reel] as number;
    for (let row = 0; row < height; row++) {
      const symbol = symbols[start + row] as number;
      if (symbol < 0 || symbol >= symbolCount) continue;
      const at = symbol * width + 1 + reel;
      words[at] = (words[at] as number) | (1 << row);
      (shown[symbol] as number)++;
    }
  }
}

/** The cells of `cells` with a horizontal or vertical neighbour in `open`, reel `at` of the masks. */
function touching(cells: number, open: Int32Array, at: number): number {
  const here = open[at] as number;
  return cells & ((here << 1) | (here >>> 1) | (open[at - 1] as number) | (open[at + 1] as number));
}

/** Spreads `cells` up and down its reel through the `open` cells until it stops growing. */
function spreadInReel(cells: number, open: number): number {
  let spread = cells;
  let before: number;
  do {
    before = spread;
    spread = (spread | (spread << 1) | (spread >>> 1)) & open;
  } while (spread !== before);
  return spread;
}

/** The first and last mask word the group last grown reaches (the words outside stay 0). */
let groupLow = 0;
let groupHigh = 0;

/**
 * Grows `group` from one cell through the `allowed` cells: a reel whose word grows puts its two
 * neighbours on a list to look at again, until the list runs out. The same group a flood fill from that
 * cell finds. `reels` is the screen's reel count: the empty words either side are never looked at.
 */
function growGroup(at: number, cell: number, reels: number): void {
  // The scratch words as constants here: the loop reads them without going back to the module's slots.
  const grown = group;
  const open = allowed;
  const stack = pending;
  // Every word of the group is kept spread within its reel, so a reel only has to look sideways.
  grown[at] = spreadInReel(cell, open[at] as number);
  let low = at;
  let high = at;
  let top = 0;
  if (at > 1) stack[top++] = at - 1;
  if (at < reels) stack[top++] = at + 1;
  while (top > 0) {
    const reel = stack[--top] as number;
    const before = grown[reel] as number;
    const reached =
      (before | (grown[reel - 1] as number) | (grown[reel + 1] as number)) & (open[reel] as number);
    if (reached === before) continue;
    grown[reel] = spreadInReel(reached, open[reel] as number);
    if (reel < low) low = reel;
    if (reel > high) high = reel;
    if (reel > 1) stack[top++] = reel - 1;
    if (reel < reels) stack[top++] = reel + 1;
  }
  groupLow = low;
  groupHigh = high;
}

function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

function groupSize(): number {
  let size = 0;
  for (let reel = groupLow; reel <= groupHigh; reel++) size += bitCount(group[reel] as number);
  return size;
}

/** The sum of the values of the group's cells in `wilds` (a symbol's mask words from `wildsAt`). */
function wildSumOfGroup(board: Board, wildsAt: number): number {
  let sum = 0;
  for (let reel = groupLow; reel <= groupHigh; reel++) {
    let cells = (group[reel] as number) & (masks[wildsAt + reel] as number);
    while (cells !== 0) {
      const row = 31 - Math.clz32(cells & -cells);
      sum += board.values[(reel - 1) * board.stride + row] as number;
      cells &= cells - 1;
    }
  }
  return sum;
}

/** The group's cells in screen order, reel by reel and top row first. */
function groupPositions(): Position[] {
  const positions: Position[] = [];
  for (let reel = groupLow; reel <= groupHigh; reel++) {
    let cells = group[reel] as number;
    while (cells !== 0) {
      positions.push([reel - 1, 31 - Math.clz32(cells & -cells)]);
      cells &= cells - 1;
    }
  }
  return positions;
}

function connectedClusters(board: Board, rules: ClusterRules, wins: Win[] | null): number {
  if (board.stride > maxRows) throw new Error(`Connected clusters hold up to ${maxRows} rows`);
  const width = board.reels + 2;
  // The wild has a mask of its own, even in a table that lists no pays for it.
  const symbolCount = Math.max(rules.pays.length, rules.wild + 1);
  prepareMasks(width, symbolCount);
  maskScreen(board, width, symbolCount);
  const smallest = smallestPaidOf(rules);
  const hasWild = rules.wild >= 0;
  const wildsAt = hasWild ? rules.wild * width : 0;
  const wilds = hasWild ? (counts[rules.wild] as number) : 0;
  // The scratch words as constants here: the loops read them without going back to the module's slots.
  const words = masks;
  const open = allowed;
  const starts = seeds;
  const grown = group;
  let total = 0;
  for (const symbol of rules.paying) {
    const substituted = hasWild && rules.substitutes[symbol] === true;
    // A symbol with too few cells, wilds included, can form no paying group: skip it.
    const reach = (counts[symbol] as number) + (substituted ? wilds : 0);
    const least = smallest[symbol] as number;
    if (counts[symbol] === 0 || reach < least) continue;
    const own = symbol * width;
    for (let at = 0; at < width; at++)
      open[at] = (words[own + at] as number) | (substituted ? (words[wildsAt + at] as number) : 0);
    // Groups grow from a real symbol, never from a wild, so a group of wilds alone never pays. A cell
    // touching no cell it could join is a group of one: it starts no group when one cell pays nothing,
    // and when the cells left, with every wild, are still too few, the symbol pays nothing at all.
    let joined = 0;
    for (let at = 1; at <= board.reels; at++) {
      const cells = words[own + at] as number;
      const seeded = least > 1 ? touching(cells, open, at) : cells;
      starts[at] = seeded;
      joined += bitCount(seeded);
    }
    if (joined + (substituted ? wilds : 0) < least) continue;
    // Groups in the order of their first cell on the screen, as a scan of the screen would find them.
    for (let at = 1; at <= board.reels; at++) {
      while (starts[at] !== 0) {
        const seed = starts[at] as number;
        growGroup(at, seed & -seed, board.reels);
        for (let reel = groupLow; reel <= groupHigh; reel++)
          starts[reel] = (starts[reel] as number) & ~(grown[reel] as number);
        total += payGroup(board, rules, symbol, least, substituted ? wildsAt : -1, wins);
        for (let reel = groupLow; reel <= groupHigh; reel++) grown[reel] = 0;
      }
    }
  }
  return total;
}

/**
 * Pays the group just grown, if its size pays (`least` is the smallest size that does); `wildsAt` is -1
 * when wilds do not join the symbol.
 */
function payGroup(
  board: Board,
  rules: ClusterRules,
  symbol: number,
  least: number,
  wildsAt: number,
  wins: Win[] | null,
): number {
  // Most groups are smaller than the smallest that pays: no pay table lookup for those.
  const size = groupSize();
  if (size < least) return 0;
  const pay = payFor(rules.pays, symbol, size);
  if (pay <= 0) return 0;
  const wildSum = wildsAt >= 0 ? wildSumOfGroup(board, wildsAt) : 0;
  if (!wins) return pay * clusterMultiplier(rules, wildSum);
  return pushCluster(rules, symbol, groupPositions(), pay, wildSum, wins);
}

function clusterMultiplier(rules: ClusterRules, wildSum: number): number {
  return rules.wildMultipliers && wildSum > 0 ? wildSum : 1;
}

function pushCluster(
  rules: ClusterRules,
  symbol: number,
  positions: Position[],
  pay: number,
  wildSum: number,
  wins: Win[] | null,
): number {
  const multiplier = clusterMultiplier(rules, wildSum);
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
