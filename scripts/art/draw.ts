/** Chooses the drawing for an image and returns its complete SVG at display size. */
import { gameImageSizes } from "../../packages/content/src/catalogue/image-sizes";
import type { GameRecord } from "../../packages/content/src/catalogue/schema";
import { drawCard } from "./drawings/card";
import type { ArtContext } from "./drawings/context";
import { drawDevice } from "./drawings/devices";
import { drawFeature } from "./drawings/feature";
import { drawGallery } from "./drawings/gallery";
import { drawRules } from "./drawings/rules";
import { drawStage } from "./drawings/stage";
import { drawSymbol } from "./drawings/symbol";
import { drawVolatility } from "./drawings/volatility";
import { drawWinTier } from "./drawings/win-tier";
import { seededRandom } from "./seeded-random";
import { SvgDefs, svgDocument } from "./svg";
import type { ArtTarget } from "./targets";
import { studioTheme, themeFor } from "./themes";

const drawings: Record<ArtTarget["kind"], (context: ArtContext) => string> = {
  symbols: drawSymbol,
  gallery: drawGallery,
  card: drawCard,
  volatility: drawVolatility,
  multipliers: drawWinTier,
  "special-features": drawFeature,
  rules: drawRules,
  devices: drawDevice,
  "stage-backdrop": drawStage,
  "stage-logo": drawStage,
  "stage-reel-frame": drawStage,
};

export function drawArt(target: ArtTarget, records: readonly GameRecord[]): string {
  const { width, height } = gameImageSizes[target.kind];
  const shared = target.kind === "devices";
  const context: ArtContext = {
    target,
    theme: shared ? studioTheme : themeFor(target.slug),
    game: shared ? undefined : (records.find((record) => record.slug === target.slug) ?? target.record),
    defs: new SvgDefs(),
    random: seededRandom(target.path),
    width,
    height,
  };
  const body = drawings[target.kind](context);
  return svgDocument(width, height, context.defs, body);
}
