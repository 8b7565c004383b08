import type { Rng } from "./rng";

/**
 * Replays a fixed list of draws in [0, 1), so a test can state exactly which outcome each draw selects.
 * Running past the end is an error rather than a silent wrap, which would hide a miscounted sequence.
 */
export function sequenceRng(draws: readonly number[]): Rng & { readonly used: () => number } {
  let position = 0;
  const next = (): number => {
    const value = draws[position];
    if (value === undefined) throw new Error(`sequenceRng ran out of draws after ${draws.length}`);
    if (value < 0 || value >= 1) throw new Error(`sequenceRng draw ${value} is outside [0, 1)`);
    position++;
    return value;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    used: () => position,
  };
}
