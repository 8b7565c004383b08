import type { Board } from "../../core/board";
import type { Coin } from "../../core/hold-and-win";
import { draw, type WeightTable, weightTable } from "../../core/weights";
import type { Rng } from "../../rng/rng";

/** What a coin can show: a cash value or a jackpot label, each with its weight. */
export interface CoinPrize {
  readonly kind: "cash" | "jackpot";
  /** Multiples of the bet. */
  readonly value: number;
  readonly tier?: string;
}

export function coinPrizes(
  cash: readonly (readonly [value: number, weight: number])[],
  jackpots: readonly (readonly [tier: string, value: number, weight: number])[] = [],
): WeightTable<CoinPrize> {
  return weightTable<CoinPrize>([
    ...cash.map(([value, weight]) => [{ kind: "cash", value }, weight] as const),
    ...jackpots.map(([tier, value, weight]) => [{ kind: "jackpot", value, tier }, weight] as const),
  ]);
}

export function coinOf(symbol: string, prize: CoinPrize): Coin {
  return prize.tier === undefined
    ? { symbol, kind: prize.kind, value: prize.value }
    : { symbol, kind: prize.kind, value: prize.value, tier: prize.tier };
}

export function drawCoin(symbol: string, prizes: WeightTable<CoinPrize>, rng: Rng): Coin {
  return coinOf(symbol, draw(prizes, rng));
}

/**
 * Gives every coin symbol on a freshly drawn board its prize: jackpot coins switch to the symbol naming
 * their tier, so the client can show the label, and every coin keeps its value in `values`.
 */
export function labelCoins(
  board: Board,
  coin: number,
  prizes: WeightTable<CoinPrize>,
  tierSymbols: Readonly<Record<string, number>>,
  rng: Rng,
): void {
  for (let reel = 0; reel < board.reels; reel++) {
    const height = board.heights[reel] as number;
    for (let row = 0; row < height; row++) {
      const index = reel * board.stride + row;
      if (board.symbols[index] !== coin) continue;
      const prize = draw(prizes, rng);
      board.values[index] = prize.value;
      if (prize.tier !== undefined) board.symbols[index] = tierSymbols[prize.tier] ?? coin;
    }
  }
}

/** The coins in view as Hold & Win positions, numbered reel by reel (position = reel * rows + row). */
export function coinsInView(
  board: Board,
  names: readonly string[],
  isCoin: (symbol: number) => boolean,
): (Coin | null)[] {
  const rows = board.stride;
  const cells: (Coin | null)[] = new Array(board.reels * rows).fill(null);
  for (let reel = 0; reel < board.reels; reel++) {
    for (let row = 0; row < (board.heights[reel] as number); row++) {
      const index = reel * board.stride + row;
      const symbol = board.symbols[index] as number;
      if (!isCoin(symbol)) continue;
      const name = names[symbol] ?? "";
      const value = board.values[index] as number;
      const tier = jackpotTierOf(name);
      cells[reel * rows + row] =
        tier === null
          ? { symbol: name, kind: "cash", value }
          : { symbol: name, kind: "jackpot", value, tier };
    }
  }
  return cells;
}

/** Jackpot coin symbols are named "<coin>-<tier>", for instance "gold-coin-major". */
function jackpotTierOf(name: string): string | null {
  const match = /-(mini|minor|major|grand)$/.exec(name);
  return match ? (match[1] as string) : null;
}

/** `count` coins on distinct random positions, for a bought Hold & Win round. */
export function scatterCoins(
  positions: number,
  count: number,
  draw: (rng: Rng) => Coin,
  rng: Rng,
): (Coin | null)[] {
  const cells: (Coin | null)[] = new Array(positions).fill(null);
  let placed = 0;
  while (placed < count) {
    const position = rng.int(positions);
    if (cells[position] !== null) continue;
    cells[position] = draw(rng);
    placed++;
  }
  return cells;
}
