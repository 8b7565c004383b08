/**
 * The screen shown before the first spin of a page, on reels of `heights` (the record's
 * `idle_reel_heights`): the server keeps no screen between rounds, so this is the game at rest, not a
 * past result. It is dealt from `symbols` (the paytable's files, best first) reel after reel so that
 * neighbours on a reel, across reels and on the diagonals differ (given four symbols or more).
 */
export function idleGrid(heights: readonly number[], symbols: readonly string[]): string[][] {
  const count = symbols.length;
  if (count === 0) return heights.map((height) => Array.from({ length: height }, () => ""));
  let offset = 0;
  return heights.map((height) => {
    const column = Array.from({ length: height }, (_, row) => symbols[(offset + row) % count] as string);
    // The next reel starts far enough on that its row and both diagonals differ from this one.
    let skip = 1;
    while (count >= 4 && [-1, 0, 1].some((shift) => (height + skip + shift) % count === 0)) skip++;
    offset += height + skip;
    return column;
  });
}
