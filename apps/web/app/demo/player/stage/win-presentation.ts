import type { DemoStep } from "@quillspin/contracts";
import { Graphics } from "pixi.js";
import type { ReelStrips } from "./reel-strips";
import type { StageLayout } from "./stage-layout";

type DemoWin = DemoStep["wins"][number];

/** A lit plate behind a cell: how far inside the cell it sits, its fill and its rim. */
interface Plate {
  inset: number;
  fill: { color: number; alpha: number };
  stroke: { width: number; color: number; alpha: number };
}
/** Hold & Win's held cells. */
const lockPlate: Plate = {
  inset: 3,
  fill: { color: 0xffc94a, alpha: 0.22 },
  stroke: { width: 2, color: 0xffe7a0, alpha: 0.7 },
};
/** The cells of a ways, cluster, scatter or coin win. */
const winPlate: Plate = {
  inset: 2,
  fill: { color: 0xfff1b8, alpha: 0.28 },
  stroke: { width: 3, color: 0xffe08a, alpha: 0.9 },
};
const lineColours = [0xffd54a, 0x5fe3ff, 0xff6fb1, 0x8dff7a, 0xffa24a];

/** What the win presentation asks of the stage that holds it. */
export interface WinHost {
  /** The stage's clock, in ms. */
  now(): number;
  tween(ms: number, update: (t: number) => void): void;
  /** The respin screen whose held cells stand on lit plates; null when none do (or a matrix draws them). */
  lockedStep(): DemoStep | null;
}

/**
 * A screen's wins on the reels: line wins draw their paylines (all together, then each in turn, round
 * and round), ways, cluster, scatter and coin wins light their cells on plates, everything else dims.
 * The plates layer also holds Hold & Win's held cells between wins.
 */
export class WinPresentation {
  /** Under the reels: win plates and Hold & Win locks. */
  readonly plates = new Graphics();
  /** Over the reels: the paylines. */
  readonly lines = new Graphics();
  private cycle: { wins: DemoWin[]; index: number; next: number } | null = null;
  private layout: StageLayout | null = null;

  constructor(
    private strips: ReelStrips,
    private host: WinHost,
  ) {}

  place(layout: StageLayout) {
    this.layout = layout;
  }

  /** Paylines are cycling: the stage needs its next frame. */
  get cycling(): boolean {
    return this.cycle !== null;
  }

  /** Each frame: the next payline, when its turn has come. */
  tick() {
    if (this.cycle && this.host.now() >= this.cycle.next) this.nextLine();
  }

  /** Hold & Win coins and sticky features stand on a lit plate. */
  drawLocks() {
    this.plates.clear();
    const step = this.host.lockedStep();
    if (step?.phase !== "respin" || !this.layout) return;
    const { window: box } = this.layout;
    (step.grid ?? []).forEach((column, reel) => {
      const rowHeight = box.height / Math.max(1, column.length);
      column.forEach((key, row) => {
        if (key) this.drawPlate(reel, row, rowHeight, lockPlate);
      });
    });
  }

  /** A rounded plate behind one cell of the reel window, `inset` pixels inside it. */
  private drawPlate(reel: number, row: number, rowHeight: number, plate: Plate) {
    if (!this.layout) return;
    const { window: box, reelWidth } = this.layout;
    this.plates
      .roundRect(
        box.x + reel * reelWidth + plate.inset,
        box.y + row * rowHeight + plate.inset,
        reelWidth - 2 * plate.inset,
        rowHeight - 2 * plate.inset,
        12,
      )
      .fill(plate.fill)
      .stroke(plate.stroke);
  }

  /** Lights the winning cells (pulsing them, with motion), dims the rest and draws each payline in turn. */
  present(step: DemoStep, reducedMotion: boolean) {
    this.clear();
    if (step.wins.length === 0 || !this.layout) return;
    const winning = new Set(step.wins.flatMap((win) => win.positions.map(([reel, row]) => `${reel}:${row}`)));
    this.strips.reels.forEach((reel, index) => {
      reel.cells.forEach((cell, row) => {
        if (row === 0) return;
        const lit = winning.has(`${index}:${row - 1}`);
        cell.view.alpha = lit ? 1 : 0.4;
        if (lit && !reducedMotion) {
          this.host.tween(700, (t) => cell.view.scale.set(1 + 0.08 * Math.sin(Math.PI * 2 * t)));
        }
      });
    });
    const lines = step.wins.filter((win) => win.kind === "line");
    this.drawCells(step.wins.filter((win) => win.kind !== "line"));
    if (lines.length > 0) this.cycle = { wins: lines, index: -1, next: this.host.now() };
  }

  private rowHeight(reel: number): number {
    const rows = Math.max(1, (this.strips.reels[reel]?.cells.length ?? 2) - 1);
    return (this.layout?.window.height ?? 0) / rows;
  }

  /** Ways, clusters, scatters and coins: a glowing plate behind each cell of the win. */
  private drawCells(wins: DemoWin[]) {
    for (const win of wins)
      for (const [reel, row] of win.positions) this.drawPlate(reel, row, this.rowHeight(reel), winPlate);
  }

  /** All lines together first, then each line by itself, round and round while the wins show. */
  private nextLine() {
    const cycle = this.cycle;
    const layout = this.layout;
    if (!cycle || !layout) return;
    cycle.index = cycle.index + 1 >= cycle.wins.length ? (cycle.wins.length > 1 ? -1 : 0) : cycle.index + 1;
    cycle.next = this.host.now() + (cycle.index === -1 ? 900 : 700);
    const shown = cycle.index === -1 ? cycle.wins : [cycle.wins[cycle.index] as DemoWin];
    const { window: box, reelWidth } = layout;
    this.lines.clear();
    for (const win of shown) {
      const points = [...win.positions]
        .sort((a, b) => a[0] - b[0])
        .map(([reel, row]) => ({
          x: box.x + (reel + 0.5) * reelWidth,
          y: box.y + (row + 0.5) * this.rowHeight(reel),
        }));
      const first = points[0];
      if (!first) continue;
      const colour = lineColours[(win.line ?? 0) % lineColours.length] ?? 0xffd54a;
      for (const [width, alpha] of [
        [12, 0.25],
        [5, 1],
      ] as const) {
        this.lines.moveTo(box.x, first.y);
        for (const point of points) this.lines.lineTo(point.x, point.y);
        this.lines.lineTo(box.x + box.width, points.at(-1)?.y ?? first.y);
        this.lines.stroke({ width, color: colour, alpha, cap: "round", join: "round" });
      }
    }
  }

  /** No wins on show: paylines gone, every cell lit again, the held cells back on their plates. */
  clear() {
    this.cycle = null;
    this.lines.clear();
    this.drawLocks();
    for (const reel of this.strips.reels)
      for (const cell of reel.cells) {
        cell.view.alpha = 1;
        cell.view.scale.set(1);
      }
  }
}
