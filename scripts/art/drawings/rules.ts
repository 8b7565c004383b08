/**
 * The rules infographic: the grid with how wins form on it (paylines drawn across, a cluster, or
 * ways reading left to right), the game's key facts, and for a paytable image its top symbols.
 */
import { darken, lighten } from "../colour";
import {
  type Box,
  fitTextSize,
  fitWrapped,
  glowPaint,
  linearPaint,
  rect,
  round,
  text,
  textWidth,
} from "../svg";
import { backdrop, metalText, panel } from "./backdrop";
import { type ArtContext, gameSymbols } from "./context";
import { cellBoxes, reelLayout } from "./reels";
import { symbolTile } from "./symbol-tile";

type WinShape = "paylines" | "cluster" | "ways";

function winShape(context: ArtContext): WinShape {
  const facts = context.game?.facts;
  const words = `${context.target.name} ${facts?.paylines ?? ""} ${facts?.layout ?? ""}`.toLowerCase();
  if (/cluster/.test(words) || facts?.features.includes("cluster-pays")) return "cluster";
  if (/ways|flexiways|up to/.test(words)) return "ways";
  return "paylines";
}

function centre(box: Box): [number, number] {
  return [box.x + box.width / 2, box.y + box.height / 2];
}

function grid(context: ArtContext, area: Box): string {
  const { defs, theme, random } = context;
  const { palette } = theme;
  const layout = reelLayout(context.game?.facts.layout, random);
  const columns = layout.heights.length;
  const rows = Math.max(...layout.heights);
  const cell = Math.min(area.width / columns, area.height / rows);
  const box = {
    x: area.x + (area.width - cell * columns) / 2,
    y: area.y + (area.height - cell * rows) / 2,
    width: cell * columns,
    height: layout.stretch ? area.height : cell * rows,
  };
  if (layout.stretch) box.y = area.y;
  const cells = cellBoxes(layout, box);
  const shape = winShape(context);
  const highlighted = new Set<string>();
  if (shape === "ways") {
    // One way: a matching symbol on each of the first three reels, in any row.
    for (let column = 0; column < Math.min(3, columns); column += 1) {
      highlighted.add(`${column}:${random.int(0, (layout.heights[column] ?? 1) - 1)}`);
    }
  }
  if (shape === "cluster") {
    const startColumn = random.int(0, Math.max(0, columns - 3));
    const startRow = random.int(0, Math.max(0, rows - 3));
    for (let column = startColumn; column < startColumn + 3; column += 1) {
      for (let row = startRow; row < startRow + 3; row += 1) {
        if ((column + row) % 3 !== 2) highlighted.add(`${column}:${row}`);
      }
    }
  }
  const parts = [
    rect(
      { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 },
      12,
      `fill="${palette.night}" fill-opacity="0.7" stroke="${palette.accent}" stroke-width="3"`,
    ),
  ];
  cells.forEach((column, columnIndex) => {
    column.forEach((cellBox, rowIndex) => {
      const lit = highlighted.has(`${columnIndex}:${rowIndex}`);
      const inset = cellBox.width * 0.07;
      parts.push(
        rect(
          {
            x: cellBox.x + inset,
            y: cellBox.y + inset,
            width: cellBox.width - inset * 2,
            height: cellBox.height - inset * 2,
          },
          cellBox.width * 0.16,
          lit
            ? `fill="${linearPaint(defs, [lighten(palette.accent, 0.4), palette.accent])}"`
            : `fill="${linearPaint(defs, [lighten(palette.base, 0.1), palette.deep])}" stroke="${palette.accent}" stroke-opacity="0.5"`,
        ),
      );
    });
  });
  if (shape === "paylines") {
    const colours = [palette.accent, palette.contrast, palette.glow];
    const patterns = [
      (_column: number, height: number) => Math.floor(height / 2),
      (column: number, height: number) => (column % 2 === 0 ? 0 : height - 1),
      (column: number, height: number) => {
        const middle = Math.max(1, Math.floor(columns / 2));
        return Math.min(height - 1, Math.round((Math.abs(column - middle) * (height - 1)) / middle));
      },
    ];
    patterns.forEach((pattern, index) => {
      const points = cells.map((column, columnIndex) => {
        const target = column[pattern(columnIndex, column.length)] ?? column[0];
        return target ? centre(target) : [0, 0];
      });
      const d = points
        .map(([x, y], point) => `${point === 0 ? "M" : "L"}${round(x ?? 0)} ${round(y ?? 0)}`)
        .join("");
      parts.push(
        `<path d="${d}" fill="none" stroke="${palette.night}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round" stroke-opacity="0.6"/>`,
        `<path d="${d}" fill="none" stroke="${colours[index]}" stroke-width="4.5" stroke-linejoin="round" stroke-linecap="round"/>`,
      );
      const [x, y] = points[0] ?? [0, 0];
      parts.push(
        `<circle cx="${round((x ?? 0) - cell * 0.42)}" cy="${round(y ?? 0)}" r="9" fill="${colours[index]}" stroke="${palette.night}" stroke-width="2"/>`,
        text(String(index + 1), {
          x: (x ?? 0) - cell * 0.42,
          y: (y ?? 0) + 4,
          size: 11,
          fill: darken(palette.night, 0.2),
        }),
      );
    });
  } else if (shape === "ways") {
    const y = box.y + box.height + 24;
    parts.push(
      `<path d="M${round(box.x)} ${round(y)}L${round(box.x + box.width - 14)} ${round(y)}" stroke="${palette.glow}" stroke-width="4" stroke-linecap="round"/>`,
      `<path d="M${round(box.x + box.width - 18)} ${round(y - 9)}L${round(box.x + box.width)} ${round(y)}L${round(box.x + box.width - 18)} ${round(y + 9)}Z" fill="${palette.glow}"/>`,
    );
  }
  return parts.join("");
}

function factRows(context: ArtContext): [string, string][] {
  const facts = context.game?.facts;
  if (!facts) return [];
  const shape = winShape(context);
  return [
    ["Layout", facts.layout],
    [shape === "paylines" ? "Paylines" : "Wins", facts.paylines],
    ["RTP", `${facts.rtp}%`],
    [
      "Volatility",
      `${facts.volatility.charAt(0).toUpperCase()}${facts.volatility.slice(1).replace("-", " ")}`,
    ],
    ["Max win", `${facts.max_win.toLocaleString("en-GB")}x`],
    ["Bet", `${facts.min_bet.toFixed(2)} to ${facts.max_bet.toFixed(2)}`],
  ];
}

/** The largest pay in a paytable line: "6x: 10x · 5x: 4x" pays up to 10x. */
function topPay(line: string): string | undefined {
  const multiples = [...line.matchAll(/:\s*(\d[\d,.]*)x\b/g)].map((match) => match[1] ?? "");
  const top = multiples.sort(
    (a, b) => Number.parseFloat(b.replace(/,/g, "")) - Number.parseFloat(a.replace(/,/g, "")),
  )[0];
  return top ? `up to ${top}x` : undefined;
}

export function drawRules(context: ArtContext): string {
  const { defs, theme } = context;
  const { palette } = theme;
  const parts = [backdrop(context, { motifs: 4, light: { x: 0.3, y: 0.5 } })];
  parts.push(`<ellipse cx="180" cy="200" rx="200" ry="170" fill="${glowPaint(defs, palette.base, 0.5)}"/>`);
  parts.push(grid(context, { x: 36, y: 60, width: 290, height: 270 }));
  parts.push(panel(context, 356, 24, 262, 352));
  parts.push(metalText(context, "GAME RULES", 487, 64, 26));
  let y = 100;
  for (const [label, value] of factRows(context)) {
    const room = 226 - textWidth(label.toUpperCase(), 11) - 12;
    // A long value ("6 reels, up to 7-8-8-8-8-7 symbols") takes a second line rather than shrinking.
    const { lines, size } = fitWrapped(value, room, 15, 12, 2);
    parts.push(
      text(label.toUpperCase(), {
        x: 374,
        y,
        size: 11,
        fill: palette.glow,
        anchor: "start",
        opacity: 0.75,
        spacing: 1,
      }),
    );
    lines.forEach((line, index) => {
      parts.push(
        text(line, { x: 600, y: y + index * (size + 3), size, fill: palette.accent, anchor: "end" }),
      );
    });
    const bottom = y + (lines.length - 1) * (size + 3);
    parts.push(
      `<line x1="374" y1="${round(bottom + 10)}" x2="600" y2="${round(bottom + 10)}" stroke="${palette.accent}" stroke-opacity="0.2"/>`,
    );
    y = bottom + 30;
  }
  gameSymbols(context)
    .slice(0, 3)
    .forEach((symbol, index) => {
      const x = 378 + index * 76;
      // The paytable line, or its top pay when the line is too long for the column.
      const pays = symbol.multiplier.length <= 14 ? symbol.multiplier : (topPay(symbol.multiplier) ?? "");
      parts.push(
        symbolTile(defs, palette, symbol.face, x + 6, 284, 56),
        text(pays, { x: x + 34, y: 360, size: fitTextSize(pays, 70, 12), fill: palette.glow }),
      );
    });
  return parts.join("");
}
