import { spinsForCount } from "../core/free-spins";

/**
 * The expected pay of a free-spins round whose spins are independent of one another: each spin pays
 * `spinPay` on average and adds `addedPerSpin` spins on average (retriggers), so `spins` spins grow into
 * spins + spins r + spins r^2 + ... = spins / (1 - r) in all, a geometric series.
 */
export function freeRoundPay(spins: number, addedPerSpin: number, spinPay: number): number {
  if (addedPerSpin >= 1)
    throw new Error(`A free-spins round adding ${addedPerSpin} spins per spin never ends`);
  return (spins / (1 - addedPerSpin)) * spinPay;
}

/**
 * The spins a screen awards on average, from the distribution of the trigger symbol's count on it
 * ([P(0), P(1), ...]) and the game's table of spins by count (`spinsForCount`).
 */
export function expectedSpins(
  distribution: readonly number[],
  spinsByCount: Readonly<Record<number, number>>,
): number {
  return distribution.reduce((sum, chance, count) => sum + chance * spinsForCount(spinsByCount, count), 0);
}

/** P(count >= at least) from a distribution [P(0), P(1), ...]. */
export function atLeast(distribution: readonly number[], least: number): number {
  let total = 0;
  for (let count = least; count < distribution.length; count++) total += distribution[count] as number;
  return total;
}
