import type { Position } from "./board";

/** One paid combination, in multiples of the total bet; serialisable as it is. */
export interface Win {
  readonly kind: "line" | "ways" | "cluster" | "scatter" | "coins" | "collect" | "jackpot" | "bonus";
  readonly symbol: string;
  readonly count: number;
  /** The pay after multipliers. */
  readonly pay: number;
  readonly multiplier: number;
  readonly positions: readonly Position[];
  /** Payline number, from 1, for line wins. */
  readonly line?: number;
  /** Number of ways, for ways wins. */
  readonly ways?: number;
}

export function totalOf(wins: readonly Win[]): number {
  let total = 0;
  for (const win of wins) total += win.pay;
  return total;
}
