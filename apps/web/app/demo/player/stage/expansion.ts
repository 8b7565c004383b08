/** The most an expanding wild takes to spread over its reel, in ms (less in turbo). */
export const expandMs = 420;

/**
 * How long a wild takes to spread over its reel on a screen whose reels travel `travelMs`: the most
 * `expandMs`, half the travel in turbo.
 */
export function spreadTravelMs(travelMs: number): number {
  return Math.min(expandMs, travelMs * 0.5);
}

/**
 * Without motion nothing travels: a screen whose reels would travel `travelMs` fades in over this many
 * ms as the reels stopped, and a wild's pillar then fades in over its reel over as long again.
 */
export function stillFadeMs(travelMs: number): number {
  return Math.min(200, travelMs);
}

/** A stretch of a reel, by its top and bottom edges in rows from the reel's top. */
export interface ReelSpan {
  top: number;
  bottom: number;
}

/**
 * Where a wild's spread starts on a reel that shows `shown` once it has spread: the rows the wild stood
 * on as the reel stopped (the rows of `landed` that already show it), first to last. A round stored
 * before steps carried their landed screen does not say where it stood: it spreads from the middle.
 */
export function landedSpan(landed: readonly string[] | undefined, shown: readonly string[]): ReelSpan {
  const wild = (key: string, row: number) => key === shown[row];
  const first = landed?.findIndex(wild) ?? -1;
  const last = landed?.findLastIndex(wild) ?? -1;
  if (first >= 0) return { top: first, bottom: last + 1 };
  return { top: shown.length / 2 - 0.5, bottom: shown.length / 2 + 0.5 };
}

/**
 * What of a reel of `rows` an expanding wild covers `t` (0 to 1) of the way through its spread from
 * `from`: the rows it landed on at first, the whole reel at the end, each side reaching its end of the
 * reel at the same moment and overshooting it a little on the way, as a spreading wing would.
 */
export function spreadSpan(from: ReelSpan, rows: number, t: number): ReelSpan {
  const clamped = Math.min(1, Math.max(0, t));
  const eased = 1 + 2.2 * (clamped - 1) ** 3 + 1.2 * (clamped - 1) ** 2;
  return { top: from.top - from.top * eased, bottom: from.bottom + (rows - from.bottom) * eased };
}

/** Whether the middle of row `row` is under the spreading wild's `span`. */
export function rowRevealed(row: number, span: ReelSpan): boolean {
  const middle = row + 0.5;
  return middle >= span.top - 1e-9 && middle <= span.bottom + 1e-9;
}
