import type { GameModel } from "../model";
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
import type { GameDefinition } from "./shared/definition";
import { squidGoldX2 } from "./squid-gold-x2";
import { calibratedTuning } from "./tuning";
import { vampireVaultHoldNWin } from "./vampire-vault-hold-n-win";
import { wildDragonRespin } from "./wild-dragon-respin";
import { wildYogaCollector } from "./wild-yoga-collector";
import { yakuzaClashHoldNWin } from "./yakuza-clash-hold-n-win";

/** Every game's model definition, in catalogue order. */
export const gameDefinitions: readonly GameDefinition[] = [
  doubleFortunePanda,
  squidGoldX2,
  brazilianMaskFire,
  cleosRichesFlexiways,
  coralReefFlexiways,
  fortune777Respin,
  frozenFruitsFlexiways,
  luckySkullsBonanza,
  luckySantaBonanza,
  wildDragonRespin,
  admiralWilds,
  irishRichesBonanza,
  yakuzaClashHoldNWin,
  questOfRa,
  vampireVaultHoldNWin,
  monsterLoadUpHoldAndWin,
  leprechaunJackpotCollector,
  hackerCrashJackpot,
  cashMultipliersRespin,
  wildYogaCollector,
];

export function gameDefinition(slug: string): GameDefinition | undefined {
  return gameDefinitions.find((definition) => definition.slug === slug);
}

/** The model of a game with its calibrated knob values. */
export function gameModel(slug: string): GameModel | undefined {
  const definition = gameDefinition(slug);
  const tuning = calibratedTuning[slug];
  return definition && tuning ? definition.build(tuning) : undefined;
}

export const gameSlugs: readonly string[] = gameDefinitions.map((definition) => definition.slug);
