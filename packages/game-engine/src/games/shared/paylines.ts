/**
 * Payline maps, each line as the row it crosses on each reel (row 0 at the top). Games use the first N
 * lines of a set.
 */

/** 5x3: the usual 25-line map; 9, 10 and 20-line games use its first lines. */
export const paylines5x3: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
];

/** 5x4: 20 fixed lines. */
export const paylines5x4: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 0],
  [1, 1, 1, 1, 1],
  [2, 2, 2, 2, 2],
  [3, 3, 3, 3, 3],
  [0, 1, 2, 1, 0],
  [3, 2, 1, 2, 3],
  [1, 2, 3, 2, 1],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 0, 0],
  [3, 3, 2, 3, 3],
  [1, 0, 0, 0, 1],
  [2, 3, 3, 3, 2],
  [0, 1, 1, 1, 0],
  [3, 2, 2, 2, 3],
  [1, 1, 0, 1, 1],
  [2, 2, 3, 2, 2],
  [1, 2, 1, 2, 1],
  [2, 1, 2, 1, 2],
  [0, 1, 0, 1, 0],
  [3, 2, 3, 2, 3],
];

/** 3x3: the three rows and the two diagonals. */
export const paylines3x3: readonly (readonly number[])[] = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/**
 * 3-4-3: the middle reel sits half a row lower than its neighbours, so a line steps from row r on reel 1 to
 * row r or r+1 on reel 2, and back to the row level with it or one above on reel 3: exactly 10 lines.
 */
export const paylines343: readonly (readonly number[])[] = [
  [0, 0, 0],
  [0, 1, 0],
  [0, 1, 1],
  [1, 1, 0],
  [1, 1, 1],
  [1, 2, 1],
  [1, 2, 2],
  [2, 2, 1],
  [2, 2, 2],
  [2, 3, 2],
];

/**
 * 5x5: every line that moves at most one row between neighbouring reels, straightest first (fewest row
 * changes, then from the top row down); the base game plays the first 50 and the X2 free spins all 100.
 */
export const paylines5x5: readonly (readonly number[])[] = (() => {
  const lines: number[][] = [];
  const extend = (line: number[]) => {
    if (line.length === 5) {
      lines.push(line);
      return;
    }
    const last = line[line.length - 1] as number;
    for (const step of [0, -1, 1]) {
      const row = last + step;
      if (row >= 0 && row <= 4) extend([...line, row]);
    }
  };
  for (let row = 0; row <= 4; row++) extend([row]);
  const changes = (line: number[]) => line.slice(1).filter((row, index) => row !== line[index]).length;
  const ordered = lines
    .map((line, order) => ({ line, order, changes: changes(line) }))
    .sort((a, b) => a.changes - b.changes || a.order - b.order);
  return ordered.slice(0, 100).map(({ line }) => line);
})();
