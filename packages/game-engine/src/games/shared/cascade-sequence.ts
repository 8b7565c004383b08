import type { Board } from "../../core/board";
import { collapse, winningCells } from "../../core/cascade";
import { fillCell, type ReelSet } from "../../core/reels";
import type { Round } from "../../core/round";
import { boardStep, type Step } from "../../core/step";
import type { Win } from "../../core/win";

/** No catalogue sequence comes near this; it only guards against a model that never stops winning. */
const cascadeLimit = 200;

/**
 * The win list and cleared-cell mask of the cascade being played, reused from one cascade to the next: a
 * traced step copies the wins it shows, and a sequence is played to its end before the next begins.
 */
const wins: Win[] = [];
let cleared = new Uint8Array(0);

export interface CascadeOutcome {
  /** The sequence's pay before any end-of-sequence multiplier, in multiples of the bet. */
  readonly pay: number;
  /** Cascades played after the first evaluation. */
  readonly cascades: number;
}

/**
 * Evaluates the screen, clears the winning symbols, lets new ones fall from `reels` and evaluates again,
 * until no winning combination forms. `evaluate` receives the cascade number (0 for the landed screen) so
 * a game can apply a multiplier that grows with each cascade. Paying is left to the caller.
 */
export function playCascades(
  round: Round,
  board: Board,
  reels: ReelSet,
  names: readonly string[],
  evaluate: (board: Board, wins: Win[], cascade: number) => number,
  phase: Step["phase"],
  spin?: number,
  refill?: (reel: number, row: number) => void,
): CascadeOutcome {
  let pay = 0;
  let cascade = 0;
  if (cleared.length !== board.reels * board.stride) cleared = new Uint8Array(board.reels * board.stride);
  for (; cascade < cascadeLimit; cascade++) {
    // Most screens win nothing: the list is left alone when it is already empty.
    if (wins.length > 0) wins.length = 0;
    const stepPay = evaluate(board, wins, cascade);
    const shownPhase = cascade === 0 ? phase : "cascade";
    round.record(() =>
      boardStep(shownPhase, board, names, wins, stepPay, spin === undefined ? {} : { spin }),
    );
    if (wins.length === 0) break;
    pay += stepPay;
    collapse(
      board,
      winningCells(board, wins, cleared),
      refill ?? ((reel, row) => fillCell(board, reels, reel, row, round.rng)),
    );
  }
  return { pay, cascades: cascade };
}
