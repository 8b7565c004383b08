import type { Rng } from "../rng/rng";

/** Outcomes with relative weights, drawn by inverse CDF so a larger weight always claims the same draws. */
export interface WeightTable<T> {
  readonly items: readonly T[];
  readonly weights: readonly number[];
  readonly cumulative: readonly number[];
  readonly total: number;
  /**
   * guide[b] is an index at or before the outcome of every draw in [b / guide.length, (b + 1) /
   * guide.length): the scan for the outcome starts there instead of at the first item, and ends on the
   * same item, so the speed-up changes no outcome.
   */
  readonly guide: Int32Array;
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
  return { items, weights, cumulative, total, guide: guideFor(cumulative, total) };
}

function guideFor(cumulative: readonly number[], total: number): Int32Array {
  const guide = new Int32Array(Math.min(4096, cumulative.length * 8));
  let index = 0;
  for (let bucket = 0; bucket < guide.length; bucket++) {
    const from = (bucket / guide.length) * total;
    while (index < cumulative.length - 1 && (cumulative[index] as number) <= from) index++;
    // One item back, so rounding in the bucket's edge can never start the scan past the outcome.
    guide[bucket] = Math.max(0, index - 1);
  }
  return guide;
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
  const draw = rng.next();
  const target = draw * table.total;
  const { cumulative, guide } = table;
  const last = cumulative.length - 1;
  for (let index = guide[Math.floor(draw * guide.length)] as number; index < last; index++) {
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

/** The mean of a table of numbers, each weighed by its chance. */
export function meanOf(table: WeightTable<number>): number {
  return table.items.reduce(
    (sum, value, index) => sum + (value * (table.weights[index] as number)) / table.total,
    0,
  );
}
