import type { Rng } from "../rng/rng";
import type { FeatureEvent } from "./events";
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
 * The running account of one paid round: its win so far (multiples of the bet), capped at the game's max
 * win, plus the steps and events the client will replay. Simulations switch tracing off so millions of
 * rounds do not build screens nobody reads; the win arithmetic is the same either way.
 */
export class Round {
  win = 0;
  capped = false;
  /**
   * The pays of this round that the model's exact figure covers (`GameMaths.exactPart`), as asked, before
   * the max win cap: a simulation measures only the rest of the round, `win - exactPay`.
   */
  exactPay = 0;
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
   * `payScale` is the RTP version's knob (decision 28): every pay is scaled by it before the max-win cap,
   * so a lower version pays the same rounds a fixed share less and every mode keeps the version's RTP.
   * Games award and record pays in paytable units; `award` returns the amount added in those units too,
   * and `spin` scales the traced steps once, so no game needs to know which version it plays.
   */
  constructor(
    readonly rng: Rng,
    readonly maxWin: number,
    readonly trace: boolean,
    readonly payScale = 1,
  ) {}

  /**
   * Starts the next paid round on the same account, so a simulation plays millions of rounds through
   * one object instead of allocating one per round. Only untraced rounds are reused.
   */
  reset(): void {
    this.win = 0;
    this.capped = false;
    this.exactPay = 0;
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
    const scaled = amount * this.payScale;
    if (exact) this.exactPay += scaled;
    if (amount <= 0 || this.capped) return 0;
    const room = this.maxWin - this.win;
    const reachesCap = scaled >= room - 1e-9;
    const paid = reachesCap ? room : scaled;
    if (this.sourcePays) this.sourcePays.set(source, (this.sourcePays.get(source) ?? 0) + paid);
    if (reachesCap) {
      this.win = this.maxWin;
      this.capped = true;
      this.note({ type: "max-win", pay: this.maxWin / this.payScale });
      return room / this.payScale;
    }
    this.win += scaled;
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
