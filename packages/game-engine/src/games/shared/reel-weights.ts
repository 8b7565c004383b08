import type { ReelSpec } from "../../core/reels";
import { type WeightTable, weightTable } from "../../core/weights";

/** One reel from a record of symbol weights keyed like the game's symbols. */
export function reelOf<K extends string>(
  ids: Readonly<Record<K, number>>,
  weights: Readonly<Partial<Record<NoInfer<K>, number>>>,
  height: number | WeightTable<number>,
  once: readonly NoInfer<K>[] = [],
): ReelSpec {
  const entries = (Object.entries(weights) as [K, number][]).map(
    ([key, weight]) => [ids[key], weight] as const,
  );
  return { symbols: weightTable(entries), height, once: once.map((key) => ids[key]) };
}

/**
 * FlexiWays reel heights from `min` to `max`, each `weights[i]` for height min + i: short reels are the
 * norm and a full-height reel a rare event, which keeps the hit rate of 200,000 ways in hand.
 */
export function heightsFrom(min: number, max: number, weights: readonly number[]): WeightTable<number> {
  if (weights.length !== max - min + 1) throw new Error(`Need ${max - min + 1} height weights`);
  return weightTable(weights.map((weight, index) => [min + index, weight] as const));
}
