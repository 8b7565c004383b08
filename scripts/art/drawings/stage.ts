/**
 * The demo player's stage pieces: a square backdrop that covers a landscape or a portrait screen from
 * its centre, the game's name as a logo on a clear ground, and a nine-slice reel frame (metal rim and
 * dark glass, corners of 32 pixels) that the renderer stretches around any grid.
 */
import { darken, lighten } from "../colour";
import { linearPaint, rect } from "../svg";
import { backdrop, logo } from "./backdrop";
import { type ArtContext, gameName } from "./context";

export function drawStage(context: ArtContext): string {
  const { defs, theme, width, height } = context;
  const { palette } = theme;
  if (context.target.kind === "stage-backdrop") {
    return backdrop(context, { rays: true, motifs: 9, light: { x: 0.5, y: 0.45 } });
  }
  if (context.target.kind === "stage-logo") {
    return logo(context, gameName(context), width / 2, 8, width - 24, 92, 2);
  }
  const rim = 10;
  return [
    rect({ x: 2, y: 4, width: width - 4, height: height - 4 }, 26, `fill="${palette.night}" opacity="0.6"`),
    rect(
      { x: 0, y: 0, width, height: height - 2 },
      24,
      `fill="${linearPaint(defs, [lighten(palette.accent, 0.5), palette.accent, darken(palette.accent, 0.5)], "diagonal")}"`,
    ),
    rect(
      { x: rim, y: rim, width: width - rim * 2, height: height - rim * 2 - 2 },
      16,
      `fill="${linearPaint(defs, [darken(palette.deep, 0.25), palette.night])}" fill-opacity="0.9" stroke="${palette.glow}" stroke-opacity="0.35" stroke-width="1.5"`,
    ),
  ].join("");
}
