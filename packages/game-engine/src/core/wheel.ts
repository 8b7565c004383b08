import type { Rng } from "../rng/rng";
import { drawIndex, type WeightTable, weightTable } from "./weights";

/** A fortune wheel: its segments in the order they are painted, each with the weight of stopping on it. */
export interface Wheel<T> {
  readonly name: string;
  readonly segments: readonly T[];
  readonly table: WeightTable<number>;
}

export function wheel<T>(name: string, segments: readonly (readonly [T, number])[]): Wheel<T> {
  return {
    name,
    segments: segments.map(([segment]) => segment),
    table: weightTable(segments.map(([, weight], index) => [index, weight] as const)),
  };
}

/**
 * A wheel as the player sees it painted: its name and each segment's words, in painted order, worded as
 * its stop events word the segment they stop on (the player's stage draws it and lands on the event's).
 */
export interface WheelFace {
  readonly name: string;
  readonly segments: readonly string[];
}

export function wheelFace<T>(target: Wheel<T>, label: (segment: T) => string): WheelFace {
  return { name: target.name, segments: target.segments.map(label) };
}

export function spinWheel<T>(target: Wheel<T>, rng: Rng): { readonly index: number; readonly segment: T } {
  const index = target.table.items[drawIndex(target.table, rng)] as number;
  return { index, segment: target.segments[index] as T };
}

/** The mean segment of a wheel of numbers, weighted by the chance of stopping on each. */
export function meanSegment(target: Wheel<number>): number {
  const { items, weights, total } = target.table;
  return items.reduce(
    (sum, index, at) => sum + (target.segments[index] as number) * ((weights[at] as number) / total),
    0,
  );
}
