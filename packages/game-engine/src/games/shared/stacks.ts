import type { Board } from "../../core/board";
import type { Rng } from "../../rng/rng";

/**
 * Lays a run of `length` copies of `symbol` from a reel strip over one reel: the run may stop partly above
 * or below the window, so 1 up to `length` positions show it, as on a physical strip.
 */
export function placeStack(board: Board, reel: number, symbol: number, length: number, rng: Rng): number {
  const height = board.heights[reel] as number;
  const offset = rng.int(height + length - 1) - (length - 1);
  let shown = 0;
  for (let row = Math.max(0, offset); row < Math.min(height, offset + length); row++) {
    board.symbols[reel * board.stride + row] = symbol;
    board.values[reel * board.stride + row] = 0;
    shown++;
  }
  return shown;
}

/**
 * The chance that a run `placeStack` lays covers a given row: its top is uniform over the height + length - 1
 * offsets that show it, and `length` of them cover any one row.
 */
export function stackCoverChance(height: number, length: number): number {
  return length / (height + length - 1);
}

/** Fills a whole reel with one symbol (a full stack). */
export function fillReel(board: Board, reel: number, symbol: number): void {
  const height = board.heights[reel] as number;
  for (let row = 0; row < height; row++) {
    board.symbols[reel * board.stride + row] = symbol;
    board.values[reel * board.stride + row] = 0;
  }
}

/**
 * Every way `placeStack` can lie on a reel of `height` rows when a run of `length` is laid with `chance`:
 * the rows it covers (bit r for row r; 0 for no run) and the chance of each, as `lineHitChance` reads them.
 */
export function stackWays(height: number, length: number, chance: number): [rows: number, chance: number][] {
  const offsets = height + length - 1;
  const ways: [number, number][] = [[0, 1 - chance]];
  for (let offset = -(length - 1); offset < height; offset++) {
    let rows = 0;
    for (let row = Math.max(0, offset); row < Math.min(height, offset + length); row++) rows |= 1 << row;
    ways.push([rows, chance / offsets]);
  }
  return ways;
}
