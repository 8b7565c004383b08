import { type Board, reelHas } from "../../core/board";
import { type Coin, type HoldAndWinRules, runHoldAndWin } from "../../core/hold-and-win";
import type { PayTable } from "../../core/paytable";
import { drawBoard, type ReelSet } from "../../core/reels";
import type { Round } from "../../core/round";
import { boardStep } from "../../core/step";
import { substitution } from "../../core/substitution";
import { evaluateWays, type WaysRules } from "../../core/ways";
import { draw, type WeightTable } from "../../core/weights";
import type { Win } from "../../core/win";
import { exactWaysHitChanceWithRandomWilds } from "../../exact/random-wild-hits";
import { exactWaysPayWithRandomWilds, type RandomWilds } from "../../exact/random-wilds";
import type { BuyFeature, ExactHitFrequency, ExactPart, GameMaths } from "../../model";
import type { Rng } from "../../rng/rng";
import { coinStep } from "./coin-round";

/**
 * The shape shared by the 5x4 AllWays collector games (Monster Load-Up, Wild Yoga Collector): 1,024 ways,
 * random wilds on base spins, and a bonus symbol on reels 1, 3 and 5 starting a Hold & Win round on the
 * 20 positions, whose meter adds a spin at 10 points.
 */
export interface CoinWaysGame {
  readonly keys: readonly string[];
  readonly pays: PayTable;
  readonly paying: readonly number[];
  readonly wild: number;
  readonly bonus: number;
  readonly reels: ReelSet;
  /** Chance that a base spin gets 2 to 4 random wilds, and the weights of 2, 3 and 4. */
  readonly randomWilds: { readonly chance: number; readonly count: WeightTable<number> };
  readonly bonusName: string;
  /** What lands in the bonus: coins with their values, and multipliers for the coins already locked. */
  readonly bonusSymbols: WeightTable<Coin>;
  readonly landChance: (locked: number) => number;
  readonly meterName: string;
  /**
   * Paid on top of the coins when a bonus fills all 20 positions (Wild Yoga's route to its max win), as
   * the jackpot `tier`.
   */
  readonly fullGrid?: { readonly tier: string; readonly pay: number };
  /**
   * Buy options and the respins each starts with. A buy that no trigger can give (the 200x four-respin
   * bonus) may draw from its own coin table, so its price can be met without moving the base game.
   */
  readonly buys: readonly (BuyFeature & {
    readonly respins: number;
    readonly bonusSymbols?: WeightTable<Coin>;
  })[];
}

/** The reels that carry the bonus symbol, at most once each: one on every one starts the bonus. */
const bonusReels = [0, 2, 4];
/** Random wilds drop on reels 2 to 5: every reel from this index on. */
const firstWildReel = 1;
const positions = 20;
const meterPoints = 10;

export function coinWaysGame(game: CoinWaysGame): GameMaths {
  const waysRules: WaysRules = {
    ...substitution(game.keys.length, game.wild, game.paying),
    pays: game.pays,
    names: game.keys,
    paying: game.paying,
  };
  const rules = (respins: number, symbols: WeightTable<Coin>): HoldAndWinRules => ({
    name: game.bonusName,
    positions,
    respins,
    resetTo: 3,
    landChance: game.landChance,
    drawCoin: (rng: Rng) => ({ ...draw(symbols, rng) }),
    meter: { name: game.meterName, points: meterPoints, perCoin: (coin) => (coin.kind === "cash" ? 1 : 0) },
    // A multiplier loads every coin already on the grid when it lands.
    onLand: (coin, locked) => {
      if (coin.kind !== "multiplier") return;
      for (const cell of locked) if (cell?.kind === "cash") cell.value *= coin.value;
    },
  });

  const playBonus = (
    round: Round,
    respins: number,
    reason: "trigger" | "buy",
    symbols: WeightTable<Coin> = game.bonusSymbols,
  ) => {
    round.trigger("hold-and-win");
    round.note({ type: "free-spins", reason, spins: respins });
    const outcome = runHoldAndWin(round, rules(respins, symbols), [], (cells, left) =>
      round.record(() => coinStep(cells, 4, left)),
    );
    let pay = 0;
    for (const cell of outcome.cells) if (cell?.kind === "cash") pay += cell.value;
    const coins = round.award(pay, "hold-and-win");
    const wins: Win[] = [
      {
        kind: "coins",
        symbol: game.bonusName,
        count: outcome.cells.filter(Boolean).length,
        pay: coins,
        multiplier: 1,
        positions: [],
      },
    ];
    let paid = coins;
    const prize = game.fullGrid;
    if (outcome.full && prize && !round.capped) {
      round.note({ type: "jackpot", tier: prize.tier, pay: prize.pay });
      const jackpot = round.award(prize.pay, "jackpots");
      wins.push({
        kind: "jackpot",
        symbol: prize.tier,
        count: 1,
        pay: jackpot,
        multiplier: 1,
        positions: [],
      });
      paid += jackpot;
    }
    round.record(() => coinStep(outcome.cells, 4, 0, wins, paid));
  };

  const addRandomWilds = (board: Board, rng: Rng, round: Round) => {
    if (rng.next() >= game.randomWilds.chance) return;
    const count = draw(game.randomWilds.count, rng);
    round.note({ type: "random-wilds", count });
    // A screen with fewer free cells than wilds (13 of the 16 cells of reels 2 to 5 already wild or bonus)
    // fills every free cell instead of searching forever; the exact figures count it the same way.
    let free = 0;
    for (let reel = firstWildReel; reel < board.reels; reel++)
      for (let row = 0; row < (board.heights[reel] as number); row++) {
        const symbol = board.symbols[reel * board.stride + row];
        if (symbol !== game.wild && symbol !== game.bonus) free++;
      }
    let placed = 0;
    while (placed < Math.min(count, free)) {
      // Random wilds never cover a bonus symbol.
      const reel = firstWildReel + rng.int(board.reels - firstWildReel);
      const index = reel * board.stride + rng.int(board.heights[reel] as number);
      const symbol = board.symbols[index];
      if (symbol === game.wild || symbol === game.bonus) continue;
      board.symbols[index] = game.wild;
      placed++;
    }
  };

  const randomWilds: RandomWilds = {
    ...game.randomWilds,
    reels: game.reels.map((_reel, index) => index).filter((index) => index >= firstWildReel),
    blocked: game.bonus,
  };
  let baseWaysPay: number | undefined;
  let baseWaysHits: number | undefined;
  return {
    symbols: game.keys,
    buyOptions: game.buys.map(({ id, label }) => ({ id, label })),
    features: ["hold-and-win"],
    triggers: [
      {
        feature: "hold-and-win",
        symbols: [game.keys[game.bonus] ?? ""],
        reels: bonusReels,
        counts: { base: bonusReels.length },
      },
    ],
    exactPart: (request): ExactPart => {
      if (request.buy !== null) return {};
      baseWaysPay ??= exactWaysPayWithRandomWilds(game.reels, waysRules, randomWilds);
      return { "base-ways": baseWaysPay };
    },
    exactHitFrequency: (request): ExactHitFrequency => {
      if (request.buy !== null) return {};
      baseWaysHits ??= exactWaysHitChanceWithRandomWilds(game.reels, waysRules, randomWilds);
      return { "base-ways": baseWaysHits };
    },
    initialState: () => ({}),
    play(round, request, state) {
      const bought = game.buys.find((option) => option.id === request.buy);
      if (bought) {
        playBonus(round, bought.respins, "buy", bought.bonusSymbols);
        return state;
      }
      const board = drawBoard(game.reels, round.rng);
      addRandomWilds(board, round.rng, round);
      const wins: Win[] = [];
      const pay = evaluateWays(board, waysRules, wins);
      // Each base screen, random wilds and all, is drawn afresh: its expected pay is known exactly.
      round.award(pay, "base-ways", true);
      round.record(() => boardStep("base", board, game.keys, wins, pay));
      if (bonusReels.every((reel) => reelHas(board, reel, game.bonus)) && !round.capped)
        playBonus(round, 3, "trigger");
      return state;
    },
  };
}
