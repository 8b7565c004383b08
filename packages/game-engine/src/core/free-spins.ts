import type { Round } from "./round";

/** No catalogue round comes near this; it only guards against a model that retriggers for ever. */
const spinLimit = 10_000;

export interface FreeSpin {
  /** 1 for the first free spin of the round. */
  readonly spin: number;
  /** Spins still to play after this one, before any retrigger it brings. */
  readonly left: number;
}

/**
 * Plays a free-spins round inside the paid round: `playSpin` plays one spin and returns the spins it adds
 * (a retrigger, a progress-bar award). The round stops early when the max win is reached.
 */
export function playFreeSpins(round: Round, spins: number, playSpin: (spin: FreeSpin) => number): number {
  let left = spins;
  let played = 0;
  while (left > 0 && !round.capped && played < spinLimit) {
    left--;
    played++;
    left += playSpin({ spin: played, left });
  }
  return played;
}

/** The fewest symbols that win any spins from a table like { 3: 8, 4: 12, 5: 20 }. */
export function fewestCounted(table: Readonly<Record<number, number>>): number {
  return Math.min(...Object.keys(table).map(Number));
}

/** Each award table as [needed, award] pairs, read once: a table is looked up on every paid round. */
const awardPairs = new WeakMap<Readonly<Record<number, number>>, readonly (readonly [number, number])[]>();

/** Spins for a scatter count from a table like { 3: 8, 4: 12, 5: 20 }, using the largest count reached. */
export function spinsForCount(table: Readonly<Record<number, number>>, count: number): number {
  let pairs = awardPairs.get(table);
  if (!pairs) {
    pairs = Object.entries(table).map(([needed, award]) => [Number(needed), award] as const);
    awardPairs.set(table, pairs);
  }
  let spins = 0;
  for (const [needed, award] of pairs) if (count >= needed) spins = Math.max(spins, award);
  return spins;
}
