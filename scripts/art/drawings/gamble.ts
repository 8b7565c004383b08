/** The Gamble Feature's props: a face-down card and the RED and BLACK choices. */
import { darken, lighten } from "../colour";
import { icon } from "../icons";
import { linearPaint, rect, round, text } from "../svg";
import type { ArtContext } from "./context";

export function faceDownCard(context: ArtContext, cx: number, cy: number, height: number, tilt = 0): string {
  const { defs, theme } = context;
  const { palette } = theme;
  const width = height * 0.7;
  const x = cx - width / 2;
  const y = cy - height / 2;
  const inner = height * 0.07;
  const pictogram = theme.motifs[0] ?? "round-star";
  const emblemSize = width * 0.62;
  return `<g transform="rotate(${tilt} ${round(cx)} ${round(cy)})">${[
    rect({ x: x + 5, y: y + 7, width, height }, height * 0.07, `fill="${palette.night}" opacity="0.5"`),
    rect(
      { x, y, width, height },
      height * 0.07,
      `fill="#fbf7ee" stroke="${darken(palette.accent, 0.4)}" stroke-width="2"`,
    ),
    rect(
      { x: x + inner, y: y + inner, width: width - inner * 2, height: height - inner * 2 },
      height * 0.04,
      `fill="${linearPaint(defs, [lighten(palette.base, 0.1), palette.deep], "diagonal")}" stroke="${palette.accent}" stroke-width="2"`,
    ),
    icon(pictogram, {
      x: cx - emblemSize / 2,
      y: cy - emblemSize / 2,
      size: emblemSize,
      fill: palette.accent,
      opacity: 0.85,
    }),
  ].join("")}</g>`;
}

/** The two colour buttons side by side, centred on `cx`. */
export function colourChoices(context: ArtContext, cx: number, y: number, width: number): string {
  const { defs } = context;
  const gap = width * 0.08;
  const buttonWidth = (width - gap) / 2;
  const height = Math.max(28, buttonWidth * 0.34);
  const size = height * 0.46;
  const button = (label: string, colour: string, left: number) =>
    [
      rect({ x: left + 2, y: y + 4, width: buttonWidth, height }, height / 2, `fill="#000000" opacity="0.4"`),
      rect(
        { x: left, y, width: buttonWidth, height },
        height / 2,
        `fill="${linearPaint(defs, [lighten(colour, 0.3), colour, darken(colour, 0.35)])}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"`,
      ),
      text(label, {
        x: left + buttonWidth / 2,
        y: y + height / 2 + size * 0.36,
        size,
        fill: "#ffffff",
        spacing: 1,
      }),
    ].join("");
  return [button("RED", "#d3202f", cx - width / 2), button("BLACK", "#24242c", cx + gap / 2)].join("");
}
