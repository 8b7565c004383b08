import admiralWilds from "./games/admiral-wilds";
import brazilianMaskFire from "./games/brazilian-mask-fire";
import cashMultipliersRespin from "./games/cash-multipliers-respin";
import cleosRichesFlexiways from "./games/cleos-riches-flexiways";
import coralReefFlexiways from "./games/coral-reef-flexiways";
import doubleFortunePanda from "./games/double-fortune-panda";
import fortune777Respin from "./games/fortune-777-respin";
import frozenFruitsFlexiways from "./games/frozen-fruits-flexiways";
import hackerCrashJackpot from "./games/hacker-crash-jackpot";
import irishRichesBonanza from "./games/irish-riches-bonanza";
import leprechaunJackpotCollector from "./games/leprechaun-jackpot-collector";
import luckySantaBonanza from "./games/lucky-santa-bonanza";
import luckySkullsBonanza from "./games/lucky-skulls-bonanza";
import monsterLoadUpHoldAndWin from "./games/monster-load-up-hold-and-win";
import questOfRa from "./games/quest-of-ra";
import squidGoldX2 from "./games/squid-gold-x2";
import vampireVaultHoldNWin from "./games/vampire-vault-hold-n-win";
import wildDragonRespin from "./games/wild-dragon-respin";
import wildYogaCollector from "./games/wild-yoga-collector";
import yakuzaClashHoldNWin from "./games/yakuza-clash-hold-n-win";
import type { GameRecord } from "./schema";

/** Every game record, in catalogue order (catalogue.md section 2). */
export const gameRecords: readonly GameRecord[] = [
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

const bySlug = new Map(gameRecords.map((record) => [record.slug, record]));

export function gameRecordBySlug(slug: string): GameRecord | undefined {
  return bySlug.get(slug);
}
