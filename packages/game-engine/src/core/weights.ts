import type { Rng } from "../rng/rng";

/** Outcomes with relative weights, drawn by inverse CDF so a larger weight always claims the same draws. */
export interface WeightTable<T> {
  readonly items: readonly T[];
  readonly weights: readonly number[];
  readonly cumulative: readonly number[];
  readonly total: number;
}

export function weightTable<T>(entries: Iterable<readonly [T, number]>): WeightTable<T> {
  const items: T[] = [];
  const weights: number[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const [item, weight] of entries) {
    if (!(weight >= 0) || !Number.isFinite(weight)) throw new Error(`Invalid weight ${weight}`);
    if (weight === 0) continue;
    total += weight;
    items.push(item);
    weights.push(weight);
    cumulative.push(total);
  }
  if (items.length === 0) throw new Error("A weight table needs at least one positive weight");
  return { items, weights, cumulative, total };
}

/**
 * A table of numeric outcomes from a record such as { 2: 60, 3: 30, 5: 10 } (value: weight). Record keys
 * are strings at run time, so they are converted back to numbers here.
 */
export function weightsOf(record: Readonly<Record<number, number>>): WeightTable<number> {
  return weightTable(Object.entries(record).map(([key, weight]) => [Number(key), weight] as const));
}

export function draw<T>(table: WeightTable<T>, rng: Rng): T {
  return table.items[drawIndex(table, rng)] as T;
}

export function drawIndex<T>(table: WeightTable<T>, rng: Rng): number {
  const target = rng.next() * table.total;
  const { cumulative } = table;
  const last = cumulative.length - 1;
  for (let index = 0; index < last; index++) {
    if (target < (cumulative[index] as number)) return index;
  }
  return last;
}

export function probabilityOf<T>(table: WeightTable<T>, item: T): number {
  let weight = 0;
  table.items.forEach((candidate, index) => {
    if (candidate === item) weight += table.weights[index] as number;
  });
  return weight / table.total;
}
