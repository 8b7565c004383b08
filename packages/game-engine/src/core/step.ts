import type { Board } from "./board";
import type { Win } from "./win";

/** Symbol keys reel by reel, top row first. */
export type SymbolGrid = readonly (readonly string[])[];

/** One screen the client shows: a spin, a cascade, a respin or a bonus settlement. */
export interface Step {
  readonly phase: "base" | "cascade" | "free-spin" | "respin" | "bonus";
  /** The screen as it pays, after any wild spread over it. */
  readonly grid?: SymbolGrid;
  /**
   * The screen as the reels stopped, only on a step where a wild then spread over its reel (Quest of
   * Ra's Falcon): the client lands the reels on it before showing the spread, and counts the scatters
   * that pay as they landed on it. Absent elsewhere, so other games' steps stay as they were.
   */
  readonly landed?: SymbolGrid;
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

/**
 * A step showing `board`, with values only when some cell carries one; `landed` is the screen the reels
 * stopped on, given only when a wild spread over it before it paid (`Step.landed`).
 */
export function boardStep(
  phase: Step["phase"],
  board: Board,
  names: readonly string[],
  wins: readonly Win[],
  win: number,
  extra: Partial<Pick<Step, "multiplier" | "spinsLeft" | "spin">> = {},
  landed?: Board,
): Step {
  const hasValues = board.values.some((value) => value !== 0);
  return {
    phase,
    grid: gridOf(board, names),
    ...(landed ? { landed: gridOf(landed, names) } : {}),
    ...(hasValues ? { values: valuesOf(board) } : {}),
    wins: [...wins],
    win,
    ...extra,
  };
}
