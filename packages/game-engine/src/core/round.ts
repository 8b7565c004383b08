import type { Rng } from "../rng/rng";
import type { FeatureEvent } from "./events";
import type { Step } from "./step";

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

  constructor(
    readonly rng: Rng,
    readonly maxWin: number,
    readonly trace: boolean,
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
  }

  /**
   * Adds a pay, cut down to what is left below the max win; returns the amount actually added. `exact`
   * marks a pay the model's exact figure already covers.
   */
  award(amount: number, exact = false): number {
    if (exact) this.exactPay += amount;
    if (amount <= 0 || this.capped) return 0;
    const room = this.maxWin - this.win;
    if (amount >= room - 1e-9) {
      this.win = this.maxWin;
      this.capped = true;
      this.note({ type: "max-win", pay: this.maxWin });
      return room;
    }
    this.win += amount;
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
