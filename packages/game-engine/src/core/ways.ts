import type { Board, Position } from "./board";
import { type PayTable, payFor } from "./paytable";
import type { Substitution } from "./substitution";
import type { Win } from "./win";

export interface WaysRules extends Substitution {
  readonly pays: PayTable;
  readonly names: readonly string[];
  /** The symbols with ways pays, checked one by one. */
  readonly paying: readonly number[];
  /** Multiplier wilds multiply every way they sit on, several wilds in one way multiplying together. */
  readonly wildMultipliers?: boolean;
}

/**
 * AllWays and FlexiWays: a symbol wins when it shows on adjacent reels from the leftmost, in any position;
 * the ways are the product of its matches per reel. With multiplier wilds each reel contributes the sum of
 * its matching cells' multipliers (1 for the symbol itself), which totals the multiplier over every way.
 *
 * A way is paid once, for the first real symbol along it: a way whose cells are all wilds up to where the
 * symbol's run ends belongs to the symbol on the next reel, not to every symbol the wilds could stand for.
 * The product of the wild-only contributions is therefore taken off each symbol's ways, and a way of wilds
 * on every reel is paid once, as the best-paying symbol.
 *
 * The wins are listed in `wins` when one is given; a simulation passes null and gets the total alone.
 */
export function evaluateWays(board: Board, rules: WaysRules, wins: Win[] | null): number {
  const { pays, wild, substitutes, names, paying, wildMultipliers } = rules;
  const { symbols, values, stride, heights } = board;
  let total = 0;
  let allWild = wild >= 0;
  let allWildWeighted = 1;
  let allWildWays = 1;
  for (let reel = 0; reel < board.reels && allWild; reel++) {
    const start = reel * stride;
    const end = start + (heights[reel] as number);
    let count = 0;
    let weight = 0;
    for (let index = start; index < end; index++) {
      if (symbols[index] !== wild) continue;
      count++;
      weight += wildMultipliers ? Math.max(1, values[index] as number) : 1;
    }
    if (count === 0) allWild = false;
    allWildWays *= count;
    allWildWeighted *= weight;
  }
  let best = -1;
  for (const symbol of paying) {
    const canSubstitute = wild >= 0 && substitutes[symbol] === true;
    let ways = 1;
    let weighted = 1;
    let wildOnlyWays = 1;
    let wildOnlyWeighted = 1;
    let reels = 0;
    for (let reel = 0; reel < board.reels; reel++) {
      const start = reel * stride;
      const end = start + (heights[reel] as number);
      let matches = 0;
      let weight = 0;
      let wilds = 0;
      let wildWeight = 0;
      for (let index = start; index < end; index++) {
        const cell = symbols[index];
        if (cell === symbol) {
          matches++;
          weight += 1;
        } else if (canSubstitute && cell === wild) {
          const multiplier = wildMultipliers ? Math.max(1, values[index] as number) : 1;
          matches++;
          weight += multiplier;
          wilds++;
          wildWeight += multiplier;
        }
      }
      if (matches === 0) break;
      ways *= matches;
      weighted *= weight;
      wildOnlyWays *= wilds;
      wildOnlyWeighted *= wildWeight;
      reels++;
    }
    if (
      canSubstitute &&
      allWild &&
      reels === board.reels &&
      (best < 0 || payFor(pays, symbol, reels) > payFor(pays, best, reels))
    ) {
      best = symbol;
    }
    const pay = payFor(pays, symbol, reels);
    const ownWays = ways - wildOnlyWays;
    if (pay <= 0 || ownWays <= 0) continue;
    const ownWeighted = weighted - wildOnlyWeighted;
    const amount = pay * ownWeighted;
    total += amount;
    if (!wins) continue;
    const positions: Position[] = [];
    for (let reel = 0; reel < reels; reel++) {
      const height = heights[reel] as number;
      for (let row = 0; row < height; row++) {
        const cell = symbols[reel * stride + row];
        if (cell === symbol || (canSubstitute && cell === wild)) positions.push([reel, row]);
      }
    }
    wins.push({
      kind: "ways",
      symbol: names[symbol] ?? "",
      count: reels,
      pay: amount,
      multiplier: ownWeighted / ownWays,
      positions,
      ways: ownWays,
    });
  }
  if (allWild && best >= 0) {
    const amount = payFor(pays, best, board.reels) * allWildWeighted;
    total += amount;
    if (!wins) return total;
    const positions: Position[] = [];
    for (let reel = 0; reel < board.reels; reel++) {
      for (let row = 0; row < (heights[reel] as number); row++)
        if (symbols[reel * stride + row] === wild) positions.push([reel, row]);
    }
    wins.push({
      kind: "ways",
      symbol: names[best] ?? "",
      count: board.reels,
      pay: amount,
      multiplier: allWildWeighted / allWildWays,
      positions,
      ways: allWildWays,
    });
  }
  return total;
}
