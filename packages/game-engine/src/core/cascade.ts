import type { Board } from "./board";
import type { Win } from "./win";

/**
 * Marks every cell that took part in a win, so the cascade can clear it; into `into` when given (a mask
 * of the board's size that the caller keeps, so a simulation's cascades allocate none).
 */
export function winningCells(board: Board, wins: readonly Win[], into?: Uint8Array): Uint8Array {
  const marked = into ? into.fill(0) : new Uint8Array(board.reels * board.stride);
  for (const win of wins) for (const [reel, row] of win.positions) marked[reel * board.stride + row] = 1;
  return marked;
}

/**
 * Clears the marked cells, lets the symbols above fall into the gaps (values fall with them) and asks
 * `refill` for a new symbol in each emptied cell at the top of its reel.
 */
export function collapse(
  board: Board,
  cleared: Uint8Array,
  refill: (reel: number, row: number) => void,
): number {
  let removed = 0;
  for (let reel = 0; reel < board.reels; reel++) {
    const start = reel * board.stride;
    const height = board.heights[reel] as number;
    let write = height - 1;
    for (let row = height - 1; row >= 0; row--) {
      const index = start + row;
      if (cleared[index]) {
        removed++;
        continue;
      }
      if (write !== row) {
        board.symbols[start + write] = board.symbols[index] as number;
        board.values[start + write] = board.values[index] as number;
      }
      write--;
    }
    for (let row = write; row >= 0; row--) {
      board.symbols[start + row] = -1;
      board.values[start + row] = 0;
    }
    for (let row = write; row >= 0; row--) refill(reel, row);
  }
  return removed;
}
