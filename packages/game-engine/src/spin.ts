import type { FeatureEvent } from "./core/events";
import { decimalRatio, type Ratio } from "./core/ratio";
import { Round } from "./core/round";
import type { Step } from "./core/step";
import { type WinTier, winTier } from "./core/win-tiers";
import type { GameModel, GameState } from "./model";
import type { Rng } from "./rng/rng";

export interface SpinOptions {
  /** The total bet, in money. */
  readonly bet: number;
  readonly rng: Rng;
  /** A buy option's id; refused while Double Chance is on. */
  readonly buy?: string;
  readonly doubleChance?: boolean;
  /** Index of the free-spins option the player picked, for games with a choice. */
  readonly choice?: number;
  /** Build the steps and events for the client (on by default; simulations switch it off). */
  readonly trace?: boolean;
}

/** Everything the client needs to show one paid round; plain data, safe to send as JSON. */
export interface SpinResult {
  readonly game: string;
  readonly bet: number;
  /** What the round cost: the bet, the bet times the Double Chance stake, or the buy price. */
  readonly cost: number;
  /** What the round cost in multiples of the bet, exactly: 1, the Double Chance stake or the buy price. */
  readonly exactCostFactor: Ratio;
  readonly buy: string | null;
  readonly doubleChance: boolean;
  /**
   * The round's total win in multiples of the bet, max win cap applied: the nearest float to
   * `exactWinMultiple`, for screens, tiers and statistics.
   */
  readonly winMultiple: number;
  /**
   * The same win as an exact fraction of the bet, win units over units per bet (`Round`): what money
   * is computed from in integers, such as an operator wallet's win in minor units.
   */
  readonly exactWinMultiple: Ratio;
  /** The round's total win in money (bet x multiple, rounded to the cent). */
  readonly win: number;
  readonly capped: boolean;
  readonly tier: WinTier | null;
  readonly features: readonly string[];
  readonly steps: readonly Step[];
  readonly events: readonly FeatureEvent[];
  /** The state to pass to the next spin of this game. */
  readonly state: GameState;
}

export class SpinRequestError extends Error {}

export function costFactor(model: GameModel, buy: string | null, doubleChance: boolean): number {
  if (buy !== null) {
    if (doubleChance) throw new SpinRequestError("Double Chance disables the Buy Bonus");
    const option = model.buyOptions.find((candidate) => candidate.id === buy);
    if (!option) throw new SpinRequestError(`${model.name} has no buy option "${buy}"`);
    return option.price;
  }
  if (doubleChance) {
    if (!model.doubleChance) throw new SpinRequestError(`${model.name} has no Double Chance`);
    return model.doubleChance.stake;
  }
  return 1;
}

/**
 * `costFactor` as the exact fraction its figure stands for (a price of 100, a stake of 1.25 = 5 / 4),
 * so a cost in money is the bet times integers.
 */
export function exactCostFactor(model: GameModel, buy: string | null, doubleChance: boolean): Ratio {
  return decimalRatio(costFactor(model, buy, doubleChance));
}

/** Plays one paid round of `model` from `state`. */
export function spin(model: GameModel, state: GameState, options: SpinOptions): SpinResult {
  const { bet, rng } = options;
  if (!(bet > 0) || !Number.isFinite(bet)) throw new SpinRequestError(`Invalid bet ${bet}`);
  const buy = options.buy ?? null;
  const doubleChance = options.doubleChance ?? false;
  const factor = costFactor(model, buy, doubleChance);
  const choices = model.freeSpinChoices;
  const choice = options.choice ?? choices?.default ?? 0;
  if (choices && (!Number.isInteger(choice) || choice < 0 || choice >= choices.options.length)) {
    throw new SpinRequestError(`Invalid free-spins choice ${choice}`);
  }
  const round = new Round(rng, model.maxWin, options.trace ?? true, model.payScale);
  const next = model.play(round, { buy, doubleChance, choice }, state);
  const { steps, events } = scaledTrace(round.steps, round.events, model.payScale);
  return {
    game: model.slug,
    bet,
    cost: money(bet * factor),
    exactCostFactor: decimalRatio(factor),
    buy,
    doubleChance,
    winMultiple: round.win,
    exactWinMultiple: { numerator: round.winUnits, denominator: round.unitsPerBet },
    win: money(bet * round.win),
    capped: round.capped,
    tier: winTier(round.win, model.winTiers),
    features: [...round.features],
    steps,
    events,
    state: next,
  };
}

/**
 * The traced steps and events with their pays in what the player is paid: games record pays in paytable
 * units, and an RTP version below the stated one pays `payScale` of them (decision 28). Symbol and coin
 * values on the screen stay the paytable's, as the rules screen says.
 */
function scaledTrace(
  steps: readonly Step[],
  events: readonly FeatureEvent[],
  scale: number,
): { steps: readonly Step[]; events: readonly FeatureEvent[] } {
  if (scale === 1) return { steps, events };
  return {
    steps: steps.map((step) => ({
      ...step,
      win: step.win * scale,
      wins: step.wins.map((win) => ({ ...win, pay: win.pay * scale })),
    })),
    events: events.map((event) =>
      event.type === "jackpot" || event.type === "max-win" ? { ...event, pay: event.pay * scale } : event,
    ),
  };
}

function money(amount: number): number {
  return Math.round(amount * 100) / 100;
}
