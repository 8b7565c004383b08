import { Container, Graphics } from "pixi.js";
import type { MatrixReading, Position } from "./crash-matrices";
import type { Box } from "./stage-layout";

/** Terminal green on a near-black panel: the game's hacker theme, apart from the gold of other features. */
const signal = 0x39ff88;
const panelColour = 0x02140c;
/** The share of a screen's landing spent flashing a collected coin before it leaves for the tally. */
const flashShare = 0.3;

/**
 * Hacker Crash's matrices on the reel window: a terminal panel under the symbols with a grid of the
 * matrix's positions (5 x 5 for Scatter Crash, 5 x 3 for Server Crash), a scan line that sweeps it as a
 * screen lands, and over the symbols the positions' states. Scatter Crash's scatters lock with a ring
 * that closes onto their position and stays lit; Server Crash's coins flash and fly as packets into the
 * tally's bar. The panel and the locked rims are drawn when a screen shows, and a frame redraws only the
 * fresh positions (at most one matrix's worth), so landing allocates little. No words: the respins left
 * and the tally are in the DOM beside the canvas.
 */
export class CrashMatrix {
  /** Goes under the reels: the panel and its grid. */
  readonly under = new Container();
  /** Goes over the reels: locked rims, the scan line and the fresh positions. */
  readonly over = new Container();
  private panel = new Graphics();
  private rims = new Graphics();
  private scan = new Graphics();
  private fresh = new Graphics();
  private box: Box = { x: 0, y: 0, width: 0, height: 0 };
  private target = { x: 0, y: 0 };
  /** Height of the scan line's band. */
  private band = 6;
  private reading: MatrixReading | null = null;
  /** Rows of each reel on the screen on show. */
  private rows: number[] = [];

  constructor() {
    this.under.addChild(this.panel);
    this.over.addChild(this.rims, this.scan, this.fresh);
    this.under.visible = false;
    this.over.visible = false;
  }

  /** Places the matrix on the reel window; `target` is where collected coins go (the tally's bar). */
  layout(window: Box, target: { x: number; y: number }) {
    this.box = window;
    this.target = target;
    if (this.reading) this.draw();
  }

  /** Shows `reading` on a screen of `rows` rows per reel, its fresh positions not landed yet. */
  show(reading: MatrixReading, rows: readonly number[]) {
    this.reading = reading;
    this.rows = [...rows];
    this.draw();
    this.under.visible = true;
    this.over.visible = true;
    this.fade(1);
    this.land(0);
  }

  /** The screen's fresh positions `t` (0 to 1) of the way through landing; at 1 they rest. */
  land(t: number) {
    const reading = this.reading;
    this.fresh.clear();
    this.scan.visible = t > 0 && t < 1;
    this.scan.y = this.box.y + (this.box.height - this.band) * t;
    if (!reading) return;
    for (const position of reading.fresh) {
      const cell = this.cell(position);
      if (reading.kind === "lock") this.lockRing(cell, t);
      else this.packet(cell, t);
    }
  }

  /** Fades the whole matrix, `alpha` 0 to 1: it powers up from dark, and fades when the feature ends. */
  fade(alpha: number) {
    this.under.alpha = alpha;
    this.over.alpha = alpha;
  }

  hide() {
    this.reading = null;
    this.under.visible = false;
    this.over.visible = false;
  }

  get showing(): boolean {
    return this.under.visible;
  }

  /** The matrix on show, by its feature's name (for the canvas's `data-effect`). */
  get name(): string | null {
    return this.reading?.name ?? null;
  }

  private cell([reel, row]: Position): Box {
    const width = this.box.width / Math.max(1, this.rows.length);
    const height = this.box.height / Math.max(1, this.rows[reel] ?? 1);
    return { x: this.box.x + reel * width, y: this.box.y + row * height, width, height };
  }

  private draw() {
    const reading = this.reading;
    const { x, y, width, height } = this.box;
    this.panel.clear().roundRect(x, y, width, height, 10).fill({ color: panelColour, alpha: 0.82 });
    const reels = Math.max(1, this.rows.length);
    for (let reel = 1; reel < reels; reel++)
      this.panel.moveTo(x + (width * reel) / reels, y).lineTo(x + (width * reel) / reels, y + height);
    const rows = Math.max(1, ...this.rows);
    for (let row = 1; row < rows; row++)
      this.panel.moveTo(x, y + (height * row) / rows).lineTo(x + width, y + (height * row) / rows);
    this.panel
      .stroke({ width: 1, color: signal, alpha: 0.28 })
      .roundRect(x, y, width, height, 10)
      .stroke({ width: 2, color: signal, alpha: 0.6 });
    this.rims.clear();
    if (reading?.kind === "lock") {
      const fresh = new Set(reading.fresh.map(([reel, row]) => `${reel}:${row}`));
      for (const position of reading.filled)
        if (!fresh.has(`${position[0]}:${position[1]}`)) this.rim(this.rims, this.cell(position), 1);
    }
    const band = Math.max(6, height * 0.08);
    this.band = band;
    this.scan
      .clear()
      .rect(x, 0, width, band)
      .fill({ color: signal, alpha: 0.14 })
      .rect(x, band - 2, width, 2)
      .fill({ color: signal, alpha: 0.55 });
  }

  /** A locked position's lit rim. */
  private rim(graphics: Graphics, cell: Box, alpha: number) {
    graphics
      .roundRect(cell.x + 3, cell.y + 3, cell.width - 6, cell.height - 6, 8)
      .fill({ color: signal, alpha: 0.1 * alpha })
      .stroke({ width: 2.5, color: signal, alpha: 0.9 * alpha });
  }

  /** A scatter locking: a ring closes from outside onto its position, flashes and stays as its rim. */
  private lockRing(cell: Box, t: number) {
    const eased = 1 - (1 - t) ** 3;
    const spread = (1 - eased) * Math.min(cell.width, cell.height) * 0.35;
    this.fresh
      .roundRect(
        cell.x + 3 - spread,
        cell.y + 3 - spread,
        cell.width - 6 + 2 * spread,
        cell.height - 6 + 2 * spread,
        10,
      )
      .stroke({ width: 3, color: signal, alpha: Math.min(1, t * 3) });
    if (t > 0)
      this.fresh.rect(cell.x, cell.y, cell.width, cell.height).fill({ color: signal, alpha: 0.35 * (1 - t) });
    if (t >= 1) this.rim(this.fresh, cell, 1);
  }

  /** A coin collected: its position flashes, then a packet of light arcs into the tally. */
  private packet(cell: Box, t: number) {
    if (t >= 1) return;
    const flash = Math.min(1, t / flashShare);
    this.fresh
      .rect(cell.x, cell.y, cell.width, cell.height)
      .fill({ color: signal, alpha: 0.3 * (1 - flash) });
    if (t < flashShare) return;
    const travel = (t - flashShare) / (1 - flashShare);
    const eased = travel * travel * (3 - 2 * travel);
    const from = { x: cell.x + cell.width / 2, y: cell.y + cell.height / 2 };
    // A curve that rises out of the window before it drops into the bar.
    const lift = Math.min(cell.width, cell.height) * 0.8;
    const x = from.x + (this.target.x - from.x) * eased;
    const y = from.y + (this.target.y - from.y) * eased - lift * Math.sin(Math.PI * eased);
    const radius = Math.max(3, Math.min(cell.width, cell.height) * 0.09) * (1 - 0.4 * eased);
    this.fresh
      .circle(x, y, radius)
      .fill({ color: 0xeafff2 })
      .stroke({ width: radius, color: signal, alpha: 0.4 });
  }
}
