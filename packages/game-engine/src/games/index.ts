import { type GameRecord, type GameSlug, gameRecordBySlug, gameRecords } from "@quillspin/content";
import type { BuyFeature, BuyOption, GameModel, StatedFigures } from "../model";
import { admiralWilds } from "./admiral-wilds";
import { brazilianMaskFire } from "./brazilian-mask-fire";
import { cashMultipliersRespin } from "./cash-multipliers-respin";
import { cleosRichesFlexiways } from "./cleos-riches-flexiways";
import { coralReefFlexiways } from "./coral-reef-flexiways";
import { doubleFortunePanda } from "./double-fortune-panda";
import { fortune777Respin } from "./fortune-777-respin";
import { frozenFruitsFlexiways } from "./frozen-fruits-flexiways";
import { hackerCrashJackpot } from "./hacker-crash-jackpot";
import { irishRichesBonanza } from "./irish-riches-bonanza";
import { leprechaunJackpotCollector } from "./leprechaun-jackpot-collector";
import { luckySantaBonanza } from "./lucky-santa-bonanza";
import { luckySkullsBonanza } from "./lucky-skulls-bonanza";
import { monsterLoadUpHoldAndWin } from "./monster-load-up-hold-and-win";
import { questOfRa } from "./quest-of-ra";
import type { GameDefinition, GameMathsDefinition } from "./shared/definition";
import { squidGoldX2 } from "./squid-gold-x2";
import { calibratedTuning } from "./tuning";
import { vampireVaultHoldNWin } from "./vampire-vault-hold-n-win";
import { wildDragonRespin } from "./wild-dragon-respin";
import { wildYogaCollector } from "./wild-yoga-collector";
import { yakuzaClashHoldNWin } from "./yakuza-clash-hold-n-win";

/** Each game's maths by its slug; the type makes every catalogue record have a model and no model lack one. */
const maths = {
  "double-fortune-panda": doubleFortunePanda,
  "squid-gold-x2": squidGoldX2,
  "brazilian-mask-fire": brazilianMaskFire,
  "cleos-riches-flexiways": cleosRichesFlexiways,
  "coral-reef-flexiways": coralReefFlexiways,
  "fortune-777-respin": fortune777Respin,
  "frozen-fruits-flexiways": frozenFruitsFlexiways,
  "lucky-skulls-bonanza": luckySkullsBonanza,
  "lucky-santa-bonanza": luckySantaBonanza,
  "wild-dragon-respin": wildDragonRespin,
  "admiral-wilds": admiralWilds,
  "irish-riches-bonanza": irishRichesBonanza,
  "yakuza-clash-hold-n-win": yakuzaClashHoldNWin,
  "quest-of-ra": questOfRa,
  "vampire-vault-hold-n-win": vampireVaultHoldNWin,
  "monster-load-up-hold-and-win": monsterLoadUpHoldAndWin,
  "leprechaun-jackpot-collector": leprechaunJackpotCollector,
  "hacker-crash-jackpot": hackerCrashJackpot,
  "cash-multipliers-respin": cashMultipliersRespin,
  "wild-yoga-collector": wildYogaCollector,
} satisfies Record<GameSlug, GameMathsDefinition>;

/** The figures a model takes from its content record, the one place the catalogue states them. */
export function statedFigures(record: GameRecord): StatedFigures {
  return {
    slug: record.slug,
    name: record.content.name,
    rtp: record.facts.rtp,
    maxWin: record.facts.max_win,
    winTiers: record.win_tiers,
  };
}

function mathsOf(slug: string): GameMathsDefinition | undefined {
  return Object.hasOwn(maths, slug) ? maths[slug as GameSlug] : undefined;
}

/** Each feature a game sells at the price its record states for it, in the same order. */
function priced(record: GameRecord, features: readonly BuyFeature[]): BuyOption[] {
  const prices = record.buy_prices;
  if (features.length !== prices.length)
    throw new Error(
      `${record.slug} sells ${features.length} features but its record prices ${prices.length}`,
    );
  return features.map((feature, index) => ({ ...feature, price: prices[index] as number }));
}

/** A game's maths joined to its record; undefined for a slug the catalogue does not list. */
export function gameDefinition(slug: string): GameDefinition | undefined {
  const record = gameRecordBySlug(slug);
  const definition = mathsOf(slug);
  if (!record || !definition) return undefined;
  const figures = statedFigures(record);
  return {
    slug,
    knobs: definition.knobs,
    build(tuning) {
      const maths = definition.build(tuning);
      return { ...figures, ...maths, buyOptions: priced(record, maths.buyOptions) };
    },
  };
}

/** The model of a game with its calibrated knob values. */
export function gameModel(slug: string): GameModel | undefined {
  const definition = gameDefinition(slug);
  const tuning = calibratedTuning[slug];
  return definition && tuning ? definition.build(tuning) : undefined;
}

/** The catalogue's games, in its order: each has a model, as `maths` is typed. */
export const gameSlugs: readonly string[] = gameRecords.map((record) => record.slug);
