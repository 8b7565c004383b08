/**
 * The symbols in view, stored flat and reel by reel (index = reel * stride + row, row 0 at the top) so the
 * evaluators can scan it without nested arrays. Reels may have different heights (3-4-3, FlexiWays).
 */
export interface Board {
  readonly reels: number;
  readonly stride: number;
  readonly heights: number[];
  /** Symbol id per cell; -1 below a reel's current height. */
  readonly symbols: number[];
  /** A number carried by the cell's symbol (wild multiplier, coin value); 0 when it carries none. */
  readonly values: number[];
}

export type Position = readonly [reel: number, row: number];

export function createBoard(reels: number, stride: number, heights?: readonly number[]): Board {
  return {
    reels,
    stride,
    heights: heights ? [...heights] : new Array<number>(reels).fill(stride),
    symbols: new Array<number>(reels * stride).fill(-1),
    values: new Array<number>(reels * stride).fill(0),
  };
}

export function cloneBoard(board: Board): Board {
  return {
    reels: board.reels,
    stride: board.stride,
    heights: [...board.heights],
    symbols: [...board.symbols],
    values: [...board.values],
  };
}

/** Copies `from` into `to`, a board of the same shape, instead of allocating a clone. */
export function copyBoard(from: Board, to: Board): Board {
  for (let reel = 0; reel < from.reels; reel++) to.heights[reel] = from.heights[reel] as number;
  for (let index = 0; index < from.symbols.length; index++) {
    to.symbols[index] = from.symbols[index] as number;
    to.values[index] = from.values[index] as number;
  }
  return to;
}

/** A board from rows of symbol ids as a player reads them (top row first), for tests and fixed screens. */
export function boardFromRows(
  rows: readonly (readonly number[])[],
  values?: readonly (readonly number[])[],
): Board {
  const reels = Math.max(...rows.map((row) => row.length));
  const board = createBoard(reels, rows.length);
  for (let reel = 0; reel < reels; reel++) {
    let height = 0;
    rows.forEach((row, rowIndex) => {
      const symbol = row[reel];
      if (symbol === undefined || symbol < 0) return;
      board.symbols[reel * board.stride + rowIndex] = symbol;
      board.values[reel * board.stride + rowIndex] = values?.[rowIndex]?.[reel] ?? 0;
      height = rowIndex + 1;
    });
    board.heights[reel] = height;
  }
  return board;
}

export function symbolAt(board: Board, reel: number, row: number): number {
  return board.symbols[reel * board.stride + row] ?? -1;
}

export function countOnBoard(board: Board, symbol: number): number {
  let count = 0;
  for (let reel = 0; reel < board.reels; reel++) {
    const start = reel * board.stride;
    const end = start + (board.heights[reel] ?? 0);
    for (let index = start; index < end; index++) if (board.symbols[index] === symbol) count++;
  }
  return count;
}

export function positionsOf(board: Board, symbol: number): Position[] {
  const positions: Position[] = [];
  for (let reel = 0; reel < board.reels; reel++) {
    const height = board.heights[reel] ?? 0;
    for (let row = 0; row < height; row++) {
      if (board.symbols[reel * board.stride + row] === symbol) positions.push([reel, row]);
    }
  }
  return positions;
}

export function reelHas(board: Board, reel: number, symbol: number): boolean {
  const start = reel * board.stride;
  const end = start + (board.heights[reel] ?? 0);
  for (let index = start; index < end; index++) if (board.symbols[index] === symbol) return true;
  return false;
}

/** Ways count of the screen: the product of the reel heights (up to 200,704 on 7-8-8-8-8-7). */
export function waysOf(board: Board): number {
  return board.heights.reduce((product, height) => product * height, 1);
}
