import type { DemoStep } from "@quillspin/contracts";
import type { FeatureTrigger } from "@quillspin/game-engine";

/** Whether a reel after `landed`, of `reels`, can still bring one of the trigger's symbols. */
function reelLeftFor(trigger: FeatureTrigger, landed: number, reels: number): boolean {
  const { reels: carrying } = trigger;
  return carrying ? carrying.some((reel) => reel > landed && reel < reels) : landed < reels - 1;
}

/**
 * The first reel that spins on in anticipation: when the reels already stopped show one symbol fewer
 * than one of the game's triggers needs on this screen (its model's count, under Double Chance where
 * that changes it), and a reel still to stop can bring it, every reel after them slows with an effect
 * before it stops. Null when nothing is one symbol away, or on steps that do not spin whole reels.
 * Symbols count as the reels stopped (`landed`, where a wild then spread): a Golden Sun that a Falcon
 * covers afterwards still counts towards the free spins, and the reels show it as they stop.
 */
export function anticipationFrom(
  step: DemoStep,
  triggers: readonly FeatureTrigger[],
  doubleChance: boolean,
): number | null {
  const grid = step.landed ?? step.grid;
  if ((step.phase !== "base" && step.phase !== "free-spin") || !grid) return null;
  const screen = step.phase;
  let from: number | null = null;
  for (const trigger of triggers) {
    const needed =
      (doubleChance ? trigger.doubleChanceCounts?.[screen] : undefined) ?? trigger.counts[screen];
    if (needed === undefined) continue;
    let seen = 0;
    // Another trigger already anticipates from an earlier reel: this one can only agree or come later.
    for (let reel = 0; reel < grid.length && (from === null || reel + 1 < from); reel++) {
      seen += (grid[reel] ?? []).filter((key) => trigger.symbols.includes(key)).length;
      if (seen >= needed) break;
      if (seen === needed - 1 && reelLeftFor(trigger, reel, grid.length)) {
        from = reel + 1;
        break;
      }
    }
  }
  return from;
}
