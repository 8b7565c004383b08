import type { Rng } from "../rng/rng";
import type { Round } from "./round";

/** What a locked position holds. `kind` tells the game how to settle it; the controller only counts it. */
export interface Coin {
  readonly symbol: string;
  readonly kind: "cash" | "jackpot" | "multiplier" | "scatter";
  /** Cash value or multiplier, in multiples of the bet for cash and jackpots. */
  value: number;
  readonly tier?: string;
}

export interface HoldAndWinRules {
  readonly name: string;
  readonly positions: number;
  readonly respins: number;
  /** Each new coin resets the count to this (3 in every catalogue game). */
  readonly resetTo: number;
  /** Chance that an empty position lands a coin on one respin, given how many are locked already. */
  readonly landChance: (locked: number) => number;
  readonly drawCoin: (rng: Rng) => Coin;
  /** A meter charged by landing coins that releases extra spins (the booster, Lotus Energy). */
  readonly meter?: {
    readonly name: string;
    readonly points: number;
    readonly perCoin: (coin: Coin) => number;
  };
  /** Called as a coin lands, before the next one, so a multiplier can load the coins already locked. */
  readonly onLand?: (coin: Coin, locked: readonly (Coin | null)[]) => void;
}

export interface HoldAndWinOutcome {
  readonly cells: readonly (Coin | null)[];
  readonly full: boolean;
  readonly respinsPlayed: number;
}

/**
 * The Hold & Win loop: start with the coins that triggered it and `respins` respins; on each respin every
 * empty position may land a coin, which locks; any new coin resets the count to `resetTo`; the round ends
 * when every position is filled or the respins run out. Settling the coins is left to the game.
 */
export function runHoldAndWin(
  round: Round,
  rules: HoldAndWinRules,
  start: readonly (Coin | null)[],
  onRespin?: (cells: readonly (Coin | null)[], respinsLeft: number) => void,
): HoldAndWinOutcome {
  const cells: (Coin | null)[] = Array.from({ length: rules.positions }, (_, index) => start[index] ?? null);
  let locked = cells.filter((cell) => cell !== null).length;
  let respinsLeft = rules.respins;
  let respinsPlayed = 0;
  let meter = 0;
  round.note({ type: "hold-and-win", name: rules.name, respins: respinsLeft, positions: rules.positions });
  while (respinsLeft > 0 && locked < rules.positions) {
    respinsLeft--;
    respinsPlayed++;
    const chance = rules.landChance(locked);
    let landed = 0;
    for (let index = 0; index < rules.positions; index++) {
      if (cells[index] !== null || round.rng.next() >= chance) continue;
      const coin = rules.drawCoin(round.rng);
      rules.onLand?.(coin, cells);
      cells[index] = coin;
      landed++;
      if (rules.meter) meter += rules.meter.perCoin(coin);
    }
    locked += landed;
    if (landed > 0) respinsLeft = rules.resetTo;
    if (rules.meter && meter >= rules.meter.points) {
      const extra = Math.floor(meter / rules.meter.points);
      meter -= extra * rules.meter.points;
      respinsLeft += extra;
      round.note({ type: "respins-extra", name: rules.name, spins: extra, meter: rules.meter.name });
    }
    onRespin?.(cells, respinsLeft);
  }
  return { cells, full: locked >= rules.positions, respinsPlayed };
}

export function lockedCount(cells: readonly (Coin | null)[]): number {
  let count = 0;
  for (const cell of cells) if (cell) count++;
  return count;
}

/**
 * A land chance that falls as the grid fills, (empty / positions) ^ power times `base`, which keeps a full
 * grid, and the grand jackpot it pays, rare.
 */
export function taperedChance(base: number, positions: number, power: number): (locked: number) => number {
  return (locked) => base * ((positions - locked) / positions) ** power;
}
