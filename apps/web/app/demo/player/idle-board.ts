/**
 * The screen shown before the first spin of a page: each game's base-game reel heights (FlexiWays games
 * at a middling height) filled with its paying symbols. The server keeps no screen between rounds, so
 * this is the game at rest, not a past result.
 */
const reelHeights: Readonly<Record<string, readonly number[]>> = {
  "double-fortune-panda": [3, 4, 3],
  "squid-gold-x2": [5, 5, 5, 5, 5],
  "brazilian-mask-fire": [3, 3, 3, 3, 3],
  "cleos-riches-flexiways": [4, 5, 5, 5, 5, 4],
  "coral-reef-flexiways": [5, 5, 5, 5, 5, 5],
  "fortune-777-respin": [3, 3, 3],
  "frozen-fruits-flexiways": [4, 5, 5, 5, 5, 4],
  "lucky-skulls-bonanza": [5, 5, 5, 5, 5, 5],
  "lucky-santa-bonanza": [5, 5, 5, 5, 5, 5],
  "wild-dragon-respin": [3, 3, 3, 3, 3],
  "admiral-wilds": [3, 3, 3, 3, 3],
  "irish-riches-bonanza": [7, 7, 7, 7, 7, 7, 7],
  "yakuza-clash-hold-n-win": [3, 3, 3, 3, 3],
  "quest-of-ra": [3, 3, 3, 3, 3],
  "vampire-vault-hold-n-win": [3, 3, 3, 3, 3],
  "monster-load-up-hold-and-win": [4, 4, 4, 4, 4],
  "leprechaun-jackpot-collector": [4, 4, 4, 4, 4],
  "hacker-crash-jackpot": [3, 3, 3, 3, 3],
  "cash-multipliers-respin": [4, 4, 4, 4, 4],
  "wild-yoga-collector": [4, 4, 4, 4, 4],
};

export function idleReelHeights(slug: string): readonly number[] {
  return reelHeights[slug] ?? [3, 3, 3, 3, 3];
}

/**
 * A resting screen from `symbols` (the paytable's files, best first), dealt reel after reel so that
 * neighbours on a reel, across reels and on the diagonals differ (given four symbols or more).
 */
export function idleGrid(slug: string, symbols: readonly string[]): string[][] {
  const heights = idleReelHeights(slug);
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
