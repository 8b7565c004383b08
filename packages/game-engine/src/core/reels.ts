import type { Rng } from "../rng/rng";
import { type Board, createBoard } from "./board";
import { draw, drawIndex, type WeightTable } from "./weights";

/**
 * One reel of a game: the weight of each symbol per position, and its height, fixed or drawn per spin
 * (FlexiWays). Positions are drawn independently; stacks are laid on top by the games that have them.
 */
export interface ReelSpec {
  readonly symbols: WeightTable<number>;
  readonly height: number | WeightTable<number>;
  /** Symbols that show at most once on this reel (a scatter per reel, for instance). */
  readonly once?: readonly number[];
}

export type ReelSet = readonly ReelSpec[];

export function strideOf(reels: ReelSet): number {
  return Math.max(
    ...reels.map((reel) => (typeof reel.height === "number" ? reel.height : Math.max(...reel.height.items))),
  );
}

/**
 * Draws a screen from `reels`, into `into` when given (a board of the same shape that the caller no
 * longer needs, so a simulation draws millions of screens without allocating one each time).
 */
export function drawBoard(reels: ReelSet, rng: Rng, stride = strideOf(reels), into?: Board): Board {
  const board = into ?? createBoard(reels.length, stride);
  const { symbols, values } = board;
  for (let reelIndex = 0; reelIndex < reels.length; reelIndex++) {
    const reel = reels[reelIndex] as ReelSpec;
    const height = typeof reel.height === "number" ? reel.height : draw(reel.height, rng);
    board.heights[reelIndex] = height;
    const start = reelIndex * board.stride;
    const table = reel.symbols;
    const once = reel.once !== undefined && reel.once.length > 0 ? reel.once : null;
    // A reused board still shows the last screen; the once-per-reel rule must not see it. Without that
    // rule only the cells below the reel's height keep an old symbol: the rest are drawn over.
    for (let row = 0; row < board.stride; row++) values[start + row] = 0;
    for (let row = once === null ? height : 0; row < board.stride; row++) symbols[start + row] = -1;
    // `fillCell` cell by cell, with the reel's lookups done once: the draws and outcomes are the same.
    for (let row = 0; row < height; row++) {
      let symbol = table.items[drawIndex(table, rng)] as number;
      if (once !== null)
        while (once.includes(symbol) && reelContains(board, reelIndex, symbol)) symbol = draw(table, rng);
      symbols[start + row] = symbol;
    }
  }
  return board;
}

/** Draws a symbol for one cell, honouring the once-per-reel rule against the symbols already in view. */
export function fillCell(board: Board, reels: ReelSet, reelIndex: number, row: number, rng: Rng): void {
  const reel = reels[reelIndex];
  if (!reel) throw new Error(`No reel ${reelIndex}`);
  const index = reelIndex * board.stride + row;
  board.symbols[index] = -1;
  board.values[index] = 0;
  let symbol = draw(reel.symbols, rng);
  if (reel.once && reel.once.length > 0) {
    while (reel.once.includes(symbol) && reelContains(board, reelIndex, symbol))
      symbol = draw(reel.symbols, rng);
  }
  board.symbols[index] = symbol;
}

function reelContains(board: Board, reelIndex: number, symbol: number): boolean {
  const start = reelIndex * board.stride;
  const end = start + (board.heights[reelIndex] ?? 0);
  for (let index = start; index < end; index++) if (board.symbols[index] === symbol) return true;
  return false;
}
