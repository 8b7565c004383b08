import { payFor } from "../core/paytable";
import type { ReelSet, ReelSpec } from "../core/reels";
import type { WaysRules } from "../core/ways";
import type { WeightTable } from "../core/weights";
import { expectedCount, groupCounts, noneInView } from "./reel-cells";

/**
 * Wilds that rain onto a drawn screen, as Coral Reef's free spins drop them: a count drawn from `count`,
 * each wild on its own reel (the reels a uniform choice of that many), on a uniform cell of the reel that
 * does not show `blocked`, carrying a multiplier whose mean is `multiplier`.
 */
export interface RainingWilds {
  readonly count: WeightTable<number>;
  readonly multiplier: number;
  readonly blocked: number;
}

/** What a reel adds to a symbol's ways, as expectations over its draw, with or without a raining wild. */
interface ReelTerms {
  /** E[the symbol's cells plus the wild's multiplier], the reel's factor in the symbol's weighted ways. */
  readonly matched: number;
  /** E[the wild's multiplier]: the reel's factor in the ways made of wilds alone. */
  readonly wildOnly: number;
  /** P(the reel shows neither the symbol nor a wild), where the symbol's run ends. */
  readonly ends: number;
}

/**
 * A raining wild takes one of the reel's h - b open cells (b the blocked cells in view), uniformly, so it
 * takes one of the symbol's n cells with chance n / (h - b): E[n (1 - 1 / (h - b))] of them stay. A wild
 * that does not stand for the symbol ends its run unless one of its cells stays.
 */
function rainedOnTerms(reel: ReelSpec, symbol: number, substituted: boolean, rain: RainingWilds): ReelTerms {
  let kept = 0;
  let noneKept = 0;
  for (const { height, counts, probability } of groupCounts(reel, [[symbol], [rain.blocked]])) {
    const [own = 0, blockedCells = 0] = counts;
    const open = height - blockedCells;
    if (open === 0) throw new Error("A raining wild needs an open cell on every reel it lands on");
    kept += probability * own * (1 - 1 / open);
    if (own === 0) noneKept += probability;
    else if (own === 1) noneKept += probability / open;
  }
  if (!substituted) return { matched: kept, wildOnly: 0, ends: noneKept };
  return { matched: kept + rain.multiplier, wildOnly: rain.multiplier, ends: 0 };
}

function dryTerms(reel: ReelSpec, symbol: number): ReelTerms {
  return { matched: expectedCount(reel, [symbol]), wildOnly: 0, ends: noneInView(reel, [symbol]) };
}

/** The subsets of `size` reels out of `reels`, as bit masks. */
function reelChoices(reels: number, size: number): number[] {
  const choices: number[] = [];
  for (let mask = 0; mask < 1 << reels; mask++) {
    let bits = 0;
    for (let rest = mask; rest > 0; rest &= rest - 1) bits++;
    if (bits === size) choices.push(mask);
  }
  return choices;
}

/**
 * Expected ways pay of one screen drawn from `reels` with raining wilds laid over it, in multiples of the
 * bet. Once the reels that get a wild are chosen, the reels are still drawn independently, so each
 * choice is `exactWaysPay`'s closed form with the rained-on reels' own expectations (`rainedOnTerms`);
 * the choices are averaged, uniform for each count. The reels must show no wilds of their own.
 */
export function waysPayWithRainingWilds(reels: ReelSet, rules: WaysRules, rain: RainingWilds): number {
  const { wild, substitutes, pays, paying } = rules;
  if (reels.some((reel) => expectedCount(reel, [wild]) > 0))
    throw new Error("Raining wilds are exact only on reels without wilds of their own");
  const wet = (symbol: number) =>
    reels.map((reel) => rainedOnTerms(reel, symbol, substitutes[symbol] === true, rain));
  const dry = (symbol: number) => reels.map((reel) => dryTerms(reel, symbol));
  const terms = new Map(paying.map((symbol) => [symbol, { wet: wet(symbol), dry: dry(symbol) }]));
  const best = Math.max(
    0,
    ...paying
      .filter((symbol) => substitutes[symbol] === true)
      .map((symbol) => payFor(pays, symbol, reels.length)),
  );

  const payWith = (rainedOn: number): number => {
    let total = 0;
    for (const symbol of paying) {
      const { wet: wetTerms, dry: dryTerms } = terms.get(symbol) as { wet: ReelTerms[]; dry: ReelTerms[] };
      let matched = 1;
      let wildOnly = 1;
      for (let run = 1; run <= reels.length; run++) {
        const reel = run - 1;
        const here = (rainedOn >> reel) & 1 ? wetTerms[reel] : dryTerms[reel];
        matched *= (here as ReelTerms).matched;
        wildOnly *= (here as ReelTerms).wildOnly;
        const next = run < reels.length ? ((rainedOn >> run) & 1 ? wetTerms[run] : dryTerms[run]) : undefined;
        total += payFor(pays, symbol, run) * (matched - wildOnly) * (next ? next.ends : 1);
      }
    }
    // A wild on every reel pays its ways of wilds once, as the best symbol (`evaluateWays`).
    const everyReel = (1 << reels.length) - 1;
    return total + (rainedOn === everyReel ? best * rain.multiplier ** reels.length : 0);
  };

  let expected = 0;
  rain.count.items.forEach((count, index) => {
    const share = (rain.count.weights[index] as number) / rain.count.total;
    const choices = reelChoices(reels.length, Math.min(count, reels.length));
    for (const choice of choices) expected += (share * payWith(choice)) / choices.length;
  });
  return expected;
}
