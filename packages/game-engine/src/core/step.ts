import type { Board } from "./board";
import type { Win } from "./win";

/** One screen the client shows: a spin, a cascade, a respin or a bonus settlement. */
export interface Step {
  readonly phase: "base" | "cascade" | "free-spin" | "respin" | "bonus";
  /** Symbol keys reel by reel, top row first. */
  readonly grid?: readonly (readonly string[])[];
  /** The value carried by each cell (multiplier, coin value), reel by reel; 0 when none. */
  readonly values?: readonly (readonly number[])[];
  readonly wins: readonly Win[];
  /** This step's pay, in multiples of the total bet. */
  readonly win: number;
  readonly multiplier?: number;
  readonly spinsLeft?: number;
  readonly spin?: number;
}

export function gridOf(board: Board, names: readonly string[]): string[][] {
  const grid: string[][] = [];
  for (let reel = 0; reel < board.reels; reel++) {
    const column: string[] = [];
    const height = board.heights[reel] as number;
    for (let row = 0; row < height; row++)
      column.push(names[board.symbols[reel * board.stride + row] as number] ?? "");
    grid.push(column);
  }
  return grid;
}

export function valuesOf(board: Board): number[][] {
  const grid: number[][] = [];
  for (let reel = 0; reel < board.reels; reel++) {
    const start = reel * board.stride;
    grid.push(board.values.slice(start, start + (board.heights[reel] as number)));
  }
  return grid;
}

/** A step showing `board`, with values only when some cell carries one. */
export function boardStep(
  phase: Step["phase"],
  board: Board,
  names: readonly string[],
  wins: readonly Win[],
  win: number,
  extra: Partial<Pick<Step, "multiplier" | "spinsLeft" | "spin">> = {},
): Step {
  const hasValues = board.values.some((value) => value !== 0);
  return {
    phase,
    grid: gridOf(board, names),
    ...(hasValues ? { values: valuesOf(board) } : {}),
    wins: [...wins],
    win,
    ...extra,
  };
}
