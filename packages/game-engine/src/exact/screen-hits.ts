import { hasPays, type PayTable, payFor } from "../core/paytable";
import type { ReelSet, ReelSpec } from "../core/reels";
import type { WaysRules } from "../core/ways";
import { viewDistribution } from "./reel-cells";

/**
 * The chance that one screen drawn from `reels` pays at least one win: the hit frequency of the pays the
 * exact part covers. Unlike an expected pay it is not a sum over lines or symbols (two wins on one screen
 * count once), so the ways here and the lines (`line-hits.ts`) walk the screen's joint distribution, reel
 * by reel or cell by cell, and keep only the screens that have not paid yet: P(hit) = 1 - P(no win).
 */

/** Scatter pays by count over the whole screen, such as { 4: 3, 5: 10, 6: 50 }, paid with the ways. */
export interface ScatterPays {
  readonly symbol: number;
  readonly pays: Readonly<Record<number, number>>;
}

/** Whether `symbol` pays for every run length from `from` to `to` (it cannot end without paying). */
export function paysFrom(pays: PayTable, symbol: number, from: number, to: number): boolean {
  for (let count = from; count <= to; count++) if (payFor(pays, symbol, count) <= 0) return false;
  return true;
}

export function paysNone(pays: PayTable, symbol: number, from: number, to: number): boolean {
  for (let count = from; count <= to; count++) if (payFor(pays, symbol, count) > 0) return false;
  return true;
}

/**
 * P(a ways screen pays), as `evaluateWays` pays it: a symbol pays for its run from the leftmost reel
 * when the paytable pays that length and a reel of the run shows the symbol itself (ways of wilds alone
 * belong to no symbol), and a screen with a wild on every reel pays its ways of wilds. With `scatter`,
 * a screen also pays for its scatter count (Frozen Fruits pays both in one award).
 *
 * A dynamic programme over the reels: the state is the set of symbols still in a run that a reel showed
 * itself, whether every reel so far showed a wild (then any symbol the wild replaces may still start its
 * own), and the scatter count; each reel's joint view (which symbols it shows) moves it on. A run that
 * ends on a paying length, or that pays whatever length it reaches, is a hit and leaves the programme.
 */
export function waysHitChance(reels: ReelSet, rules: WaysRules, scatter?: ScatterPays): number {
  const { pays, wild, substitutes } = rules;
  const paying = rules.paying.filter((symbol) => hasPays(pays, symbol));
  const n = reels.length;
  const tracked = wild >= 0 ? [...paying, wild] : paying;
  const wildBit = wild >= 0 ? 1 << paying.length : 0;
  const allPaying = (1 << paying.length) - 1;
  let replaced = 0;
  paying.forEach((symbol, at) => {
    if (wild >= 0 && substitutes[symbol]) replaced |= 1 << at;
  });
  const wildScreen = paying.some((symbol, at) => replaced & (1 << at) && payFor(pays, symbol, n) > 0);
  const counts = scatter ? Object.keys(scatter.pays).map(Number) : [];
  const cap = counts.length > 0 ? Math.max(...counts) : 0;
  const scatterPays = (count: number) => (scatter ? (scatter.pays[Math.min(count, cap)] ?? 0) > 0 : false);
  const countUnit = 2 ** tracked.length;
  // State key: run mask + (all wild so far) * 2^paying + scatter count * 2^(paying + 1).
  const allWild = 1 << paying.length;
  const stateCount = 2 ** (paying.length + 1);
  let states = new Map<number, number>([[allWild, 1]]);
  for (let reel = 0; reel < n; reel++) {
    const length = reel + 1;
    const view = viewDistribution(reels[reel] as ReelSpec, tracked, scatter?.symbol, cap);
    const shownKeys = [...view.keys()];
    const shownChances = [...view.values()];
    // A state reads only some of the reel's view: its runs, the replaced symbols while every reel so far
    // showed a wild, the wild and the scatters. The view is summed onto those once per such mask, in one
    // array reused for every mask (thousands of masks on FlexiWays reels).
    const sums = new Float64Array(countUnit * (cap + 1));
    const projected = new Map<number, [number, number][]>();
    const projection = (mask: number): [number, number][] => {
      const known = projected.get(mask);
      if (known) return known;
      const touched: number[] = [];
      for (let at = 0; at < shownKeys.length; at++) {
        const shown = shownKeys[at] as number;
        const key = (shown & mask) + (shown - (shown % countUnit));
        if (sums[key] === 0) touched.push(key);
        sums[key] = (sums[key] as number) + (shownChances[at] as number);
      }
      const entries = touched.map((key): [number, number] => [key, sums[key] as number]);
      for (const key of touched) sums[key] = 0;
      projected.set(mask, entries);
      return entries;
    };
    const next = new Map<number, number>();
    for (const [state, chance] of states) {
      const runs = state & allPaying;
      const wildsSoFar = (state & allWild) !== 0;
      const count = Math.floor(state / stateCount);
      const reads = reel === 0 ? allPaying : runs | (wildsSoFar ? replaced : 0);
      for (const [shown, viewChance] of projection(reads | wildBit)) {
        const symbols = shown & allPaying;
        const hasWild = (shown & wildBit) !== 0;
        const continued = runs & (symbols | (hasWild ? replaced : 0));
        let hit = false;
        for (let ended = runs & ~continued, at = 0; ended !== 0; ended >>= 1, at++) {
          if (ended & 1 && payFor(pays, paying[at] as number, length - 1) > 0) {
            hit = true;
            break;
          }
        }
        if (hit) continue;
        // A symbol starts a run of its own on the first reel, or after reels that all showed a wild.
        let alive = continued | (reel === 0 ? symbols : wildsSoFar ? symbols & replaced : 0);
        for (let at = 0; at < paying.length; at++) {
          if (!(alive & (1 << at))) continue;
          const symbol = paying[at] as number;
          if (paysFrom(pays, symbol, length, n)) hit = true;
          else if (paysNone(pays, symbol, length, n)) alive &= ~(1 << at);
        }
        const wilds = wildsSoFar && hasWild;
        const seen = Math.min(cap, count + Math.floor(shown / countUnit));
        if (hit || (wilds && length === n && wildScreen)) continue;
        if (scatter && length === n && scatterPays(seen)) continue;
        const key = alive + (wilds ? allWild : 0) + seen * stateCount;
        next.set(key, (next.get(key) ?? 0) + chance * viewChance);
      }
    }
    states = next;
  }
  let none = 0;
  for (const chance of states.values()) none += chance;
  return 1 - none;
}
