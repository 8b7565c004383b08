/**
 * Gallery scenes: a screen of the game as a player would see it, chosen from the image's name (base
 * game, free spins, a trigger, wilds, a Hold & Win grid, cascades, a meter, jackpots, a big-win
 * celebration, the bonus wheel or the Gamble screen).
 */
import { darken, inkOn, lighten } from "../colour";
import { icon } from "../icons";
import { linearPaint, rect, round, text } from "../svg";
import type { SymbolFace } from "../symbol-faces";
import { backdrop, chip, logo, metalText } from "./backdrop";
import { type ArtContext, type GameSymbol, gameName, gameSymbols, nearestField } from "./context";
import { colourChoices, faceDownCard } from "./gamble";
import { type ReelCell, type ReelLayout, reelLayout, reelWindow, spinCells, spinSymbols } from "./reels";
import { bonusWheel } from "./wheel";

type SceneKind =
  | "gamble"
  | "wheel"
  | "celebration"
  | "jackpots"
  | "coins"
  | "cascade"
  | "meter"
  | "free-spins"
  | "trigger"
  | "wilds"
  | "base";

function sceneKind(name: string): SceneKind {
  const has = (...words: string[]) => words.some((word) => name.split("-").includes(word));
  if (has("gamble")) return "gamble";
  if (has("wheel")) return "wheel";
  if (has("win", "celebration") && !has("hold")) return "celebration";
  if (has("jackpot", "jackpots") && !has("free")) return "jackpots";
  if (has("trigger", "scatter", "scatters")) return "trigger";
  if (has("hold", "respin", "coins", "booster")) return "coins";
  if (has("cascade", "cluster", "clusters")) return "cascade";
  if (has("progress", "energy", "bulbs", "meter")) return "meter";
  if (has("free", "spins", "games", "intro", "crypt", "baubles")) return "free-spins";
  if (has("wild", "wilds", "multiplier", "multipliers", "sticky", "random", "raining")) return "wilds";
  return "base";
}

const fillerWords = new Set(["base", "game", "stage", "intro", "lit", "screen", "grid"]);

/** A banner caption from the image name: "sticky-wild-stage" reads STICKY WILD. */
function caption(name: string): string {
  return name
    .replace(/-in-(progress|motion)$/, "")
    .split("-")
    .filter((word) => !fillerWords.has(word) && !/^(\d+x\d+|x\d+)$/.test(word))
    .join(" ")
    .replace(/\band\b/g, "&")
    .toUpperCase();
}

function specialFace(symbols: GameSymbol[], badge: string, fallback: SymbolFace): SymbolFace {
  return (
    symbols.find((symbol) => symbol.face.badge === badge)?.face ??
    symbols.find((symbol) => symbol.name.includes(badge.toLowerCase()))?.face ??
    fallback
  );
}

function coinFace(symbols: GameSymbol[]): SymbolFace {
  const coin = symbols.find((symbol) => /coin|cash|ruby|bonus|collector/.test(symbol.name));
  return coin?.face ?? { picture: { icon: "crown-coin" }, tint: undefined, badge: undefined, emblem: false };
}

interface ReelStage {
  layout: ReelLayout;
  cells: ReelCell[][];
  next: () => SymbolFace;
}

function stage(context: ArtContext, symbols: GameSymbol[]): ReelStage {
  const layout = reelLayout(context.game?.facts.layout, context.random);
  const next = spinSymbols(symbols, context.random);
  return { layout, cells: spinCells(layout, next), next };
}

function allCells(cells: ReelCell[][]): ReelCell[] {
  return cells.flat();
}

function sprinkle(context: ArtContext, cells: ReelCell[][], count: number, change: (cell: ReelCell) => void) {
  const pool = allCells(cells);
  for (let index = 0; index < count && pool.length > 0; index += 1) {
    const chosen = pool.splice(context.random.int(0, pool.length - 1), 1)[0];
    if (chosen) change(chosen);
  }
}

function reelArea(context: ArtContext, layout: ReelLayout, top: number, maxHeight: number) {
  const columns = layout.heights.length;
  // Stretching reels change height every spin, so their window is sized for a typical four symbols.
  const rows = layout.stretch ? 4 : Math.max(...layout.heights);
  const cell = Math.min(maxHeight / rows, 470 / columns);
  const width = cell * columns;
  const height = layout.stretch ? maxHeight : cell * rows;
  return { x: (context.width - width) / 2, y: top + (maxHeight - height) / 2, width, height };
}

function controlBar(context: ArtContext, y: number): string {
  const { palette } = context.theme;
  const bet = context.game ? context.game.facts.min_bet.toFixed(2) : "1.00";
  const left = chip(context, `BET ${bet}`, 196, y + 8, 13, palette.deep);
  const right = chip(context, "WIN 0.00", 444, y + 8, 13, palette.deep);
  return [
    left.markup,
    right.markup,
    `<circle cx="320" cy="${y + 19}" r="24" fill="${linearPaint(context.defs, [lighten(palette.accent, 0.4), palette.accent, darken(palette.accent, 0.45)], "diagonal")}" stroke="${palette.night}" stroke-width="2"/>`,
    icon("clockwise-rotation", { x: 304, y: y + 3, size: 32, fill: palette.night }),
  ].join("");
}

function banner(context: ArtContext, label: string, y: number, extra?: string): string {
  const { palette } = context.theme;
  const size = Math.min(24, 430 / Math.max(6, label.length * 0.78));
  const figure = extra ? chip(context, extra, 0, 0, size * 0.8, palette.contrast) : undefined;
  const labelWidth = label.length * size * 0.78;
  const width = labelWidth + (figure ? figure.width + 18 : 0) + 48;
  const x = (context.width - width) / 2;
  const parts = [
    rect({ x: x + 3, y: y + 4, width, height: size * 1.9 }, 12, `fill="${palette.night}" opacity="0.5"`),
    rect(
      { x, y, width, height: size * 1.9 },
      12,
      `fill="${linearPaint(context.defs, [lighten(palette.base, 0.2), palette.deep])}" stroke="${palette.accent}" stroke-width="2.5"`,
    ),
    metalText(context, label, x + 24 + labelWidth / 2, y + size * 1.28, size),
  ];
  if (figure && extra) {
    parts.push(
      chip(context, extra, x + 24 + labelWidth + 18, y + size * 0.27, size * 0.8, palette.contrast, "start")
        .markup,
    );
  }
  return parts.join("");
}

/** A figure the image's alt text or name gives for the scene, like "8" free spins or "x6". */
function sceneFigure(context: ArtContext): string | undefined {
  const fromName = context.target.name.match(/\bx\d+\b/)?.[0];
  if (fromName) return fromName;
  const alt = nearestField(context, "alt") ?? "";
  const spins = alt.match(/\b(\d+) (?:free )?spins\b/i)?.[1];
  return spins ? `${spins} SPINS` : undefined;
}

function reelScene(context: ArtContext, kind: SceneKind, symbols: GameSymbol[]): string {
  const { random } = context;
  const { layout, cells, next } = stage(context, symbols);
  const fallback = next();
  const parts: string[] = [];
  let top = 52;
  let height = 232;
  if (kind === "meter") {
    top = 86;
    height = 200;
  }
  const box = reelArea(context, layout, top, height);
  const total = allCells(cells).length;
  switch (kind) {
    case "trigger": {
      const coinsTrigger = context.target.name.includes("hold");
      const face = coinsTrigger ? coinFace(symbols) : specialFace(symbols, "SCATTER", fallback);
      const reels = cells.map((_, index) => index).filter((index) => index % 2 === 0);
      for (const reel of reels) {
        const column = cells[reel];
        if (column) column[random.int(0, column.length - 1)] = { face, lit: true };
      }
      break;
    }
    case "wilds": {
      const face = specialFace(symbols, "WILD", fallback);
      const multiplies = /multiplier/.test(context.target.name);
      sprinkle(context, cells, Math.max(3, Math.round(total / 5)), (cell) => {
        cell.face = face;
        cell.lit = true;
        if (multiplies) cell.label = random.pick(["x2", "x3", "x5"]);
      });
      break;
    }
    case "coins": {
      const face = coinFace(symbols);
      const values = ["1x", "2x", "5x", "10x", "25x", "50x"];
      for (const cell of allCells(cells)) {
        if (random.next() < 0.42) {
          cell.face = face;
          cell.label = random.pick(values);
          cell.lit = true;
        } else {
          cell.dim = true;
        }
      }
      break;
    }
    case "cascade": {
      const winner = next();
      sprinkle(context, cells, Math.max(5, Math.round(total / 4)), (cell) => {
        cell.face = winner;
        cell.lit = true;
      });
      break;
    }
    case "free-spins":
    case "meter":
    case "base":
      break;
  }
  parts.push(logo(context, gameName(context), context.width / 2, 6, 460, 30, 1));
  if (kind === "meter") parts.push(meter(context, 50));
  parts.push(reelWindow(context, box, layout, cells));
  if (kind === "cascade") parts.push(cascadeArrows(context, box));
  const bottom = 300;
  if (kind === "base") {
    parts.push(controlBar(context, bottom));
  } else if (kind === "coins") {
    parts.push(banner(context, "RESPINS", bottom, "3"));
  } else if (kind === "free-spins") {
    parts.push(banner(context, "FREE SPINS", bottom, sceneFigure(context)));
  } else {
    parts.push(banner(context, caption(context.target.name) || "BONUS", bottom, sceneFigure(context)));
  }
  return parts.join("");
}

function meter(context: ArtContext, y: number): string {
  const { palette } = context.theme;
  const cells = 12;
  const filled = context.random.int(5, 10);
  const width = 360;
  const x = (context.width - width) / 2;
  const gap = 4;
  const cellWidth = (width - gap * (cells - 1)) / cells;
  const parts = [
    rect({ x: x - 8, y: y - 6, width: width + 16, height: 30 }, 15, `fill="${palette.night}" opacity="0.7"`),
  ];
  for (let index = 0; index < cells; index += 1) {
    const lit = index < filled;
    parts.push(
      rect(
        { x: x + index * (cellWidth + gap), y, width: cellWidth, height: 18 },
        6,
        lit
          ? `fill="${linearPaint(context.defs, [lighten(palette.accent, 0.5), palette.accent])}"`
          : `fill="${palette.deep}" stroke="${palette.accent}" stroke-opacity="0.4"`,
      ),
    );
  }
  return parts.join("");
}

function cascadeArrows(
  context: ArtContext,
  box: { x: number; y: number; width: number; height: number },
): string {
  const { palette } = context.theme;
  const parts: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const x = box.x + box.width * (0.2 + index * 0.3);
    parts.push(
      `<path d="M${round(x - 12)} ${round(box.y + 10)}L${round(x + 12)} ${round(box.y + 10)}L${round(x + 12)} ${round(box.y + 34)}L${round(x + 22)} ${round(box.y + 34)}L${round(x)} ${round(box.y + 58)}L${round(x - 22)} ${round(box.y + 34)}L${round(x - 12)} ${round(box.y + 34)}Z" fill="${palette.glow}" fill-opacity="0.85" stroke="${palette.night}" stroke-width="2"/>`,
    );
  }
  return parts.join("");
}

function celebration(context: ArtContext, symbols: GameSymbol[]): string {
  const { random, theme, width } = context;
  const { palette } = theme;
  const words = context.target.name.split("-");
  const tier =
    words.includes("mega") || words.includes("celebration")
      ? "MEGA WIN"
      : words.includes("super")
        ? "SUPER WIN"
        : "BIG WIN";
  const hero = symbols[0]?.face ?? {
    picture: { icon: "crown-coin" },
    tint: undefined,
    badge: undefined,
    emblem: false,
  };
  const parts: string[] = [];
  const coin = coinFace(symbols);
  for (let index = 0; index < 16; index += 1) {
    const size = 26 + random.next() * 30;
    const pictogram = "icon" in coin.picture ? coin.picture.icon : "crown-coin";
    parts.push(
      icon(pictogram, {
        x: random.next() * (width - size),
        y: random.next() * 330,
        size,
        fill: index % 3 === 0 ? palette.glow : palette.accent,
        opacity: 0.55 + random.next() * 0.4,
        rotate: random.int(-40, 40),
      }),
    );
  }
  parts.push(symbolTileFor(context, hero, 250, 40, 140));
  parts.push(metalText(context, tier, width / 2, 250, 58));
  parts.push(logo(context, gameName(context), width / 2, 272, 400, 26));
  return parts.join("");
}

function symbolTileFor(context: ArtContext, face: SymbolFace, x: number, y: number, size: number): string {
  return reelWindow(context, { x, y, width: size, height: size }, { heights: [1], stretch: false }, [
    [{ face, lit: true }],
  ]);
}

function jackpots(context: ArtContext, symbols: GameSymbol[]): string {
  const { palette } = context.theme;
  const tiers: [string, string][] = [
    ["GRAND", palette.accent],
    ["MAJOR", palette.contrast],
    ["MINOR", lighten(palette.base, 0.2)],
    ["MINI", lighten(palette.deep, 0.25)],
  ];
  const parts = [logo(context, gameName(context), context.width / 2, 6, 460, 28, 1)];
  tiers.forEach(([label, colour], index) => {
    const x = 40 + index * 145;
    parts.push(
      rect({ x: x + 2, y: 52, width: 124, height: 40 }, 12, `fill="${palette.night}" opacity="0.5"`),
      rect(
        { x, y: 48, width: 124, height: 40 },
        12,
        `fill="${linearPaint(context.defs, [lighten(colour, 0.35), colour, darken(colour, 0.35)])}" stroke="${palette.glow}" stroke-opacity="0.7" stroke-width="2"`,
      ),
      text(label, { x: x + 62, y: 75, size: 18, fill: inkOn(colour), spacing: 1 }),
    );
  });
  const { layout, cells } = stage(context, symbols);
  const face = coinFace(symbols);
  for (const cell of allCells(cells)) {
    if (context.random.next() < 0.55) {
      cell.face = face;
      cell.lit = true;
    } else {
      cell.dim = true;
    }
  }
  parts.push(reelWindow(context, reelArea(context, layout, 104, 190), layout, cells));
  parts.push(banner(context, caption(context.target.name) || "JACKPOT", 306));
  return parts.join("");
}

function wheelScene(context: ArtContext, symbols: GameSymbol[]): string {
  const pictograms = symbols
    .map((symbol) => ("icon" in symbol.face.picture ? symbol.face.picture.icon : undefined))
    .filter((name): name is string => name !== undefined);
  return [
    logo(context, gameName(context), 170, 120, 270, 34),
    metalText(context, "BONUS WHEEL", 170, 236, 26, context.theme.palette.glow),
    bonusWheel(context, 480, 190, 134, pictograms.length > 0 ? pictograms : [...context.theme.motifs]),
  ].join("");
}

function gambleScene(context: ArtContext): string {
  return [
    logo(context, gameName(context), context.width / 2, 8, 420, 26),
    metalText(context, "GAMBLE", context.width / 2, 82, 34),
    faceDownCard(context, context.width / 2, 186, 150, -4),
    colourChoices(context, context.width / 2, 282, 300),
  ].join("");
}

export function drawGallery(context: ArtContext): string {
  const symbols = gameSymbols(context);
  const kind = sceneKind(context.target.name);
  const body =
    kind === "gamble"
      ? gambleScene(context)
      : kind === "wheel"
        ? wheelScene(context, symbols)
        : kind === "celebration"
          ? celebration(context, symbols)
          : kind === "jackpots"
            ? jackpots(context, symbols)
            : reelScene(context, kind, symbols);
  const rays = kind === "celebration" || kind === "wheel" || kind === "gamble";
  return `${backdrop(context, { rays, motifs: 6 })}${body}`;
}
