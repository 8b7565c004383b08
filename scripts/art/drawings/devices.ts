/**
 * The overview's device illustrations, shared by every game: a phone and a laptop, each showing a
 * slot screen in the studio's own colours.
 */
import { darken, lighten } from "../colour";
import { linearPaint, rect, round, text } from "../svg";
import type { SymbolFace } from "../symbol-faces";
import { backdrop } from "./backdrop";
import type { ArtContext } from "./context";
import { reelWindow, spinCells } from "./reels";

const screenFaces: SymbolFace[] = [
  ...["A", "K", "Q", "J", "10"].map((glyph) => ({
    picture: { glyph },
    tint: undefined,
    badge: undefined,
    emblem: false,
  })),
  ...["crown-coin", "ringing-bell", "cut-diamond", "round-star"].map((icon) => ({
    picture: { icon },
    tint: undefined,
    badge: undefined,
    emblem: false,
  })),
  { picture: { glyph: "WILD" }, tint: undefined, badge: undefined, emblem: true },
];

function slotScreen(
  context: ArtContext,
  x: number,
  y: number,
  width: number,
  height: number,
  rows: number,
  columns: number,
): string {
  const { defs, theme, random } = context;
  const { palette } = theme;
  const layout = { heights: Array.from({ length: columns }, () => rows), stretch: false };
  const cells = spinCells(layout, () => random.pick(screenFaces));
  const cell = Math.min((width - 20) / columns, (height - 64) / rows);
  const box = { x: x + (width - cell * columns) / 2, y: y + 30, width: cell * columns, height: cell * rows };
  const buttonY = box.y + box.height + (y + height - box.y - box.height) / 2;
  return [
    rect(
      { x, y, width, height },
      6,
      `fill="${linearPaint(defs, [palette.base, palette.deep, palette.night])}"`,
    ),
    text("QUILLSPIN", { x: x + width / 2, y: y + 21, size: 13, fill: palette.accent, spacing: 2 }),
    reelWindow(context, box, layout, cells),
    `<circle cx="${round(x + width / 2)}" cy="${round(buttonY)}" r="${round(Math.min(16, (y + height - box.y - box.height) / 2 - 4))}" fill="${linearPaint(defs, [lighten(palette.accent, 0.4), palette.accent, darken(palette.accent, 0.4)], "diagonal")}"/>`,
  ].join("");
}

function phone(context: ArtContext): string {
  const { defs, theme, width, height } = context;
  const { palette } = theme;
  const bodyWidth = 168;
  const bodyHeight = 316;
  const x = (width - bodyWidth) / 2;
  const y = (height - bodyHeight) / 2;
  return [
    rect({ x: x + 8, y: y + 10, width: bodyWidth, height: bodyHeight }, 30, `fill="#000000" opacity="0.45"`),
    rect(
      { x, y, width: bodyWidth, height: bodyHeight },
      30,
      `fill="${linearPaint(defs, ["#4a4560", "#1b1830"], "diagonal")}" stroke="${lighten(palette.base, 0.5)}" stroke-width="3"`,
    ),
    slotScreen(context, x + 10, y + 14, bodyWidth - 20, bodyHeight - 28, 5, 3),
    rect({ x: x + bodyWidth / 2 - 26, y: y + 18, width: 52, height: 8 }, 4, `fill="#0d0a1f"`),
  ].join("");
}

function laptop(context: ArtContext): string {
  const { defs, theme, width } = context;
  const { palette } = theme;
  const screenWidth = 336;
  const screenHeight = 214;
  const x = (width - screenWidth) / 2;
  const y = 50;
  const baseY = y + screenHeight + 14;
  return [
    rect(
      { x: x + 8, y: y + 10, width: screenWidth, height: screenHeight + 14 },
      14,
      `fill="#000000" opacity="0.45"`,
    ),
    rect(
      { x, y, width: screenWidth, height: screenHeight + 14 },
      14,
      `fill="${linearPaint(defs, ["#4a4560", "#1b1830"], "diagonal")}" stroke="${lighten(palette.base, 0.5)}" stroke-width="3"`,
    ),
    slotScreen(context, x + 12, y + 12, screenWidth - 24, screenHeight - 10, 3, 5),
    `<path d="M${x - 44} ${baseY + 4}L${x + screenWidth + 44} ${baseY + 4}L${x + screenWidth + 20} ${baseY + 30}L${x - 20} ${baseY + 30}Z" fill="${linearPaint(defs, ["#5c5775", "#24203a"])}" stroke="${lighten(palette.base, 0.5)}" stroke-width="2" stroke-linejoin="round"/>`,
    rect({ x: width / 2 - 36, y: baseY + 4, width: 72, height: 6 }, 3, `fill="#0d0a1f" opacity="0.6"`),
  ].join("");
}

export function drawDevice(context: ArtContext): string {
  const scene = backdrop(context, { motifs: 4, rays: true });
  return `${scene}${context.target.name === "mobile" ? phone(context) : laptop(context)}`;
}
