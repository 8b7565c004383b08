import { countOnBoard } from "../core/board";
import { type Coin, runHoldAndWin, taperedChance } from "../core/hold-and-win";
import { evaluateLines, type LineRules } from "../core/lines";
import { payTable } from "../core/paytable";
import { drawBoard, type ReelSet } from "../core/reels";
import type { Round } from "../core/round";
import { boardStep } from "../core/step";
import { substitution } from "../core/substitution";
import { draw, weightTable } from "../core/weights";
import { spinWheel, wheel, wheelFace } from "../core/wheel";
import type { Win } from "../core/win";
import type { GameMaths, GameState } from "../model";
import type { Rng } from "../rng/rng";
import { coinStep } from "./shared/coin-round";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { exactBaseLines } from "./shared/exact-base-lines";
import { paylines5x4 } from "./shared/paylines";
import { reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "golden-seven",
  "gold-bars",
  "cash-stack",
  "bell",
  "horseshoe",
  "hearts",
  "diamonds",
  "clubs",
  "spades",
  "wild",
  "scatter",
  "star",
] as const;
const id = symbolIds(keys);
const paying = [
  id["golden-seven"],
  id["gold-bars"],
  id["cash-stack"],
  id.bell,
  id.horseshoe,
  id.hearts,
  id.diamonds,
  id.clubs,
  id.spades,
];

const pays = payTable(keys.length, 5, [
  { symbol: id["golden-seven"], pays: { 5: 25, 4: 5, 3: 1.5 } },
  { symbol: id["gold-bars"], pays: { 5: 15, 4: 3, 3: 1 } },
  { symbol: id["cash-stack"], pays: { 5: 10, 4: 2.5, 3: 0.75 } },
  { symbol: id.bell, pays: { 5: 7.5, 4: 2, 3: 0.5 } },
  { symbol: id.horseshoe, pays: { 5: 7.5, 4: 2, 3: 0.5 } },
  { symbol: id.hearts, pays: { 5: 2.5, 4: 0.75, 3: 0.25 } },
  { symbol: id.diamonds, pays: { 5: 2.5, 4: 0.75, 3: 0.25 } },
  { symbol: id.clubs, pays: { 5: 2.5, 4: 0.75, 3: 0.25 } },
  { symbol: id.spades, pays: { 5: 2.5, 4: 0.75, 3: 0.25 } },
]);

const lineRules: LineRules = {
  ...substitution(keys.length, id.wild, paying),
  lines: paylines5x4,
  pays,
  names: keys,
};

/** Bulbs in the star marquee; lighting them all starts Jackpot Free Spins. */
export const starBulbs = 10;
/** Scatters in view that start Jackpot Free Spins on a paid spin. */
const scattersToTrigger = 3;
const positions = 20;

/** What lands in Jackpot Free Spins: cash symbols of 1x to 500x and multiplier symbols of 2x to 25x. */
const jackpotSymbols = weightTable<Coin>([
  [{ symbol: "cash", kind: "cash", value: 1 }, 30],
  [{ symbol: "cash", kind: "cash", value: 2 }, 25],
  [{ symbol: "cash", kind: "cash", value: 3 }, 15],
  [{ symbol: "cash", kind: "cash", value: 5 }, 10],
  [{ symbol: "cash", kind: "cash", value: 10 }, 4],
  [{ symbol: "cash", kind: "cash", value: 25 }, 0.8],
  [{ symbol: "cash", kind: "cash", value: 100 }, 0.08],
  [{ symbol: "cash", kind: "cash", value: 500 }, 0.004],
  [{ symbol: "multiplier", kind: "multiplier", value: 2 }, 2],
  [{ symbol: "multiplier", kind: "multiplier", value: 3 }, 1],
  [{ symbol: "multiplier", kind: "multiplier", value: 5 }, 0.4],
  [{ symbol: "multiplier", kind: "multiplier", value: 10 }, 0.1],
  [{ symbol: "multiplier", kind: "multiplier", value: 25 }, 0.02],
]);

type WheelSegment = { readonly multiplier: number } | { readonly jackpot: string; readonly pay: number };

/**
 * The finale wheel: a multiplier of up to x10 on the round win, or a jackpot added to it. The catalogue
 * names no jackpot amounts; these are the model's: Mini 10x, Minor 25x, Major 100x, Grand 1,000x.
 */
const fortuneWheel = wheel<WheelSegment>("fortune-wheel", [
  [{ multiplier: 1 }, 40],
  [{ multiplier: 2 }, 25],
  [{ multiplier: 3 }, 8],
  [{ multiplier: 5 }, 2],
  [{ multiplier: 10 }, 0.3],
  [{ jackpot: "mini", pay: 10 }, 12],
  [{ jackpot: "minor", pay: 25 }, 3],
  [{ jackpot: "major", pay: 100 }, 0.3],
  [{ jackpot: "grand", pay: 1000 }, 0.01],
]);
/** How a stop of the wheel is worded, on its event and on the painted wheel. */
const segmentLabel = (segment: WheelSegment) =>
  "multiplier" in segment ? `x${segment.multiplier}` : segment.jackpot;

function reels(wild: number): ReelSet {
  const weights = {
    "golden-seven": 2,
    "gold-bars": 3,
    "cash-stack": 4,
    bell: 5,
    horseshoe: 5,
    hearts: 12,
    diamonds: 12,
    clubs: 12,
    spades: 12,
    wild,
    scatter: 1,
    star: 0.12,
  };
  return Array.from({ length: 5 }, () => reelOf(id, weights, 4, ["scatter"]));
}

/** Jackpot Free Spins: the Hold & Win round, its cash times its multipliers, then the Fortune Wheel. */
function playJackpotFreeSpins(
  round: Round,
  landChance: (locked: number) => number,
  reason: "trigger" | "buy",
): void {
  round.trigger("jackpot-free-spins");
  round.note({ type: "free-spins", reason, spins: 3 });
  const outcome = runHoldAndWin(
    round,
    {
      name: "jackpot-free-spins",
      positions,
      respins: 3,
      resetTo: 3,
      landChance,
      drawCoin: (rng: Rng) => ({ ...draw(jackpotSymbols, rng) }),
    },
    [],
    (cells, left) => round.record(() => coinStep(cells, 4, left)),
  );
  let cash = 0;
  let multiplier = 0;
  for (const cell of outcome.cells) {
    if (cell?.kind === "cash") cash += cell.value;
    if (cell?.kind === "multiplier") multiplier += cell.value;
  }
  // Several multiplier symbols add together; with none, the cash is paid as it is.
  let pay = cash * Math.max(1, multiplier);
  const stop = spinWheel(fortuneWheel, round.rng);
  const segment = stop.segment;
  const wins: Win[] = [
    {
      kind: "coins",
      symbol: "cash",
      count: outcome.cells.filter(Boolean).length,
      pay,
      multiplier: Math.max(1, multiplier),
      positions: [],
    },
  ];
  if ("multiplier" in segment) {
    round.note({
      type: "wheel",
      name: fortuneWheel.name,
      index: stop.index,
      segment: segmentLabel(segment),
    });
    pay *= segment.multiplier;
  } else {
    round.note({ type: "wheel", name: fortuneWheel.name, index: stop.index, segment: segmentLabel(segment) });
    round.note({ type: "jackpot", tier: segment.jackpot, pay: segment.pay });
    wins.push({
      kind: "jackpot",
      symbol: segment.jackpot,
      count: 1,
      pay: segment.pay,
      multiplier: 1,
      positions: [],
    });
    pay += segment.pay;
  }
  const jackpot = "multiplier" in segment ? 0 : segment.pay;
  const paid = round.award(pay - jackpot, "jackpot-free-spins") + round.award(jackpot, "jackpots");
  round.record(() => coinStep(outcome.cells, 4, 0, wins, paid));
}

function build(tuning: Tuning): GameMaths {
  const reelSet = reels(knob(tuning, "wild"));
  const landChance = taperedChance(knob(tuning, "landChance"), positions, 2);
  return {
    symbols: keys,
    buyOptions: [{ id: "jackpot-free-spins", label: "Jackpot Free Spins" }],
    features: ["jackpot-free-spins"],
    // The star bulbs also start it, when they fill over several spins: a bar, not a count in view.
    triggers: [{ feature: "jackpot-free-spins", symbols: ["scatter"], counts: { base: scattersToTrigger } }],
    ...exactBaseLines(reelSet, lineRules),
    initialState: () => ({ starBulbs: 0 }),
    play(round, request, state): GameState {
      if (request.buy === "jackpot-free-spins") {
        playJackpotFreeSpins(round, landChance, "buy");
        return state;
      }
      const board = drawBoard(reelSet, round.rng);
      const wins: Win[] = [];
      const pay = evaluateLines(board, lineRules, wins);
      // Every screen is drawn afresh (the bulbs carried over only start the feature): exact.
      round.award(pay, "base-lines", true);
      round.record(() => boardStep("base", board, keys, wins, pay));
      // Lit bulbs stay lit from spin to spin, in the state carried to the next round.
      let bulbs = (state.starBulbs ?? 0) + countOnBoard(board, id.star);
      const bulbsFull = bulbs >= starBulbs;
      if (bulbsFull) bulbs = 0;
      round.note({ type: "meter", name: "star-bulbs", value: bulbsFull ? starBulbs : bulbs, of: starBulbs });
      if ((countOnBoard(board, id.scatter) >= scattersToTrigger || bulbsFull) && !round.capped)
        playJackpotFreeSpins(round, landChance, "trigger");
      return { starBulbs: bulbs };
    },
  };
}

export const cashMultipliersRespin: GameMathsDefinition = {
  knobs: [
    {
      name: "landChance",
      scales: "chance of a cash or multiplier symbol landing in Jackpot Free Spins",
      min: 0.01,
      max: 0.9,
      buy: "jackpot-free-spins",
    },
    { name: "wild", scales: "weight of the Wild on every reel", min: 0.05, max: 60 },
  ],
  paytable: pays,
  wheels: [wheelFace(fortuneWheel, segmentLabel)],
  build,
};
