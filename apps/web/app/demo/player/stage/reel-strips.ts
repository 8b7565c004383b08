import type { DemoStep } from "@quillspin/contracts";
import { Container, Sprite, Text } from "pixi.js";
import type { PlayerMoney } from "../money";
import type { StageLayout } from "./stage-layout";
import type { SymbolTextures } from "./symbol-textures";

export type ReelMode = "rest" | "spinning" | "stopping" | "settling";

export interface Cell {
  view: Container;
  sprite: Sprite;
  label: Text | null;
  key: string;
}

export interface Reel {
  container: Container;
  /** One cell above the window (row 0, a filler) and one per row. */
  cells: Cell[];
  mode: ReelMode;
  offset: number;
  speed: number;
  /** Keys still to feed in from the top before the reel stops, bottom row first. */
  queue: string[];
  /** The keys the reel stops on, top first. */
  target: string[];
  /** Start of the stop, in ms on the stage's clock. */
  stopAt: number;
  settleStart: number;
  /** Full speed in rows per second. */
  top: number;
  slowed: boolean;
}

/** What the strips ask of the stage that holds them. */
export interface StripHost {
  /** The stage's clock, in ms. */
  now(): number;
  /** The bet of the screen on show: coin values are written in money. */
  bet(): number;
  /** The session's money (FUN, or a sandbox session's currency), which coin values are written in. */
  money(): PlayerMoney;
  /** The values of the screen on show, reel by reel. */
  values(): DemoStep["values"];
  /** Reel `reel` has stopped on its target. */
  stopped(reel: number): void;
  /** A picture arrived after its cell was drawn: the stage draws again. */
  wake(): void;
}

/** Easing of the stop: past the mark by a fraction of a row, then back. */
const settle = (t: number) => Math.sin(Math.PI * t) * (1 - t) * 0.5;

/**
 * The reels as strips of symbol cells: each reel's cells (a filler above the window, then its rows),
 * the symbol and value label each cell shows, and a reel's motion on each frame: accelerate, spin with
 * blurred symbols, feed its target in from the top and settle past the mark and back. A strip is always
 * full, so a reel is never empty. The stage decides when reels spin and stop; the strips move them.
 */
export class ReelStrips {
  readonly layer = new Container();
  reels: Reel[] = [];
  private layout: StageLayout | null = null;

  constructor(
    private symbols: SymbolTextures,
    /** Keys the strips pass while they spin: the game's ordinary symbols often, its specials now and then. */
    private fillers: readonly string[],
    private host: StripHost,
  ) {}

  /** Reels of `heights` rows showing `grid` (the game at rest, or the first screen). */
  build(grid: string[][], heights: readonly number[]) {
    this.layer.removeChildren();
    this.reels = heights.map((height, index) => {
      const container = new Container();
      this.layer.addChild(container);
      const column = grid[index] ?? [];
      const count = column.length || height;
      const cells = Array.from({ length: count + 1 }, (_, row) =>
        this.newCell(container, row === 0 ? this.filler() : (column[row - 1] ?? this.filler())),
      );
      return {
        container,
        cells,
        mode: "rest" as ReelMode,
        offset: 0,
        speed: 0,
        queue: [],
        target: column,
        stopAt: 0,
        settleStart: 0,
        top: 18,
        slowed: false,
      };
    });
  }

  /** Places every reel in `layout`'s window and sizes its cells. */
  place(layout: StageLayout) {
    this.layout = layout;
    const box = layout.window;
    this.reels.forEach((reel, index) => {
      reel.container.position.set(box.x + index * layout.reelWidth, box.y);
      for (const cell of reel.cells) this.sizeCell(cell);
      this.placeCells(index);
    });
  }

  filler(): string {
    return this.fillers[Math.floor(Math.random() * this.fillers.length)] ?? "";
  }

  private newCell(container: Container, key: string): Cell {
    const view = new Container();
    const sprite = new Sprite();
    sprite.anchor.set(0.5);
    view.addChild(sprite);
    container.addChild(view);
    const cell: Cell = { view, sprite, label: null, key: "" };
    this.setKey(cell, key, false);
    return cell;
  }

  /** Shows `key` in `cell` (blurred while it passes at speed), with its badge or value written on it. */
  setKey(cell: Cell, key: string, blur: boolean, value = 0) {
    cell.key = key;
    const file = this.symbols.fileOf(key);
    if (!file) {
      cell.sprite.visible = false;
    } else {
      const texture = blur ? this.symbols.blurred(file) : this.symbols.get(file);
      cell.sprite.visible = true;
      if (texture) cell.sprite.texture = texture;
      else
        void this.symbols.load(key).then((loaded) => {
          if (loaded && cell.key === key) cell.sprite.texture = loaded;
          this.sizeCell(cell);
          this.host.wake();
        });
    }
    const art = this.symbols.artOf(key);
    const text =
      art.kind === "image"
        ? [
            art.badge,
            value > 0
              ? art.values === "multiplier"
                ? `x${value}`
                : this.host.money().figure(this.host.money().times(this.host.bet(), value))
              : null,
          ]
            .filter(Boolean)
            .join(" ")
        : "";
    if (text && !blur) {
      if (!cell.label) {
        cell.label = new Text({
          text,
          style: {
            fontFamily: "system-ui, sans-serif",
            fontWeight: "800",
            fill: "#fff6d8",
            stroke: { color: "#1a1020", width: 4 },
          },
        });
        cell.label.anchor.set(0.5);
        cell.view.addChild(cell.label);
      }
      cell.label.text = text;
      cell.label.visible = true;
    } else if (cell.label) cell.label.visible = false;
    this.sizeCell(cell);
  }

  /** The height of a row of reel `reel` and the size of its symbols, in CSS pixels. */
  cellSize(reel: number) {
    const layout = this.layout as StageLayout;
    const rows = Math.max(1, (this.reels[reel]?.cells.length ?? 2) - 1);
    const rowHeight = layout.window.height / rows;
    return { rowHeight, size: Math.min(layout.reelWidth, rowHeight) * 0.94 };
  }

  sizeCell(cell: Cell) {
    if (!this.layout) return;
    const reel = this.reels.findIndex((candidate) => candidate.cells.includes(cell));
    const { size } = this.cellSize(Math.max(0, reel));
    cell.sprite.width = size;
    cell.sprite.height = size;
    if (cell.label) {
      cell.label.style.fontSize = Math.max(11, size * 0.2);
      // Above the middle: the art's name plate (SCATTER, WILD, COIN) fills the bottom fifth.
      cell.label.y = -size * 0.3;
    }
  }

  placeCells(index: number) {
    const reel = this.reels[index];
    const layout = this.layout;
    if (!reel || !layout) return;
    const { rowHeight } = this.cellSize(index);
    reel.cells.forEach((cell, row) => {
      cell.view.position.set(layout.reelWidth / 2, (row - 1) * rowHeight + reel.offset + rowHeight / 2);
    });
  }

  /** The reel's cells for `rows` symbols (FlexiWays reels change height from spin to spin). */
  resizeReel(index: number, rows: number) {
    const reel = this.reels[index];
    if (!reel || rows < 1 || reel.cells.length === rows + 1) return;
    while (reel.cells.length > rows + 1) reel.cells.pop()?.view.destroy({ children: true });
    while (reel.cells.length < rows + 1) reel.cells.push(this.newCell(reel.container, this.filler()));
    for (const cell of reel.cells) this.sizeCell(cell);
  }

  /** Moves reel `index` on by `ms` of the stage's clock: spin, stop on its target, settle. */
  tick(index: number, ms: number) {
    const reel = this.reels[index];
    if (!reel || reel.mode === "rest") return;
    const clock = this.host.now();
    const { rowHeight } = this.cellSize(index);
    if (reel.mode === "settling") {
      const t = Math.min(1, (clock - reel.settleStart) / 170);
      reel.offset = settle(t) * rowHeight * 0.35;
      if (t >= 1) {
        reel.mode = "rest";
        reel.offset = 0;
      }
      this.placeCells(index);
      return;
    }
    // Accelerate to full speed (a slower one while anticipating), rows per second.
    const top = reel.slowed ? reel.top * 0.45 : reel.top;
    reel.speed = Math.min(top, reel.speed + (top * ms) / 180);
    if (reel.mode === "spinning" && clock >= reel.stopAt) {
      reel.mode = "stopping";
      this.resizeReel(index, reel.target.length);
      // Bottom row first: the last key fed in lands on the top row, then one filler above it.
      reel.queue = [...reel.target].reverse();
      reel.speed = Math.max(reel.speed, reel.top * 0.6);
    }
    const rows = this.cellSize(index).rowHeight;
    reel.offset += (reel.speed * rows * ms) / 1000;
    const blur = reel.speed > reel.top * 0.5;
    while (reel.offset >= rows) {
      reel.offset -= rows;
      const bottom = reel.cells.pop();
      if (!bottom) break;
      reel.cells.unshift(bottom);
      if (reel.mode === "stopping" && reel.queue.length === 0) {
        // The target stands in its rows: put the filler on top and settle.
        this.setKey(bottom, this.filler(), false);
        reel.offset = 0;
        reel.mode = "settling";
        reel.settleStart = clock;
        reel.cells.forEach((cell, row) => {
          if (row > 0) this.setKey(cell, cell.key, false, this.host.values()?.[index]?.[row - 1] ?? 0);
        });
        this.host.stopped(index);
        break;
      }
      const key = reel.mode === "stopping" ? (reel.queue.shift() ?? this.filler()) : this.filler();
      this.setKey(bottom, key, blur && reel.mode !== "stopping");
    }
    if (reel.offset < 0) reel.offset = Math.max(reel.offset, -rows * 0.2);
    if (!blur)
      for (const cell of reel.cells) if (cell.key && this.symbols.fileOf(cell.key)) this.unblur(cell);
    this.placeCells(index);
  }

  private unblur(cell: Cell) {
    const file = this.symbols.fileOf(cell.key);
    const sharp = file ? this.symbols.get(file) : undefined;
    if (sharp && cell.sprite.texture !== sharp) {
      cell.sprite.texture = sharp;
      this.sizeCell(cell);
    }
  }
}
