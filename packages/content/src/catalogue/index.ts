import { type GameSlug, gameSummaries } from "../games";
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
import type { GameRecord, GameRecordSource } from "./schema";
import { editorialFacts, studioFacts, studioWinTiers } from "./studio-defaults";

/** Each record by its slug; the type makes the list and the records cover the same games. */
const sources = {
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
} satisfies Record<GameSlug, GameRecordSource>;

/** Every game record, in catalogue order, with its slug and name from the catalogue list. */
export const gameRecords: readonly GameRecord[] = gameSummaries.map(({ slug, name }) => {
  const source: GameRecordSource = sources[slug];
  const { meta, ...content } = source.content;
  return {
    slug,
    ...source,
    content: { meta, name, ...content },
    facts: { ...studioFacts, ...source.facts },
    win_tiers: source.win_tiers ?? [...studioWinTiers],
    editorial: editorialFacts(source.editorial),
  };
});

const bySlug = new Map<string, GameRecord>(gameRecords.map((record) => [record.slug, record]));

export function gameRecordBySlug(slug: string): GameRecord | undefined {
  return bySlug.get(slug);
}
