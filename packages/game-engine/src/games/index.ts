import { type GameRecord, type GameSlug, gameRecordBySlug, gameRecords } from "@quillspin/content";
import type { FeatureTrigger } from "../core/feature-trigger";
import { printedPays } from "../core/paytable";
import type { WheelFace } from "../core/wheel";
import type { BuyFeature, BuyOption, ExactPart, GameModel, PlayRequest, StatedFigures } from "../model";
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
import { isLowerVersion, lowerVersionTargets, versionTuning } from "./rtp-versions";
import { type GameDefinition, type GameMathsDefinition, payScaleKnob } from "./shared/definition";
import { squidGoldX2 } from "./squid-gold-x2";
import { calibratedOnReportSeed, calibratedTuning } from "./tuning";
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

/** Whether `slug` names a game of the catalogue (every game has maths, as `maths` is typed). */
function isGameSlug(slug: string): slug is GameSlug {
  return Object.hasOwn(maths, slug);
}

/** One paying symbol of a game's printed paytable: its key and its pays by count, as printed. */
export interface PrintedSymbolPays {
  readonly symbol: string;
  readonly pays: Readonly<Record<number, number>>;
}

/**
 * A game's paytable as its maths prints it: each paying symbol's key and its pays by count (or by the
 * first count of a band), in the paytable's unit (the total bet, or the line bet where the game prints
 * line pays). The game page's paytable must say the same (paytable-agreement test in the site).
 */
export function printedPaytable(slug: string): readonly PrintedSymbolPays[] | undefined {
  const definition = mathsOf(slug);
  const model = gameModel(slug);
  const printed = definition && printedPays(definition.paytable);
  if (!model || !printed) return undefined;
  return printed.entries.map(({ symbol, pays }) => ({ symbol: model.symbols[symbol] ?? `#${symbol}`, pays }));
}

/** The spin count a game's base knob was settled at on the report's own seed, if it was (tuning.ts). */
export function settledOnReportSeed(slug: string): number | undefined {
  return isGameSlug(slug) ? calibratedOnReportSeed[slug] : undefined;
}

function mathsOf(slug: string): GameMathsDefinition | undefined {
  return isGameSlug(slug) ? maths[slug] : undefined;
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

/** The game's fortune wheels as painted (none for most games), for the player's stage. */
export function wheelFaces(slug: string): readonly WheelFace[] {
  return mathsOf(slug)?.wheels ?? [];
}

/**
 * What starts the game's features by a count of symbols in view (none for some games), as its model
 * counts them: the player's stage slows the reels still to stop when one symbol is missing.
 */
export function featureTriggers(slug: string): readonly FeatureTrigger[] {
  return gameModel(slug)?.triggers ?? [];
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
    build(tuning, version) {
      const maths = definition.build(tuning);
      const payScale = tuning[payScaleKnob.name] ?? 1;
      const exactPart = maths.exactPart;
      return {
        ...figures,
        ...maths,
        buyOptions: priced(record, maths.buyOptions),
        ...(version === undefined
          ? { rtpVersion: statedVersion(figures.rtp) }
          : { rtp: version, rtpVersion: version }),
        payScale,
        // The exact pays scale with every other pay, so the exact part of a version stays exact.
        ...(exactPart && payScale !== 1
          ? { exactPart: (request: PlayRequest): ExactPart => scaledPart(exactPart(request), payScale) }
          : {}),
      };
    },
  };
}

function scaledPart(part: ExactPart, scale: number): ExactPart {
  return Object.fromEntries(Object.entries(part).map(([source, pay]) => [source, pay * scale]));
}

/** The id of a game's stated RTP version: its stated RTP rounded to the integer percent. */
export function statedVersion(rtp: number): number {
  return Math.round(rtp);
}

/** One RTP version of a game: its id (an integer percent), its target RTP and its knob. */
export interface RtpVersion {
  readonly id: number;
  /** The RTP the version is calibrated to, in per cent (the stated RTP for the stated version). */
  readonly target: number;
  readonly stated: boolean;
  readonly payScale: number;
}

/** A game's RTP versions, the stated one first, then each lower version that has a calibrated knob. */
export function rtpVersions(slug: string): readonly RtpVersion[] {
  const record = gameRecordBySlug(slug);
  if (!record || !isGameSlug(slug)) return [];
  const lower = lowerVersionTargets.flatMap((target): RtpVersion[] => {
    const payScale = versionTuning[slug][target][payScaleKnob.name];
    return payScale === undefined ? [] : [{ id: target, target, stated: false, payScale }];
  });
  const rtp = record.facts.rtp;
  return [{ id: statedVersion(rtp), target: rtp, stated: true, payScale: 1 }, ...lower];
}

/**
 * The model of a game with its calibrated knob values, at an RTP version (the stated one by default);
 * undefined for an unknown game or a version the game does not offer.
 */
export function gameModel(slug: string, version?: number): GameModel | undefined {
  const definition = gameDefinition(slug);
  if (!definition || !isGameSlug(slug)) return undefined;
  const tuning = calibratedTuning[slug];
  const model = definition.build(tuning);
  if (version === undefined || version === model.rtpVersion) return model;
  const knob = isLowerVersion(version) ? versionTuning[slug][version] : undefined;
  return knob ? definition.build({ ...tuning, ...knob }, version) : undefined;
}

/** The catalogue's games, in its order: each has a model, as `maths` is typed. */
export const gameSlugs: readonly string[] = gameRecords.map((record) => record.slug);
