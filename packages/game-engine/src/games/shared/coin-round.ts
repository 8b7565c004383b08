import type { FeatureEvent } from "../../core/events";
import { type Coin, type HoldAndWinRules, runHoldAndWin } from "../../core/hold-and-win";
import type { Round } from "../../core/round";
import type { Step } from "../../core/step";
import type { Win } from "../../core/win";

export interface CoinRound {
  readonly rules: HoldAndWinRules;
  /** Rows of the grid the positions are laid out on (positions run reel by reel). */
  readonly rows: number;
  /** Paid on top of the coins when every position is filled. */
  readonly grand?: { readonly tier: string; readonly pay: number };
}

/** Coin positions as a reel-by-reel grid of symbol keys and values, for a respin step. */
export function coinStep(
  cells: readonly (Coin | null)[],
  rows: number,
  respinsLeft: number,
  wins: Win[] = [],
  win = 0,
): Step {
  const grid: string[][] = [];
  const values: number[][] = [];
  for (let start = 0; start < cells.length; start += rows) {
    const slice = cells.slice(start, start + rows);
    grid.push(slice.map((cell) => cell?.symbol ?? ""));
    values.push(slice.map((cell) => cell?.value ?? 0));
  }
  return { phase: "respin", grid, values, wins, win, spinsLeft: respinsLeft };
}

/** The pay of locked coins: cash values and jackpot values apart, noting each jackpot won. */
export function settleCoins(
  cells: readonly (Coin | null)[],
  note: (event: FeatureEvent) => void,
): { cash: number; jackpots: number } {
  let cash = 0;
  let jackpots = 0;
  for (const cell of cells) {
    if (!cell || cell.kind === "multiplier") continue;
    if (cell.kind !== "jackpot") {
      cash += cell.value;
      continue;
    }
    jackpots += cell.value;
    if (cell.tier !== undefined) note({ type: "jackpot", tier: cell.tier, pay: cell.value });
  }
  return { cash, jackpots };
}

/** Plays a Hold & Win round to the end and pays its coins, plus the grand jackpot when the grid is full. */
export function playCoinRound(round: Round, spec: CoinRound, start: readonly (Coin | null)[]): number {
  const outcome = runHoldAndWin(round, spec.rules, start, (cells, left) => {
    round.record(() => coinStep(cells, spec.rows, left));
  });
  const { cash, jackpots } = settleCoins(outcome.cells, (event) => round.note(event));
  let pay = cash + jackpots;
  const wins: Win[] = [
    {
      kind: "coins",
      symbol: spec.rules.name,
      count: outcome.cells.filter(Boolean).length,
      pay,
      multiplier: 1,
      positions: [],
    },
  ];
  if (outcome.full && spec.grand) {
    pay += spec.grand.pay;
    round.note({ type: "jackpot", tier: spec.grand.tier, pay: spec.grand.pay });
    wins.push({
      kind: "jackpot",
      symbol: spec.grand.tier,
      count: 1,
      pay: spec.grand.pay,
      multiplier: 1,
      positions: [],
    });
  }
  const paid = round.award(cash, "hold-and-win") + round.award(pay - cash, "jackpots");
  round.record(() => coinStep(outcome.cells, spec.rows, 0, wins, paid));
  return paid;
}
