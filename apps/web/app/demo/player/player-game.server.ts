import { gameRecordBySlug, stageImagePath } from "@quillspin/content";
import { featureTriggers, wheelFaces } from "@quillspin/game-engine";
import { sanitizeRichText } from "@quillspin/rich-text";
import { idleGrid } from "./idle-board";
import type { PlayerGame, StageArt } from "./player-game";

export function stageArt(slug: string): StageArt {
  return {
    backdrop: stageImagePath(slug, "backdrop"),
    logo: stageImagePath(slug, "logo"),
    reelFrame: stageImagePath(slug, "reel-frame"),
  };
}

/** Art that is not a paying symbol, kept off the resting screen so it never looks like a trigger. */
const specialArt =
  /scatter|bonus|coin|collector|disk|chip|^star$|multiplier|cash-symbol|frankenstein|ruby|gong/;

const fileOf = (image: string) => image.slice(image.lastIndexOf("/") + 1, -".webp".length);

export function playerGame(slug: string): PlayerGame | null {
  const record = gameRecordBySlug(slug);
  if (!record) return null;
  const { content } = record;
  const files = content.symbols.list.map((symbol) => fileOf(symbol.image));
  return {
    slug,
    name: content.name,
    stage: stageArt(slug),
    symbolNames: Object.fromEntries(
      content.symbols.list.map((symbol) => [fileOf(symbol.image), symbol.title]),
    ),
    symbolFiles: record.symbol_files ?? {},
    paytable: {
      title: content.symbols.title,
      subtitle: content.symbols.subtitle,
      symbols: content.symbols.list.map((symbol) => ({
        title: symbol.title,
        pays: symbol.multiplier,
        content: sanitizeRichText(symbol.content),
        image: symbol.image,
      })),
    },
    rules: { title: content.rules.title, content: sanitizeRichText(content.rules.content) },
    idleGrid: idleGrid(
      record.idle_reel_heights,
      files.filter((file) => !specialArt.test(file)),
    ),
    wheels: wheelFaces(slug),
    triggers: featureTriggers(slug),
  };
}
