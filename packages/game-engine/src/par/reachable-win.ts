import type { GameModel } from "../model";
import type { ParSheet } from "./schema";

/**
 * Games whose free spins retrigger without a limit of their own (the engine stops a round at 10,000 free
 * spins only as a guard) and whose retriggering spins can pay: repeating such a spin adds pays until the
 * cap cuts the round, so the cap is reachable, however rarely.
 */
const retriggeringGames = new Set([
  "double-fortune-panda",
  "squid-gold-x2",
  "frozen-fruits-flexiways",
  "cleos-riches-flexiways",
  "irish-riches-bonanza",
  "lucky-skulls-bonanza",
  "lucky-santa-bonanza",
  "vampire-vault-hold-n-win",
  "wild-dragon-respin",
]);

/** Games whose cap is reachable by an argument other than retriggers. */
const capReachableBecause: Readonly<Record<string, string>> = {
  "hacker-crash-jackpot":
    "Server Crash collects coins until its tally reaches 100, and each coin carries up to 50x: 100 x 50x = 5,000x, the cap, in one feature.",
  "yakuza-clash-hold-n-win":
    "Hold & Win coins carry cash values up to 1,000x each on 15 positions: five 1,000x coins reach the 5,000x cap.",
  "fortune-777-respin":
    "A grid filled with one symbol (wilds counting towards it) spins the Fortune Wheel, whose x1000 segment multiplies the grid's line pay: any full grid paying 5x or more on its five lines (BARs 5 x 1x and up; nine wilds pay 50x) reaches the 5,000x cap on it. The segment's weight is 0.05 of 100.05, so a full grid reaches it once in 2,001 wheel spins.",
  "wild-yoga-collector":
    "A Lotus Bonus that fills all 20 positions pays 8,000x on top of its coins, so a full grid reaches the 8,000x cap, bought or triggered (the land chance tapers as the grid fills, which keeps it rare).",
};

/**
 * Largest wins argued from a model's paytable and features, where that bound is below its cap. None today:
 * a stated max win is the studio's claim, so `max-win.test.ts` fails for any game listed here (Wild Yoga
 * Collector's 4,096x and Fortune 777's 1,000x were, until decision 0033 gave their models a way to the cap).
 */
const boundsBelowCap: Readonly<Record<string, { readonly win: number; readonly reasoning: string }>> = {};

/**
 * The largest win a round of the model can produce. In order: the cap, when a simulated round reached
 * it (a witness anyone can replay from the seed); the cap, when unlimited retriggers make it reachable; a
 * bound argued from the maths when that is below the cap; otherwise the cap as the upper bound, said to
 * be unproven, with the largest win seen.
 */
export function largestReachableWin(
  model: GameModel,
  modes: readonly Pick<
    ParSheet["modes"][number],
    "mode" | "rounds" | "seed" | "maxWin" | "largestObserved"
  >[],
): ParSheet["largestReachableWin"] {
  const witness = modes.find((mode) => mode.maxWin.hits > 0);
  const cap = model.maxWin.toLocaleString("en-GB");
  if (witness)
    return {
      win: model.maxWin,
      status: "cap-reached",
      method: "simulated",
      reasoning: `Rounds of the ${witness.mode} mode reached the ${cap}x cap ${witness.maxWin.hits} times in ${witness.rounds.toLocaleString("en-GB")} on seed ${witness.seed}: the cap is reachable, and any of those rounds can be replayed from the seed.`,
    };
  if (retriggeringGames.has(model.slug))
    return {
      win: model.maxWin,
      status: "cap-reached",
      method: "reasoned",
      reasoning: `Free spins retrigger with no limit of their own and a retriggering spin can pay, so the pays of one round add up without bound until the ${cap}x cap cuts them.`,
    };
  const because = capReachableBecause[model.slug];
  if (because) return { win: model.maxWin, status: "cap-reached", method: "reasoned", reasoning: because };
  const bound = boundsBelowCap[model.slug];
  if (bound) return { win: bound.win, status: "below-cap", method: "reasoned", reasoning: bound.reasoning };
  const seen = Math.max(...modes.map((mode) => mode.largestObserved));
  return {
    win: model.maxWin,
    status: "cap-is-bound",
    method: "reasoned",
    reasoning: `The ${cap}x cap bounds every round; no simulated round reached it (the largest seen was ${seen.toLocaleString("en-GB", { maximumFractionDigits: 2 })}x) and no argument here shows it reachable or not yet.`,
  };
}
