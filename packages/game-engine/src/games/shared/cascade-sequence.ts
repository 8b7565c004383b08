import type { Board } from "../../core/board";
import { collapse, winningCells } from "../../core/cascade";
import { fillCell, type ReelSet } from "../../core/reels";
import type { Round } from "../../core/round";
import { boardStep, type Step } from "../../core/step";
import type { Win } from "../../core/win";

/** No catalogue sequence comes near this; it only guards against a model that never stops winning. */
const cascadeLimit = 200;

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
  for (; cascade < cascadeLimit; cascade++) {
    const wins: Win[] = [];
    const stepPay = evaluate(board, wins, cascade);
    const shownPhase = cascade === 0 ? phase : "cascade";
    round.record(() =>
      boardStep(shownPhase, board, names, wins, stepPay, spin === undefined ? {} : { spin }),
    );
    if (wins.length === 0) break;
    pay += stepPay;
    collapse(
      board,
      winningCells(board, wins),
      refill ?? ((reel, row) => fillCell(board, reels, reel, row, round.rng)),
    );
  }
  return { pay, cascades: cascade };
}
