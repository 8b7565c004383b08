/**
 * The rounds a run needs for the 95% interval of its RTP to be `targetCi` points each side, from a
 * pilot's interval: the interval shrinks with the square root of the rounds. A pilot's variance is itself
 * an estimate, and heavy tails make it low more often than high, so the estimate carries 15% more.
 * Never fewer than `minSpins`, never more than `maxSpins`.
 */
export function roundsForInterval(
  pilot: { readonly spins: number; readonly ci95: number },
  targetCi: number,
  minSpins: number,
  maxSpins: number,
): { readonly needed: number; readonly spins: number } {
  const needed = Math.ceil(1.15 * pilot.spins * (pilot.ci95 / targetCi) ** 2);
  return { needed, spins: Math.min(maxSpins, Math.max(minSpins, needed)) };
}
