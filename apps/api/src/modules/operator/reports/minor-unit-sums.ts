/**
 * Sums of minor units as the database answers them (decimal strings: `sum(bigint)` is a numeric that can
 * pass 2^53), added and divided as BigInt, so no figure of a report ever goes through a float.
 */

/** wins / bets as a percentage with two decimals, rounded half up; null when nothing was staked. */
export function rtpPercent(wins: bigint, bets: bigint): string | null {
  if (bets <= 0n) return null;
  const basisPoints = (wins * 10_000n * 2n + bets) / (bets * 2n);
  const whole = basisPoints / 100n;
  const cents = (basisPoints % 100n).toString().padStart(2, "0");
  return `${whole}.${cents}`;
}

/** The figures every report row and total carries, from its rounds, bets and wins. */
export function reportFigures(rounds: number, bets: bigint, wins: bigint) {
  return {
    rounds,
    bets: bets.toString(),
    wins: wins.toString(),
    ggr: (bets - wins).toString(),
    rtp_percent: rtpPercent(wins, bets),
  };
}
