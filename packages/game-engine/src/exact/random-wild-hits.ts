import { hasPays, payFor } from "../core/paytable";
import type { ReelSet, ReelSpec } from "../core/reels";
import type { WaysRules } from "../core/ways";
import { choose, mixedOverRandomWilds, type RandomWilds, requireOneFixedHeight } from "./random-wilds";
import { cellChance, seenWith } from "./reel-cells";
import { paysFrom, paysNone, waysHitChance } from "./screen-hits";

/**
 * P(a ways screen pays) once random wilds are laid on it (see `random-wilds.ts` for how they land). A
 * screen pays or not by which symbols each reel shows, as `waysHitChance` walks it; the wilds change what
 * a reel shows (a taken cell's symbol gives way to the wild) and tie the reels together only through the
 * split of the wilds, which is uniform over the eligible cells of the whole screen.
 */

/** What one reel shows once `taken` of its `eligible` cells have turned wild. */
interface WildView {
  /** Bit i for the i-th tracked symbol in view after the wilds. */
  readonly view: number;
  readonly eligible: number;
  readonly taken: number;
  /**
   * The reel's chance times the number of ways to pick the taken cells among its eligible ones: C(eligible,
   * taken) times the chance given `taken`, the reel's factor in the hypergeometric split.
   */
  readonly weight: number;
}

/**
 * Every view of one reel with up to `most` of its eligible cells turned wild. A walk down the rows in
 * which each eligible cell either keeps its symbol or takes a wild: a path per choice of taken cells, so
 * the weights count the choices. Cells off the random reels are never eligible.
 */
function wildViews(
  reel: ReelSpec,
  tracked: readonly number[],
  wild: number,
  blocked: number,
  random: boolean,
  most: number,
): WildView[] {
  const height = reel.height as number;
  const unit = 2 ** tracked.length;
  const side = height + 1;
  const wildBit = 1 << tracked.indexOf(wild);
  const symbols = [...new Set(reel.symbols.items)];
  // Key: view + unit * (eligible + side * (taken + side * once-symbols seen)).
  const keyOf = (view: number, eligible: number, taken: number, seen: number) =>
    view + unit * (eligible + side * (taken + side * seen));
  let states = new Map<number, number>([[0, 1]]);
  for (let row = 0; row < height; row++) {
    const next = new Map<number, number>();
    const add = (key: number, chance: number) => next.set(key, (next.get(key) ?? 0) + chance);
    for (const [key, chance] of states) {
      const view = key % unit;
      const eligible = Math.floor(key / unit) % side;
      const taken = Math.floor(key / (unit * side)) % side;
      const seen = Math.floor(key / (unit * side * side));
      for (const item of symbols) {
        const itemChance = chance * cellChance(reel, seen, item);
        if (itemChance === 0) continue;
        // The once-rule reads the symbol drawn, whether or not a wild then covers it.
        const nextSeen = seenWith(reel, seen, item);
        const at = tracked.indexOf(item);
        const shown = at >= 0 ? view | (1 << at) : view;
        if (!random || item === wild || item === blocked) {
          add(keyOf(shown, eligible, taken, nextSeen), itemChance);
          continue;
        }
        add(keyOf(shown, eligible + 1, taken, nextSeen), itemChance);
        if (taken < most) add(keyOf(view | wildBit, eligible + 1, taken + 1, nextSeen), itemChance);
      }
    }
    states = next;
  }
  const views = new Map<number, WildView>();
  for (const [key, weight] of states) {
    const view = key % unit;
    const eligible = Math.floor(key / unit) % side;
    const taken = Math.floor(key / (unit * side)) % side;
    const merged = keyOf(view, eligible, taken, 0);
    const known = views.get(merged);
    views.set(merged, { view, eligible, taken, weight: weight + (known?.weight ?? 0) });
  }
  return [...views.values()];
}

/**
 * The views with only the bits of `mask` kept, merged: a state reads only its runs, the replaced symbols
 * while every reel so far showed a wild, and the wild, so it walks far fewer views than the reel has.
 */
function projector(views: readonly WildView[]): (mask: number) => readonly WildView[] {
  const projected = new Map<number, WildView[]>();
  return (mask) => {
    const known = projected.get(mask);
    if (known) return known;
    const merged = new Map<string, WildView>();
    for (const { view, eligible, taken, weight } of views) {
      const key = `${view & mask}:${eligible}:${taken}`;
      const entry = merged.get(key);
      merged.set(key, { view: view & mask, eligible, taken, weight: weight + (entry?.weight ?? 0) });
    }
    const entries = [...merged.values()];
    projected.set(mask, entries);
    return entries;
  };
}

/**
 * P(the ways pay of one screen with `added` random wilds laid over it is more than zero); the plain
 * screen's `waysHitChance` when none are added. The programme of `waysHitChance` (which symbols are
 * still in a run that a reel showed itself, and whether every reel so far showed a wild) carries, as
 * `expectedProduct` in `random-wilds.ts` does, the eligible cells and the wilds placed so far; each
 * reel's view comes with C(eligible, taken) ways to place its wilds, and an end state is weighed by
 * 1 / C(all eligible, added). A screen with fewer eligible cells than wilds has every one of them
 * turned wild, as the game fills them: its only split is taken = eligible on every reel.
 */
export function waysHitChanceWithAddedWilds(
  reels: ReelSet,
  rules: WaysRules,
  randomReels: readonly number[],
  blocked: number,
  added: number,
): number {
  const { pays, wild, substitutes } = rules;
  if (wild < 0) throw new Error("Random wilds need the game's wild");
  requireOneFixedHeight(reels);
  const paying = rules.paying.filter((symbol) => hasPays(pays, symbol));
  const n = reels.length;
  const tracked = [...paying, wild];
  const wildBit = 1 << paying.length;
  const allPaying = wildBit - 1;
  let replaced = 0;
  paying.forEach((symbol, at) => {
    if (substitutes[symbol]) replaced |= 1 << at;
  });
  const wildScreen = paying.some((symbol, at) => replaced & (1 << at) && payFor(pays, symbol, n) > 0);
  const random = new Set(randomReels);
  // State key: run mask + (every reel so far showed a wild) * wildBit + tally * unit, where the tally
  // is eligible cells so far * (added + 1) + wilds placed so far.
  const unit = 2 * wildBit;
  const tallyOf = (state: number) => {
    const tally = Math.floor(state / unit);
    return { eligible: Math.floor(tally / (added + 1)), placed: tally % (added + 1) };
  };

  /** The state after a reel that shows `shown` (the wild's bit included), or -1 once the screen pays. */
  const advance = (runs: number, wildsSoFar: boolean, shown: number, length: number): number => {
    const symbols = shown & allPaying;
    const hasWild = (shown & wildBit) !== 0;
    const continued = runs & (symbols | (hasWild ? replaced : 0));
    for (let ended = runs & ~continued, at = 0; ended !== 0; ended >>= 1, at++)
      if (ended & 1 && payFor(pays, paying[at] as number, length - 1) > 0) return -1;
    // A symbol starts a run of its own on the first reel, or after reels that all showed a wild.
    let alive = continued | (length === 1 ? symbols : wildsSoFar ? symbols & replaced : 0);
    for (let at = 0; at < paying.length; at++) {
      if (!(alive & (1 << at))) continue;
      const symbol = paying[at] as number;
      if (paysFrom(pays, symbol, length, n)) return -1;
      if (paysNone(pays, symbol, length, n)) alive &= ~(1 << at);
    }
    const wilds = wildsSoFar && hasWild;
    if (wilds && length === n && wildScreen) return -1;
    return alive | (wilds ? wildBit : 0);
  };

  let states = new Map<number, number>([[wildBit, 1]]);
  reels.forEach((reel, index) => {
    const takes = random.has(index);
    const project = projector(wildViews(reel, tracked, wild, blocked, takes, takes ? added : 0));
    const next = new Map<number, number>();
    for (const [state, chance] of states) {
      const runs = state & allPaying;
      const wildsSoFar = (state & wildBit) !== 0;
      const { eligible, placed } = tallyOf(state);
      const reads = (index === 0 ? allPaying : runs | (wildsSoFar ? replaced : 0)) | wildBit;
      for (const view of project(reads)) {
        if (placed + view.taken > added) continue;
        const moved = advance(runs, wildsSoFar, view.view, index + 1);
        if (moved < 0) continue;
        const tally = (eligible + view.eligible) * (added + 1) + placed + view.taken;
        const key = moved + tally * unit;
        next.set(key, (next.get(key) ?? 0) + chance * view.weight);
      }
    }
    states = next;
  });
  let none = 0;
  for (const [state, chance] of states) {
    const { eligible, placed } = tallyOf(state);
    const dropped = Math.min(eligible, added);
    if (placed === dropped) none += chance / choose(eligible, dropped);
  }
  return 1 - none;
}

/** P(a base spin's ways pay is more than zero) when a share of spins gets random wilds. */
export function exactWaysHitChanceWithRandomWilds(
  reels: ReelSet,
  rules: WaysRules,
  randomWilds: RandomWilds,
): number {
  const { reels: randomReels, blocked } = randomWilds;
  return mixedOverRandomWilds(
    reels,
    randomWilds,
    () => waysHitChance(reels, rules),
    (added) => waysHitChanceWithAddedWilds(reels, rules, randomReels, blocked, added),
  );
}
