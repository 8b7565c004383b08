import type { DemoStep } from "@quillspin/contracts";

/**
 * Symbols that trigger a feature by their number on the screen: scatters and bonus symbols (free
 * spins at three), coins and cash symbols (Hold & Win at six). The engine names them in its keys.
 */
const triggers = [
  { pattern: /scatter|bonus|free-spins/, needed: 3 },
  { pattern: /coin|cash/, needed: 6 },
] as const;

/**
 * The first reel that spins on in anticipation: when the reels already stopped show one trigger
 * symbol fewer than a feature needs, every reel after them slows with an effect before it stops.
 * Null when nothing is one symbol away, or on steps that do not spin whole reels.
 */
export function anticipationFrom(step: DemoStep): number | null {
  if ((step.phase !== "base" && step.phase !== "free-spin") || !step.grid) return null;
  const grid = step.grid;
  for (const { pattern, needed } of triggers) {
    let seen = 0;
    for (let reel = 0; reel < grid.length - 1; reel++) {
      seen += (grid[reel] ?? []).filter((key) => pattern.test(key)).length;
      if (seen === needed - 1) return reel + 1;
      if (seen >= needed) break;
    }
  }
  return null;
}
