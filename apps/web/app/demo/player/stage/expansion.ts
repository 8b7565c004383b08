/** The most an expanding wild takes to spread over its reel, in ms (less in turbo). */
export const expandMs = 420;

/**
 * How many rows either side of the reel's middle an expanding wild covers `t` (0 to 1) of the way
 * through: half a row at first (the wild as it landed), half the reel at the end, overshooting a
 * little on the way as a spreading wing would.
 */
export function expandingExtent(t: number, rows: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  const eased = 1 + 2.2 * (clamped - 1) ** 3 + 1.2 * (clamped - 1) ** 2;
  return 0.5 + (rows / 2 - 0.5) * eased;
}

/** Whether the middle of row `row` of a reel of `rows` is under the spreading wild `t` of the way through. */
export function rowRevealed(row: number, rows: number, t: number): boolean {
  return Math.abs(row + 0.5 - rows / 2) <= expandingExtent(t, rows) + 1e-9;
}
