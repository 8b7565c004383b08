import type { DemoRound } from "@quillspin/contracts";

export const autoplayCounts = [10, 25, 50, 100] as const;

export type AutoplayStop = "finished" | "feature" | "balance" | null;

/**
 * Why autoplay stops after `round`, or null to go on: the count ran out, a feature started (the player
 * should see it and choose what next), or the balance no longer covers the next spin.
 */
export function autoplayStop(
  round: DemoRound,
  remaining: number,
  balance: number,
  nextCost: number,
): AutoplayStop {
  if (
    round.features.length > 0 ||
    round.steps.some((step) => step.phase !== "base" && step.phase !== "cascade")
  )
    return "feature";
  if (balance < nextCost) return "balance";
  if (remaining <= 0) return "finished";
  return null;
}
