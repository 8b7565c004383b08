import { payFor } from "../core/paytable";
import type { ReelSet } from "../core/reels";
import type { WaysRules } from "../core/ways";
import type { WeightTable } from "../core/weights";
import { groupCounts } from "./reel-cells";
import { exactWaysPay } from "./screen-pays";

/**
 * Random wilds as Monster Load-Up and Wild Yoga lay them on a base spin: with `chance`, a count drawn from
 * `count`, each wild dropped on a uniform reel of `reels` and a uniform row, dropped again on a wild or a
 * `blocked` symbol. On reels of one fixed height every cell is equally likely, so the wilds land on a
 * uniform subset of the eligible cells: the number on each reel is hypergeometric (the product over the
 * reels of C(eligible, k) over C(all eligible, count)), and which cells of a reel, uniform among its own.
 */
export interface RandomWilds {
  readonly chance: number;
  readonly count: WeightTable<number>;
  readonly reels: readonly number[];
  readonly blocked: number;
}

export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 0; index < k; index++) result = (result * (n - index)) / (index + 1);
  return result;
}

/** One reel's outcome for one paying symbol: its own cells, wilds, and cells a random wild may take. */
interface ReelOutcome {
  readonly own: number;
  readonly wilds: number;
  readonly eligible: number;
  readonly probability: number;
}

/**
 * E[product over the reels of factor(reel, outcome, k)] with `added` random wilds, k of them on the reel:
 * the reels are drawn independently, and only the total of eligible cells ties the wilds' split to them,
 * so a walk over the reels carries (eligible cells so far, wilds placed so far).
 */
function expectedProduct(
  outcomes: readonly (readonly ReelOutcome[])[],
  random: ReadonlySet<number>,
  added: number,
  factor: (reel: number, outcome: ReelOutcome, k: number) => number,
): number {
  let states = new Map<string, { eligible: number; placed: number; value: number }>([
    ["0:0", { eligible: 0, placed: 0, value: 1 }],
  ]);
  outcomes.forEach((reelOutcomes, reel) => {
    const next = new Map<string, { eligible: number; placed: number; value: number }>();
    for (const state of states.values()) {
      for (const outcome of reelOutcomes) {
        const takes = random.has(reel);
        const most = takes ? Math.min(outcome.eligible, added - state.placed) : 0;
        for (let k = 0; k <= most; k++) {
          const value =
            state.value *
            outcome.probability *
            choose(takes ? outcome.eligible : 0, k) *
            factor(reel, outcome, k);
          if (value === 0) continue;
          const eligible = state.eligible + (takes ? outcome.eligible : 0);
          const placed = state.placed + k;
          const key = `${eligible}:${placed}`;
          const entry = next.get(key);
          if (entry) entry.value += value;
          else next.set(key, { eligible, placed, value });
        }
      }
    }
    states = next;
  });
  let total = 0;
  // A screen with fewer eligible cells than wilds has every one turned wild, as the game fills them.
  for (const state of states.values()) {
    const dropped = Math.min(state.eligible, added);
    if (state.placed === dropped) total += state.value / choose(state.eligible, dropped);
  }
  return total;
}

/** Expected ways pay of one screen with `added` random wilds laid over it (0 for the plain screen). */
export function waysPayWithAddedWilds(
  reels: ReelSet,
  rules: WaysRules,
  randomReels: readonly number[],
  blocked: number,
  added: number,
): number {
  const { wild, substitutes, pays, paying } = rules;
  const random = new Set(randomReels);
  const length = reels.length;
  const outcomesFor = (symbol: number): ReelOutcome[][] =>
    reels.map((reel) =>
      groupCounts(reel, [[symbol], [wild], [blocked]]).map(({ height, counts, probability }) => {
        const [own = 0, wilds = 0, blockedCells = 0] = counts;
        return { own, wilds, eligible: height - wilds - blockedCells, probability };
      }),
    );
  // A cell a random wild takes was its symbol or another one; it now matches as a wild does.
  const matches = (substituted: boolean, outcome: ReelOutcome, k: number): number => {
    const ownTaken = outcome.eligible > 0 ? (k * outcome.own) / outcome.eligible : 0;
    return substituted ? outcome.own + outcome.wilds + k - ownTaken : outcome.own - ownTaken;
  };
  // The run ends on a reel left with no match: with substitution, none of the symbol, no wild and no
  // random wild; without, every cell of the symbol taken by a random wild.
  const ended = (substituted: boolean, outcome: ReelOutcome, k: number): number => {
    if (substituted) return outcome.own === 0 && outcome.wilds === 0 && k === 0 ? 1 : 0;
    return choose(outcome.eligible - outcome.own, k - outcome.own) / choose(outcome.eligible, k);
  };
  let total = 0;
  let best = 0;
  for (const symbol of paying) {
    const substituted = wild >= 0 && substitutes[symbol] === true;
    const outcomes = outcomesFor(symbol);
    for (let run = 1; run <= length; run++) {
      const pay = payFor(pays, symbol, run);
      if (pay <= 0) continue;
      const weighted = expectedProduct(outcomes, random, added, (reel, outcome, k) =>
        reel < run ? matches(substituted, outcome, k) : reel === run ? ended(substituted, outcome, k) : 1,
      );
      const wildOnly = substituted
        ? expectedProduct(outcomes, random, added, (reel, outcome, k) =>
            reel < run ? outcome.wilds + k : reel === run ? ended(substituted, outcome, k) : 1,
          )
        : 0;
      total += pay * (weighted - wildOnly);
    }
    if (substituted) best = Math.max(best, payFor(pays, symbol, length));
  }
  // A screen with a wild on every reel pays its ways of wilds once, as the best symbol.
  const anyOutcomes = outcomesFor(-1);
  return total + best * expectedProduct(anyOutcomes, random, added, (_reel, outcome, k) => outcome.wilds + k);
}

/** The wilds land on every eligible cell alike only when a uniform reel and a uniform row pick the cell. */
export function requireOneFixedHeight(reels: ReelSet): void {
  const heights = new Set(reels.map((reel) => reel.height));
  if (heights.size !== 1 || typeof reels[0]?.height !== "number")
    throw new Error("Random wilds are exact only on reels of one fixed height");
}

/**
 * A base spin's figure when a share of spins gets random wilds: the plain screen's (`plain`) on the rest,
 * and on that share each count's (`withAdded`) weighed by its chance.
 */
export function mixedOverRandomWilds(
  reels: ReelSet,
  randomWilds: RandomWilds,
  plain: () => number,
  withAdded: (added: number) => number,
): number {
  const { chance, count } = randomWilds;
  requireOneFixedHeight(reels);
  let withWilds = 0;
  count.items.forEach((added, index) => {
    withWilds += ((count.weights[index] as number) / count.total) * withAdded(added);
  });
  return (1 - chance) * plain() + chance * withWilds;
}

/** Expected ways pay of a base spin that gets random wilds on a share of spins. */
export function exactWaysPayWithRandomWilds(
  reels: ReelSet,
  rules: WaysRules,
  randomWilds: RandomWilds,
): number {
  const { reels: randomReels, blocked } = randomWilds;
  return mixedOverRandomWilds(
    reels,
    randomWilds,
    () => exactWaysPay(reels, rules),
    (added) => waysPayWithAddedWilds(reels, rules, randomReels, blocked, added),
  );
}
