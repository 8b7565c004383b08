import type { GameModel } from "../model";
import { costFactor } from "../spin";
import { modeName } from "./simulate";

/** A way of paying for a round other than the plain bet: a buy option, or Double Chance / Chance Level-up. */
export interface PaidMode {
  /** The report's name for it: `buy:<option>` or `double-chance`. */
  readonly mode: string;
  readonly buy?: string;
  readonly doubleChance?: boolean;
  /** What one round of it costs, in multiples of the bet. */
  readonly price: number;
}

/** Every buy option and the Double Chance mode of a game, in the order the model lists them. */
export function paidModes(model: GameModel): PaidMode[] {
  const buys = model.buyOptions.map((option) => ({
    mode: modeName({ buy: option.id }),
    buy: option.id,
    price: costFactor(model, option.id, false),
  }));
  const doubleChance = model.doubleChance
    ? [{ mode: modeName({ doubleChance: true }), doubleChance: true, price: costFactor(model, null, true) }]
    : [];
  return [...buys, ...doubleChance];
}
