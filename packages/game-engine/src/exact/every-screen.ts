import { type Board, createBoard } from "../core/board";
import type { ReelSet, ReelSpec } from "../core/reels";
import type { WeightTable } from "../core/weights";

/**
 * Every screen a reel set can show, with its probability, by brute force: each cell drawn from the
 * weights, a once-symbol already in view drawn again (its weight left out). The oracle the closed forms
 * and the per-line sums are checked against.
 */
export function everyScreen(reels: ReelSet, visit: (board: Board, chance: number) => void): void {
  const stride = Math.max(
    ...reels.map((reel) => (typeof reel.height === "number" ? reel.height : Math.max(...reel.height.items))),
  );
  const board = createBoard(reels.length, stride);
  const fillReel = (reelIndex: number, chance: number): void => {
    if (reelIndex === reels.length) {
      visit(board, chance);
      return;
    }
    const reel = reels[reelIndex] as ReelSpec;
    const heights =
      typeof reel.height === "number"
        ? [[reel.height, 1] as const]
        : reel.height.items.map(
            (height, at) =>
              [
                height,
                ((reel.height as WeightTable<number>).weights[at] as number) /
                  (reel.height as WeightTable<number>).total,
              ] as const,
          );
    for (const [height, heightChance] of heights) {
      board.heights[reelIndex] = height;
      for (let row = 0; row < stride; row++) board.symbols[reelIndex * stride + row] = -1;
      const fillRow = (row: number, rowChance: number): void => {
        if (row === height) {
          fillReel(reelIndex + 1, rowChance);
          return;
        }
        const inView = board.symbols.slice(reelIndex * stride, reelIndex * stride + row);
        const excluded = (reel.once ?? []).filter((symbol) => inView.includes(symbol));
        const left = reel.symbols.items.reduce(
          (sum, symbol, at) => sum + (excluded.includes(symbol) ? 0 : (reel.symbols.weights[at] as number)),
          0,
        );
        reel.symbols.items.forEach((symbol, at) => {
          if (excluded.includes(symbol)) return;
          board.symbols[reelIndex * stride + row] = symbol;
          fillRow(row + 1, (rowChance * (reel.symbols.weights[at] as number)) / left);
        });
        board.symbols[reelIndex * stride + row] = -1;
      };
      fillRow(0, chance * heightChance);
    }
  };
  fillReel(0, 1);
}
