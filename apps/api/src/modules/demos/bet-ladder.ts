/** The usual stake steps of a slot, in cents: 0.01, 0.02, 0.05, 0.10, ... up to 50,000. */
const standardStepsCents = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000].flatMap((decade) => [
  decade,
  decade * 2,
  decade * 5,
]);

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * The bets a demo offers: the standard steps within the game's stated range, plus the range's own ends,
 * so a game from 0.09 to 90 offers 0.09, 0.10, 0.20, ... 50, 90.
 */
export function betLadderCents(minBet: number, maxBet: number): number[] {
  const min = toCents(minBet);
  const max = toCents(maxBet);
  const steps = standardStepsCents.filter((step) => step >= min && step <= max);
  return [...new Set([min, ...steps, max])].sort((a, b) => a - b);
}

/** The step closest to 1.00, the lower one on a tie: a stake a new player reads at a glance. */
export function defaultBetCents(ladder: readonly number[]): number {
  let best = ladder[0] ?? 100;
  for (const step of ladder) if (Math.abs(step - 100) < Math.abs(best - 100)) best = step;
  return best;
}
