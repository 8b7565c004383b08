/** The game list's key-art card: the game's lead symbols fanned out over its name. */
import { rect } from "../svg";
import type { SymbolFace } from "../symbol-faces";
import { backdrop, logo } from "./backdrop";
import { type ArtContext, gameName, gameSymbols } from "./context";
import { symbolTile } from "./symbol-tile";

export function drawCard(context: ArtContext): string {
  const { defs, theme, width, height } = context;
  const { palette } = theme;
  const symbols = gameSymbols(context);
  const pictures = symbols.filter((symbol) => "icon" in symbol.face.picture && !symbol.face.badge);
  const lead: SymbolFace = symbols[0]?.face ?? {
    picture: { icon: theme.motifs[0] ?? "round-star" },
    tint: undefined,
    badge: undefined,
    emblem: false,
  };
  const flanks = pictures.filter((symbol) => symbol.face !== lead).slice(0, 2);
  const heroSize = 148;
  const flankSize = 108;
  const parts = [backdrop(context, { rays: true, motifs: 6, light: { x: 0.5, y: 0.34 } })];
  flanks.forEach((symbol, index) => {
    const left = index === 0;
    const x = left ? 70 : width - 70 - flankSize;
    const angle = left ? -12 : 12;
    parts.push(
      `<g transform="rotate(${angle} ${x + flankSize / 2} ${70 + flankSize / 2})">${symbolTile(defs, palette, symbol.face, x, 70, flankSize)}</g>`,
    );
  });
  parts.push(symbolTile(defs, palette, lead, (width - heroSize) / 2, 22, heroSize));
  parts.push(
    rect({ x: 0, y: height - 104, width, height: 104 }, 0, `fill="${palette.night}" fill-opacity="0.45"`),
    logo(context, gameName(context), width / 2, height - 96, width - 60, 40),
  );
  return parts.join("");
}
