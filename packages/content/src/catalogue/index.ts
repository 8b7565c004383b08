import type { GameRecord } from "./schema";
import doubleFortunePanda from "./games/double-fortune-panda";
import squidGoldX2 from "./games/squid-gold-x2";
import brazilianMaskFire from "./games/brazilian-mask-fire";
import cleosRichesFlexiways from "./games/cleos-riches-flexiways";
import coralReefFlexiways from "./games/coral-reef-flexiways";
import fortune777Respin from "./games/fortune-777-respin";
import frozenFruitsFlexiways from "./games/frozen-fruits-flexiways";
import luckySkullsBonanza from "./games/lucky-skulls-bonanza";
import luckySantaBonanza from "./games/lucky-santa-bonanza";
import wildDragonRespin from "./games/wild-dragon-respin";
import admiralWilds from "./games/admiral-wilds";
import irishRichesBonanza from "./games/irish-riches-bonanza";
import yakuzaClashHoldNWin from "./games/yakuza-clash-hold-n-win";
import questOfRa from "./games/quest-of-ra";
import vampireVaultHoldNWin from "./games/vampire-vault-hold-n-win";
import monsterLoadUpHoldAndWin from "./games/monster-load-up-hold-and-win";
import leprechaunJackpotCollector from "./games/leprechaun-jackpot-collector";
import hackerCrashJackpot from "./games/hacker-crash-jackpot";
import cashMultipliersRespin from "./games/cash-multipliers-respin";
import wildYogaCollector from "./games/wild-yoga-collector";

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
