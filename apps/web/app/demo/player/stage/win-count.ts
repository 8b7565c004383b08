/** Share of a tier banner's time the figure counts up for; it then rests on the round's win. */
export const countShare = 0.6;

/**
 * The figure a banner shows `t` (0 to 1) of the way through its count: quick at first, slowing into
 * the win, in whole cents, never past the win and exactly the win at the end.
 */
export function countedAmount(t: number, amount: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  if (clamped >= 1) return amount;
  const eased = 1 - (1 - clamped) ** 3;
  return Math.min(amount, Math.floor(amount * eased * 100) / 100);
}
