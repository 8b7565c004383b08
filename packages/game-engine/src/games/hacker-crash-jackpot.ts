import { type Board, countOnBoard, createBoard } from "../core/board";
import { fewestCounted, playFreeSpins, spinsForCount } from "../core/free-spins";
import { type Coin, runHoldAndWin, taperedChance } from "../core/hold-and-win";
import { payTable } from "../core/paytable";
import { drawBoard, type ReelSet } from "../core/reels";
import type { Round } from "../core/round";
import { boardStep, type Step } from "../core/step";
import { substitution } from "../core/substitution";
import { evaluateWays, type WaysRules } from "../core/ways";
import { draw, weightsOf } from "../core/weights";
import type { Win } from "../core/win";
import { expectedSpins } from "../exact/free-spins";
import { waysHitChance } from "../exact/screen-hits";
import { exactWaysPay, screenCountDistribution } from "../exact/screen-pays";
import type { ExactPart, GameMaths } from "../model";
import { coinStep, settleCoins } from "./shared/coin-round";
import { type GameMathsDefinition, knob, type Tuning } from "./shared/definition";
import { reelOf } from "./shared/reel-weights";
import { symbolIds } from "./shared/symbols";

const keys = [
  "hacker",
  "hard-drive",
  "crypto-ledger",
  "skull",
  "jet",
  "ace",
  "king",
  "queen",
  "jack",
  "bug-wild",
  "scatter",
  "coin",
  "free-spins",
] as const;
const id = symbolIds(keys);
const paying = [
  id.hacker,
  id["hard-drive"],
  id["crypto-ledger"],
  id.skull,
  id.jet,
  id.ace,
  id.king,
  id.queen,
  id.jack,
];

const pays = payTable(keys.length, 5, [
  { symbol: id.hacker, pays: { 5: 25, 4: 5, 3: 1.5 } },
  { symbol: id["hard-drive"], pays: { 5: 15, 4: 3, 3: 1 } },
  { symbol: id["crypto-ledger"], pays: { 5: 10, 4: 2.5, 3: 0.75 } },
  { symbol: id.skull, pays: { 5: 7.5, 4: 2, 3: 0.5 } },
  { symbol: id.jet, pays: { 5: 7.5, 4: 2, 3: 0.5 } },
  { symbol: id.ace, pays: { 5: 2.5, 4: 0.75, 3: 0.25 } },
  { symbol: id.king, pays: { 5: 2.5, 4: 0.75, 3: 0.25 } },
  { symbol: id.queen, pays: { 5: 2.5, 4: 0.75, 3: 0.25 } },
  { symbol: id.jack, pays: { 5: 2.5, 4: 0.75, 3: 0.25 } },
]);

const waysRules: WaysRules = {
  ...substitution(keys.length, id["bug-wild"], paying),
  pays,
  names: keys,
  paying,
};

const freeGamesFor = { 3: 10, 4: 15, 5: 25 };
/** Scatters that start Scatter Crash, on any screen: fewer under Chance Level-up. */
const scattersToCrash = 5;
const levelUpScattersToCrash = 4;
/** Bet multiples carried by scatters and data coins. */
const carriedValues = weightsOf({ 0.5: 30, 1: 30, 2: 20, 3: 10, 5: 6, 10: 3, 25: 0.8, 50: 0.2 });
/** The catalogue names the Grand Jackpot without an amount; the model pays 1,000x the bet. */
const grandJackpot = 1000;
const crashMatrix = 25;
const serverMatrix = 15;
const serverCoinLimit = 100;
/** Chance that a Bug Wild in view starts Server Crash. */
const serverCrashChance = 0.02;
/** Chance that a Server Crash position lands a coin on one spin. */
const serverCoinChance = 0.05;

function reels(wild: number): ReelSet {
  const weights = {
    hacker: 2,
    "hard-drive": 3,
    "crypto-ledger": 4,
    skull: 5,
    jet: 5,
    ace: 10,
    king: 10,
    queen: 10,
    jack: 10,
    scatter: 4,
    coin: 3,
    "free-spins": 1.6,
  };
  // The Bug Wild lands on reels 2 to 4, so a way never starts with a wild.
  return [0, 1, 2, 3, 4].map((reel) =>
    reelOf(id, reel >= 1 && reel <= 3 ? { ...weights, "bug-wild": wild } : weights, 3, ["free-spins"]),
  );
}

interface Model {
  readonly reels: ReelSet;
  /**
   * Chance Level-up's reels: the same but for the Bug Wild's weight. Level-up's fourth Server Crash spin
   * more than doubles what that feature pays, and with 4 scatters starting Scatter Crash the mode would
   * return about 110% of its 1.25x stake; fewer Bug Wilds (so fewer Server Crash starts) bring it back.
   */
  readonly levelUpReels: ReelSet;
  /** The screen every spin draws into: a round is played synchronously, and no feature keeps it. */
  readonly screen: Board;
}

function valueCarriers(board: Board, round: Round): void {
  for (let index = 0; index < board.symbols.length; index++) {
    const symbol = board.symbols[index];
    if (symbol === id.scatter || symbol === id.coin) board.values[index] = draw(carriedValues, round.rng);
  }
}

/** Scatter Crash: the scatters lock on a 25-position matrix and play Hold & Win; a full matrix adds the Grand. */
function playScatterCrash(round: Round, board: Board): void {
  round.trigger("scatter-crash");
  const start: (Coin | null)[] = new Array(crashMatrix).fill(null);
  for (let reel = 0; reel < board.reels; reel++) {
    for (let row = 0; row < 3; row++) {
      const index = reel * board.stride + row;
      if (board.symbols[index] === id.scatter)
        start[reel * 5 + row] = { symbol: "scatter", kind: "scatter", value: board.values[index] as number };
    }
  }
  const outcome = runHoldAndWin(
    round,
    {
      name: "scatter-crash",
      positions: crashMatrix,
      respins: 3,
      resetTo: 3,
      landChance: taperedChance(0.1, crashMatrix, 2),
      drawCoin: (rng) => ({ symbol: "scatter", kind: "scatter", value: draw(carriedValues, rng) }),
    },
    start,
    (cells, left) => round.record(() => coinStep(cells, 5, left)),
  );
  const { cash, jackpots } = settleCoins(outcome.cells, (event) => round.note(event));
  let grand = 0;
  if (outcome.full) {
    grand = grandJackpot;
    round.note({ type: "jackpot", tier: "grand", pay: grandJackpot });
  }
  const paid = round.award(cash, "scatter-crash") + round.award(jackpots + grand, "jackpots");
  round.record(() => coinStep(outcome.cells, 5, 0, [], paid));
}

/**
 * Server Crash: the coins in view move to a 15-position matrix and are tallied; each spin every position
 * may land a coin, which is collected at once; a new coin resets the spins; the feature ends when the
 * spins run out or instantly when the tally reaches 100 coins.
 */
function playServerCrash(round: Round, board: Board, spins: number): void {
  round.trigger("server-crash");
  let tally = 0;
  let pay = 0;
  for (let index = 0; index < board.symbols.length; index++) {
    if (board.symbols[index] !== id.coin) continue;
    tally++;
    pay += board.values[index] as number;
  }
  let left = spins;
  round.note({ type: "hold-and-win", name: "server-crash", respins: left, positions: serverMatrix });
  while (left > 0 && tally < serverCoinLimit) {
    left--;
    const cells: (Coin | null)[] = new Array(serverMatrix).fill(null);
    let landed = 0;
    for (let position = 0; position < serverMatrix && tally < serverCoinLimit; position++) {
      if (round.rng.next() >= serverCoinChance) continue;
      const value = draw(carriedValues, round.rng);
      cells[position] = { symbol: "coin", kind: "cash", value };
      pay += value;
      tally++;
      landed++;
    }
    if (landed > 0) left = spins;
    round.note({ type: "meter", name: "server-crash-coins", value: tally, of: serverCoinLimit });
    round.record(() => coinStep(cells, 3, left));
  }
  const paid = round.award(pay, "server-crash");
  round.record(() => ({
    phase: "bonus",
    wins: [{ kind: "coins", symbol: "coin", count: tally, pay: paid, multiplier: 1, positions: [] }],
    win: paid,
  }));
}

/** One screen: ways wins, then the crash features it starts; returns the free-spin symbols in view. */
function playScreen(
  round: Round,
  model: Model,
  levelUp: boolean,
  phase: Step["phase"],
  spin?: number,
): number {
  const board = drawBoard(levelUp ? model.levelUpReels : model.reels, round.rng, 3, model.screen);
  valueCarriers(board, round);
  const wins: Win[] | null = round.trace ? [] : null;
  const pay = evaluateWays(board, waysRules, wins);
  // Every screen's ways pay, base or free, is independent of history: its expectation is computed
  // exactly (exactWaysRound); the crash features it starts are not.
  round.award(pay, phase === "base" ? "base-ways" : "free-spins", true);
  round.record(() => boardStep(phase, board, keys, wins ?? [], pay, spin === undefined ? {} : { spin }));
  const crashAt = levelUp ? levelUpScattersToCrash : scattersToCrash;
  if (countOnBoard(board, id.scatter) >= crashAt && !round.capped) playScatterCrash(round, board);
  if (countOnBoard(board, id["bug-wild"]) > 0 && round.rng.next() < serverCrashChance && !round.capped) {
    playServerCrash(round, board, levelUp ? 4 : 3);
  }
  return countOnBoard(board, id["free-spins"]);
}

/**
 * The ways pays of a round, base and free: free spins draw the same reels afresh and add no spins, so a
 * round started by n free-spin symbols is worth spins(n) base screens' ways pay.
 */
function exactWaysRound(reels: ReelSet): ExactPart {
  const screen = exactWaysPay(reels, waysRules);
  const meanSpins = expectedSpins(screenCountDistribution(reels, id["free-spins"]), freeGamesFor);
  return { "base-ways": screen, "free-spins": meanSpins * screen };
}

function build(tuning: Tuning): GameMaths {
  const wild = knob(tuning, "wild");
  const model: Model = {
    reels: reels(wild),
    levelUpReels: reels(wild * knob(tuning, "levelUpWild")),
    screen: createBoard(5, 3),
  };
  return {
    symbols: keys,
    buyOptions: [],
    doubleChance: { stake: 1.25, label: "Chance Level-up" },
    features: ["free-spins", "scatter-crash", "server-crash"],
    // Server Crash starts by chance under a Bug Wild, not by a count: the stage does not anticipate it.
    triggers: [
      // Free spins add no spins, so only a paid spin's free-spin symbols count.
      { feature: "free-spins", symbols: ["free-spins"], counts: { base: fewestCounted(freeGamesFor) } },
      {
        feature: "scatter-crash",
        symbols: ["scatter"],
        counts: { base: scattersToCrash, "free-spin": scattersToCrash },
        doubleChanceCounts: { base: levelUpScattersToCrash, "free-spin": levelUpScattersToCrash },
      },
    ],
    exactPart: (request) => exactWaysRound(request.doubleChance ? model.levelUpReels : model.reels),
    exactHitFrequency: (request) => ({
      "base-ways": waysHitChance(request.doubleChance ? model.levelUpReels : model.reels, waysRules),
    }),
    initialState: () => ({}),
    play(round, request, state) {
      const levelUp = request.doubleChance;
      const symbols = playScreen(round, model, levelUp, "base");
      const games = spinsForCount(freeGamesFor, symbols);
      if (games > 0 && !round.capped) {
        round.trigger("free-spins");
        round.note({ type: "free-spins", reason: "trigger", spins: games });
        playFreeSpins(round, games, ({ spin }) => {
          playScreen(round, model, levelUp, "free-spin", spin);
          return 0;
        });
      }
      return state;
    },
  };
}

export const hackerCrashJackpot: GameMathsDefinition = {
  knobs: [
    { name: "wild", scales: "weight of the Bug Wild on reels 2 to 4", min: 0.05, max: 60 },
    {
      name: "levelUpWild",
      scales: "Bug Wild weight under Chance Level-up, relative to the normal reels",
      min: 0.05,
      max: 1.5,
      doubleChance: true,
    },
  ],
  paytable: pays,
  build,
};
