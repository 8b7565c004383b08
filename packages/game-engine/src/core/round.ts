import type { Rng } from "../rng/rng";
import type { FeatureEvent } from "./events";
import { decimalRatio, type Ratio } from "./ratio";
import type { Step } from "./step";

/**
 * Where a pay comes from, for a PAR sheet's RTP by source: the base game's own wins by mechanic, its
 * scatter and prize pays, and each feature as a whole (every pay inside free spins counts as free spins).
 * A source that an exact figure covers has the exact part's name (`GameMaths.exactPart`).
 */
export type PaySource =
  | "base-lines"
  | "base-ways"
  | "base-cascades"
  | "base-clusters"
  | "base-scatters"
  | "base-ways-and-scatters"
  | "base-fortune-coins"
  | "free-spins"
  | "hold-and-win"
  | "respins"
  | "fortune-wheel"
  | "scatter-crash"
  | "server-crash"
  | "jackpot-free-spins"
  | "jackpots";

/**
 * Every pay a game awards, before the version's pay scale, is a whole number of ten-thousandths of
 * the bet. The games need hundredths at most: Squid Gold X2's 2.5 and 1.5 line pays on its 1/50 line
 * bet are 1/20 and 3/100 of the bet; the other games' pays and coin values are on twentieths, tenths,
 * fifths, quarters or halves, and their multipliers are whole. Ten-thousandths leave room for a new
 * game's line count (half pays on 40 lines are 1/80ths) while a 50,000x win at a six-decimal pay scale
 * stays below 2^53 win units.
 */
export const payGrid = 10_000;

/**
 * `amount` (multiples of the bet) as a whole number of `payGrid` parts of the bet. Games build pays in
 * floating point (a line pay times the line bet, sums, multipliers), so a pay on the grid lands within a
 * few ulps of a whole number (6e-14 of the count at most, in 19 million pays of every game, mode and
 * version): the slack, 1e-11 of the count, is far above that noise and far below the miss of a pay off
 * the grid. A pay off the grid is a game whose wins cannot be counted exactly: it throws, so that
 * game's tests fail loudly.
 */
export function payGridUnits(amount: number): number {
  const units = amount * payGrid;
  const whole = Math.round(units);
  if (!(Math.abs(units - whole) <= 1e-11 * Math.max(100_000, Math.abs(units)))) {
    throw new RangeError(
      `A pay of ${amount}x the bet is not a whole number of 1/${payGrid} of the bet, so the round's win cannot be counted exactly`,
    );
  }
  return whole;
}

/**
 * The running account of one paid round: its win so far, capped at the game's max win, plus the steps
 * and events the client will replay. The win is counted exactly, in win units (`unitsPerBet` of them
 * make one bet), so the money an operator's wallet is paid comes from integers (decision 32).
 * Simulations switch tracing off so millions of rounds do not build screens nobody reads; the win
 * arithmetic is the same either way.
 */
export class Round {
  capped = false;
  readonly steps: Step[] = [];
  readonly events: FeatureEvent[] = [];
  readonly features = new Set<string>();
  /**
   * This round's pays by source (`base-lines`, `free-spins`, `jackpots`...), as paid after the cap, for a
   * PAR sheet's RTP by source; null (and not kept) unless a PAR simulation asks for it, so the RTP runs
   * pay nothing for it.
   */
  sourcePays: Map<PaySource, number> | null = null;
  /**
   * How many win units make one bet: the pay grid times the pay scale's denominator, so a pay on the
   * grid, scaled, is a whole number of them.
   */
  readonly unitsPerBet: number;
  private readonly scale: Ratio;
  private readonly maxWinUnits: number;
  private units = 0;
  private exactUnits = 0;

  /**
   * `payScale` is the RTP version's knob (decision 28): every pay is scaled by it before the max-win cap,
   * so a lower version pays the same rounds a fixed share less and every mode keeps the version's RTP.
   * It has six decimals at most and is applied as the exact fraction it stands for. Games award and
   * record pays in paytable units; `award` returns the amount added in those units too, and `spin`
   * scales the traced steps once, so no game needs to know which version it plays.
   */
  constructor(
    readonly rng: Rng,
    readonly maxWin: number,
    readonly trace: boolean,
    readonly payScale = 1,
  ) {
    this.scale = decimalRatio(payScale);
    this.unitsPerBet = payGrid * this.scale.denominator;
    this.maxWinUnits = maxWin * this.unitsPerBet;
    if (!Number.isSafeInteger(this.maxWinUnits)) {
      throw new RangeError(
        `A max win of ${maxWin}x at pay scale ${payScale} is no safe integer count of win units (1/${this.unitsPerBet} of the bet)`,
      );
    }
  }

  /** The round's win so far in win units, max win cap applied: exact. */
  get winUnits(): number {
    return this.units;
  }

  /** The round's win so far in multiples of the bet, for simulations and screens: the nearest float. */
  get win(): number {
    return this.units / this.unitsPerBet;
  }

  /**
   * The pays of this round that the model's exact figure covers (`GameMaths.exactPart`), as asked, before
   * the max win cap, in multiples of the bet: a simulation measures only the rest of the round,
   * `win - exactPay`. Counted in win units as the win is, so a round paid only by exact pays leaves a
   * rest of exactly 0 (a PAR sheet then states its RTP as exact), not a float residue.
   */
  get exactPay(): number {
    return this.exactUnits / this.unitsPerBet;
  }

  /**
   * Starts the next paid round on the same account, so a simulation plays millions of rounds through
   * one object instead of allocating one per round. Only untraced rounds are reused.
   */
  reset(): void {
    this.units = 0;
    this.capped = false;
    this.exactUnits = 0;
    this.features.clear();
    this.sourcePays?.clear();
  }

  /**
   * Adds a pay from `source` (paytable units), scaled by the version's `payScale` and cut down to what
   * is left below the max win; returns the amount actually added, in paytable units. `exact` marks a pay
   * the model's exact figure already covers. `win`, `exactPay` and the pays by source are in scaled
   * units: what the player is paid.
   */
  award(amount: number, source: PaySource, exact = false): number {
    // Past 2^53 the product is no longer exact, but it is then far past the max win, which is all it
    // is compared with.
    const scaled = payGridUnits(amount) * this.scale.numerator;
    if (exact) this.exactUnits += scaled;
    if (amount <= 0 || this.capped) return 0;
    const room = this.maxWinUnits - this.units;
    const reachesCap = scaled >= room;
    const paid = reachesCap ? room : scaled;
    if (this.sourcePays) {
      this.sourcePays.set(source, (this.sourcePays.get(source) ?? 0) + paid / this.unitsPerBet);
    }
    if (reachesCap) {
      this.units = this.maxWinUnits;
      this.capped = true;
      this.note({ type: "max-win", pay: this.maxWin / this.payScale });
      return room / (payGrid * this.scale.numerator);
    }
    this.units += scaled;
    return amount;
  }

  /** Records a step only when tracing; the builder is not even called otherwise. */
  record(build: () => Step): void {
    if (this.trace) this.steps.push(build());
  }

  note(event: FeatureEvent): void {
    if (this.trace) this.events.push(event);
  }

  /** Marks a feature as triggered in this round, for trigger-rate statistics and the result summary. */
  trigger(feature: string): void {
    this.features.add(feature);
  }
}
