/**
 * A game's reel window in miniature, shaped by its layout fact ("5x3", "3-4-3", "6 reels, up to
 * 7-8-8-8-8-7 symbols") and stocked with its own symbols.
 */
import { darken, lighten } from "../colour";
import type { Random } from "../seeded-random";
import { type Box, glowPaint, linearPaint, rect, round, text } from "../svg";
import type { SymbolFace } from "../symbol-faces";
import type { ArtContext, GameSymbol } from "./context";
import { symbolTile } from "./symbol-tile";

export interface ReelLayout {
  /** Symbols shown on each reel. */
  heights: number[];
  /** FlexiWays-style reels whose symbol count changes every spin, so symbols stretch to fill. */
  stretch: boolean;
}

const tallest = 7;

export function reelLayout(layout: string | undefined, random: Random): ReelLayout {
  const source = layout ?? "5x3";
  const grid = source.match(/(\d+)\s*x\s*(\d+)/);
  const series = source.match(/\d+(?:-\d+)+/);
  const upTo = /up to/i.test(source);
  if (upTo) {
    const reels = Number(source.match(/(\d+)\s*reels/)?.[1] ?? 6);
    const limits = series
      ? series[0].split("-").map(Number)
      : Array.from({ length: reels }, () => Number(source.match(/up to (\d+)/)?.[1] ?? tallest));
    return { heights: limits.map((limit) => random.int(2, Math.min(limit, tallest))), stretch: true };
  }
  if (grid) {
    return {
      heights: Array.from({ length: Number(grid[1]) }, () => Math.min(Number(grid[2]), tallest)),
      stretch: false,
    };
  }
  if (series) {
    return { heights: series[0].split("-").map((count) => Math.min(Number(count), tallest)), stretch: false };
  }
  return { heights: [3, 3, 3, 3, 3], stretch: false };
}

export interface ReelCell {
  face: SymbolFace;
  /** Lit up as part of a win or trigger. */
  lit?: boolean;
  /** Greyed out, as on a Hold & Win grid. */
  dim?: boolean;
  /** A value printed over the symbol, such as a coin's prize. */
  label?: string;
}

/** Where each cell of a layout sits inside `box`. */
export function cellBoxes(layout: ReelLayout, box: Box): Box[][] {
  const columns = layout.heights.length;
  const columnWidth = box.width / columns;
  const rowsMax = Math.max(...layout.heights);
  return layout.heights.map((rows, column) => {
    const size = layout.stretch
      ? Math.min(columnWidth, box.height / rows)
      : Math.min(columnWidth, box.height / rowsMax);
    const step = layout.stretch ? box.height / rows : size;
    const top = box.y + (box.height - step * rows) / 2;
    return Array.from({ length: rows }, (_, row) => ({
      x: box.x + column * columnWidth + (columnWidth - size) / 2,
      y: top + row * step + (step - size) / 2,
      width: size,
      height: size,
    }));
  });
}

/** Picks symbols as a reel strip would: royals and low pays often, wilds and scatters rarely. */
export function spinSymbols(symbols: readonly GameSymbol[], random: Random): () => SymbolFace {
  const weighted: SymbolFace[] = [];
  for (const symbol of symbols) {
    const special = symbol.face.badge !== undefined || symbol.face.emblem;
    const copies = special ? 1 : "glyph" in symbol.face.picture ? 4 : 3;
    for (let copy = 0; copy < copies; copy += 1) weighted.push(symbol.face);
  }
  return () => random.pick(weighted);
}

export function reelWindow(context: ArtContext, box: Box, layout: ReelLayout, cells: ReelCell[][]): string {
  const { defs, theme } = context;
  const { palette } = theme;
  const frame = 6;
  const parts = [
    rect(
      {
        x: box.x - frame - 2,
        y: box.y - frame + 3,
        width: box.width + frame * 2 + 4,
        height: box.height + frame * 2,
      },
      16,
      `fill="${palette.night}" opacity="0.55"`,
    ),
    rect(
      { x: box.x - frame, y: box.y - frame, width: box.width + frame * 2, height: box.height + frame * 2 },
      14,
      `fill="${linearPaint(defs, [lighten(palette.accent, 0.45), palette.accent, darken(palette.accent, 0.5)], "diagonal")}"`,
    ),
    rect(box, 10, `fill="${linearPaint(defs, [darken(palette.deep, 0.2), palette.night])}"`),
  ];
  const boxes = cellBoxes(layout, box);
  const columnWidth = box.width / layout.heights.length;
  for (let column = 1; column < layout.heights.length; column += 1) {
    const x = box.x + column * columnWidth;
    parts.push(
      `<line x1="${round(x)}" y1="${round(box.y + 4)}" x2="${round(x)}" y2="${round(box.y + box.height - 4)}" stroke="${palette.accent}" stroke-opacity="0.25" stroke-width="1.5"/>`,
    );
  }
  boxes.forEach((column, columnIndex) => {
    column.forEach((cellBox, rowIndex) => {
      const cell = cells[columnIndex]?.[rowIndex];
      if (!cell) return;
      const inset = cellBox.width * 0.05;
      const size = cellBox.width - inset * 2;
      if (cell.lit) {
        parts.push(
          `<circle cx="${round(cellBox.x + cellBox.width / 2)}" cy="${round(cellBox.y + cellBox.height / 2)}" r="${round(cellBox.width * 0.7)}" fill="${glowPaint(defs, palette.glow, 0.75)}"/>`,
        );
      }
      parts.push(
        symbolTile(defs, palette, cell.face, cellBox.x + inset, cellBox.y + inset, size, cell.dim ? 0.28 : 1),
      );
      if (cell.label) {
        const labelSize = size * 0.3;
        parts.push(
          text(cell.label, {
            x: cellBox.x + cellBox.width / 2,
            y: cellBox.y + cellBox.height * 0.9,
            size: labelSize,
            fill: palette.glow,
            stroke: palette.night,
            strokeWidth: labelSize / 5,
          }),
        );
      }
    });
  });
  return parts.join("");
}

/** A full grid of spun symbols for `layout`. */
export function spinCells(layout: ReelLayout, next: () => SymbolFace): ReelCell[][] {
  return layout.heights.map((rows) => Array.from({ length: rows }, () => ({ face: next() })));
}
