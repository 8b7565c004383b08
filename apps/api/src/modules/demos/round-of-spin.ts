import type { DemoEvent, DemoRound, DemoStep } from "@quillspin/contracts";
import type { SpinResult } from "@quillspin/game-engine";

/**
 * A round as the player and its replay receive it, from the engine's result: the same shape for demo
 * rounds and for sandbox rounds against an operator's wallet. `cost` and `win` are in money (the
 * demo's FUN, the operator's currency), already rounded to what was charged and paid.
 */
export function roundOfSpin(id: string, result: SpinResult, money: { cost: number; win: number }): DemoRound {
  return {
    id,
    bet: result.bet,
    cost: money.cost,
    buy: result.buy,
    double_chance: result.doubleChance,
    win_multiple: result.winMultiple,
    win: money.win,
    capped: result.capped,
    tier: result.tier,
    features: [...result.features],
    // The engine's readonly plain data, the same shape the contract describes.
    steps: result.steps as unknown as DemoStep[],
    events: result.events as unknown as DemoEvent[],
  };
}
