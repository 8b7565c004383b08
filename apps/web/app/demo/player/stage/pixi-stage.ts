/**
 * The player's WebGL stage on PixiJS 8 (decision 34): over the game's backdrop, logo and reel frame from
 * the art pipeline (DOM layers under the canvas: scenery.ts), reels that spin as strips, stop left to right with a settle, cascade, lock Hold &
 * Win cells and show wins, all driven by the round's steps that the API returned. Loaded only by the
 * player page's stage (a dynamic import), so no other page carries the renderer.
 */
import type { DemoEvent, DemoStep, DemoWinTier } from "@quillspin/contracts";

type DemoWin = DemoStep["wins"][number];

import {
  Application,
  Assets,
  BlurFilter,
  Container,
  Graphics,
  isWebGLSupported,
  Rectangle,
  Sprite,
  Text,
  type Texture,
} from "pixi.js";
// The site's Content-Security-Policy forbids eval: this swaps Pixi's generated shader code for
// functions written out in advance.
import "pixi.js/unsafe-eval";
import { funMoney, type PlayerMoney } from "../money";
import type { StageArt, WheelFace } from "../player-game";
import { symbolArt } from "../symbol-art";
import { anticipationFrom } from "./anticipation";
import { ExpandingWilds } from "./expanding-wilds";
import { expandMs, rowRevealed } from "./expansion";
import { type FeatureEffects, featureEffects, noEffects } from "./feature-effects";
import { FortuneWheel } from "./fortune-wheel";
import { MeterBar } from "./meter-bar";
import { StageScenery } from "./scenery";
import { type StageLayout, stageLayout } from "./stage-layout";
import { StickyWilds } from "./sticky-wilds";
import { type WheelStop, wheelStopOf } from "./wheel-landing";
import { WinBanner } from "./win-banner";
import { countedAmount, countShare } from "./win-count";

/** What the stage shows: React hands it the player's state on every change and the stage animates the difference. */
export interface StageScene {
  /** Changes whenever a new screen (step) lands. */
  key: string;
  step: DemoStep;
  previous: DemoStep | null;
  /** The player waits for the server: every reel spins. */
  spinning: boolean;
  /** The screen's wins are on show. */
  showWins: boolean;
  /** Time the screen's landing takes before its wins show, in ms. */
  travelMs: number;
  /** Time each reel after a near-trigger spins on, in ms. */
  anticipationMs: number;
  reducedMotion: boolean;
  bet: number;
  /** The session's money: the coin values and the banner's count are shown in it. */
  money: PlayerMoney;
  /** The events placed on the screen: expanding and sticky wilds, a collector's bar or meter. */
  events: readonly DemoEvent[];
  /** The feature intro on show (a wheel's spins the wheel), null otherwise. */
  intro: DemoEvent | null;
  /** How long the intro shows, in ms: a wheel spins for most of it and rests lit on its stop. */
  introMs: number;
  /**
   * The Big, Super or Mega Win banner on show, with its words and the win it counts up to over its
   * `ms`; null otherwise. The round's timeline gives one only to a win above the stake.
   */
  banner: { tier: DemoWinTier; words: string; amount: number; ms: number } | null;
}

export interface StageOptions {
  slug: string;
  art: StageArt;
  /** Symbol art files of the game (the paytable's), for the strips that pass while reels spin. */
  files: readonly string[];
  /** Reel heights of the game at rest: the window keeps this shape. */
  heights: readonly number[];
  /** The game's fortune wheels as painted. */
  wheels: readonly WheelFace[];
}

const symbolSrc = (slug: string, file: string, density: number) =>
  `/images/games/${slug}/symbols/${file}${density > 1 ? "@2x" : ""}.webp`;

/** Easing of the stop: past the mark by a fraction of a row, then back. */
const settle = (t: number) => Math.sin(Math.PI * t) * (1 - t) * 0.5;
const easeOutBack = (t: number) => 1 + 2.2 * (t - 1) ** 3 + 1.2 * (t - 1) ** 2;

type ReelMode = "rest" | "spinning" | "stopping" | "settling";

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

interface Cell {
  view: Container;
  sprite: Sprite;
  label: Text | null;
  key: string;
}

interface Reel {
  container: Container;
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

interface Tween {
  start: number;
  ms: number;
  update: (t: number) => void;
  done?: () => void;
}

export class PixiStage {
  private app = new Application();
  private layout!: StageLayout;
  private scenery: StageScenery | null = null;
  private reelLayer = new Container();
  private mask = new Graphics();
  private locks = new Graphics();
  private lines = new Graphics();
  private glow = new Graphics();
  private expanding = new ExpandingWilds();
  private sticky = new StickyWilds();
  private meter = new MeterBar();
  private wheel = new FortuneWheel();
  private winBanner = new WinBanner();
  /** Which banner shows ("" for none): a scene that changes for another reason keeps its count going. */
  private bannerKey = "";
  private reels: Reel[] = [];
  private textures = new Map<string, Texture>();
  private blurred = new Map<string, Texture>();
  private tweens: Tween[] = [];
  private clock = 0;
  private scene: StageScene | null = null;
  private density = 1;
  private fillers: string[] = [];
  private winCycle: { wins: DemoWin[]; index: number; next: number } | null = null;
  private observer: ResizeObserver | null = null;
  /** The features of the screen on show (carried from screen to screen within a round). */
  private effects: FeatureEffects = noEffects;
  /** The wheel on show, from the intro on show. */
  private wheelStop: WheelStop | null = null;

  private constructor(
    private host: HTMLElement,
    private options: StageOptions,
  ) {}

  static supported(): boolean {
    return isWebGLSupported();
  }

  /** Starts the renderer in `host`; throws when WebGL cannot start. */
  static async create(host: HTMLElement, options: StageOptions, first: StageScene): Promise<PixiStage> {
    const stage = new PixiStage(host, options);
    try {
      await stage.start(first);
    } catch (error) {
      // The DOM grid takes over the stage: no scenery may be left behind it.
      stage.scenery?.destroy();
      throw error;
    }
    return stage;
  }

  private async start(first: StageScene) {
    this.density = Math.min(2, Math.max(1, window.devicePixelRatio || 1));
    // Images decode on the page: the Content-Security-Policy allows no blob: workers.
    Assets.setPreferences({ preferWorkers: false });
    await this.app.init({
      preference: "webgl",
      backgroundAlpha: 0,
      antialias: true,
      resolution: this.density,
      autoDensity: true,
      width: Math.max(1, this.host.clientWidth),
      height: Math.max(1, this.host.clientHeight),
      // The browser tests read the canvas between frames.
      preserveDrawingBuffer: true,
    });
    const { art, files } = this.options;
    const keys = new Set([...files, ...(first.step.grid ?? []).flat().filter(Boolean)]);
    this.scenery = new StageScenery(this.host, art, this.density);
    await Promise.all([...[...keys].map((key) => this.texture(key)), this.scenery.loaded()]);
    // Strips pass the game's ordinary symbols most of the time, its specials now and then.
    this.fillers = files.flatMap((file) =>
      /scatter|bonus|coin|wild|cash|collector/.test(file) ? [file] : [file, file, file],
    );
    this.app.stage.addChild(
      this.locks,
      this.reelLayer,
      this.mask,
      this.expanding.view,
      this.sticky.view,
      this.glow,
      this.lines,
      this.meter.view,
      this.wheel.view,
      this.winBanner.view,
    );
    this.reelLayer.mask = this.mask;
    this.host.appendChild(this.app.canvas);
    this.app.canvas.setAttribute("aria-hidden", "true");
    this.build(first.step.grid ?? []);
    this.scene = first;
    this.layoutAll();
    this.observer = new ResizeObserver(() => this.resize());
    this.observer.observe(this.host);
    this.app.ticker.add((ticker) => this.tick(ticker.deltaMS));
  }

  /**
   * Draws frames again after a change: the stage renders only while something moves, so a player
   * resting between rounds costs the phone's battery (and a shared machine's cores) nothing.
   */
  private wake() {
    if (this.app.ticker.started) return;
    this.app.ticker.start();
    this.app.canvas.dataset.drawing = "true";
  }

  /** No frames until the next change; the frame of this tick still renders (its listener runs after ours). */
  private sleep() {
    this.app.ticker.stop();
    this.app.canvas.dataset.drawing = "false";
  }

  /** Reels turning, a tween running or paylines cycling: the stage needs its next frame. */
  private moving(): boolean {
    return (
      this.tweens.length > 0 || this.winCycle !== null || this.reels.some((reel) => reel.mode !== "rest")
    );
  }

  destroy() {
    this.observer?.disconnect();
    this.app.destroy({ removeView: true }, { children: true });
    this.scenery?.destroy();
    for (const texture of this.blurred.values()) texture.destroy(true);
  }

  /** The reel window in CSS pixels of the host, for tests and the DOM around the canvas. */
  windowBox() {
    return { ...this.layout.window, reels: this.reels.length };
  }

  private resize() {
    const width = Math.max(1, this.host.clientWidth);
    const height = Math.max(1, this.host.clientHeight);
    this.app.renderer.resize(width, height);
    this.layoutAll();
    this.wake();
  }

  private fileOf(key: string): string | null {
    const art = symbolArt(this.options.slug, key);
    return art.kind === "image" ? art.file : null;
  }

  private async texture(key: string): Promise<Texture | null> {
    const file = this.fileOf(key);
    if (!file) return null;
    const known = this.textures.get(file);
    if (known) return known;
    const texture = await Assets.load<Texture>(symbolSrc(this.options.slug, file, this.density));
    this.textures.set(file, texture);
    return texture;
  }

  /** A vertically blurred copy of a symbol, drawn once, for the strips at full speed. */
  private blurredTexture(file: string): Texture | null {
    const known = this.blurred.get(file);
    if (known) return known;
    const source = this.textures.get(file);
    if (!source) return null;
    const sprite = new Sprite(source);
    sprite.filters = [new BlurFilter({ strengthX: 0, strengthY: 14, quality: 2 })];
    const texture = this.app.renderer.generateTexture({
      target: sprite,
      frame: new Rectangle(0, 0, source.width, source.height),
      resolution: 1,
    });
    sprite.destroy();
    this.blurred.set(file, texture);
    return texture;
  }

  private build(grid: string[][]) {
    this.reelLayer.removeChildren();
    this.reels = this.options.heights.map((height, index) => {
      const container = new Container();
      this.reelLayer.addChild(container);
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

  private filler(): string {
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

  private setKey(cell: Cell, key: string, blur: boolean, value = 0) {
    cell.key = key;
    const file = this.fileOf(key);
    if (!file) {
      cell.sprite.visible = false;
    } else {
      const texture = blur ? this.blurredTexture(file) : this.textures.get(file);
      cell.sprite.visible = true;
      if (texture) cell.sprite.texture = texture;
      else
        void this.texture(key).then((loaded) => {
          if (loaded && cell.key === key) cell.sprite.texture = loaded;
          this.sizeCell(cell);
          this.wake();
        });
    }
    const art = symbolArt(this.options.slug, key);
    const text =
      art.kind === "image"
        ? [
            art.badge,
            value > 0
              ? art.values === "multiplier"
                ? `x${value}`
                : (this.scene?.money ?? funMoney).figure(
                    (this.scene?.money ?? funMoney).times(this.scene?.bet ?? 1, value),
                  )
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

  private cellSize(reel: number) {
    const rows = Math.max(1, (this.reels[reel]?.cells.length ?? 2) - 1);
    const rowHeight = this.layout.window.height / rows;
    return { rowHeight, size: Math.min(this.layout.reelWidth, rowHeight) * 0.94 };
  }

  private sizeCell(cell: Cell) {
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

  private layoutAll() {
    const width = this.app.screen.width;
    const height = this.app.screen.height;
    this.layout = stageLayout(width, height, this.options.heights);
    const box = this.layout.window;
    this.scenery?.layout(this.layout);
    this.mask.clear().rect(box.x, box.y, box.width, box.height).fill({ color: 0xffffff });
    this.reels.forEach((reel, index) => {
      reel.container.position.set(box.x + index * this.layout.reelWidth, box.y);
      for (const cell of reel.cells) this.sizeCell(cell);
      this.placeCells(index);
    });
    this.drawLocks();
    this.expanding.layout(
      box,
      this.layout.reelWidth,
      this.reels.map((reel) => reel.cells.length - 1),
    );
    this.meter.layout(this.layout.frame);
    this.wheel.layout(width, height, box);
    this.winBanner.layout(width, height);
    if (this.sticky.showing) this.holdSticky(false);
    if (this.scene?.showWins && this.reels.every((reel) => reel.mode === "rest"))
      this.presentWins(this.scene.step);
    const round = (value: number) => Math.round(value);
    this.host.dataset.window = [box.x, box.y, box.width, box.height, this.reels.length].map(round).join(" ");
  }

  private placeCells(index: number) {
    const reel = this.reels[index];
    if (!reel) return;
    const { rowHeight } = this.cellSize(index);
    reel.cells.forEach((cell, row) => {
      cell.view.position.set(this.layout.reelWidth / 2, (row - 1) * rowHeight + reel.offset + rowHeight / 2);
    });
  }

  /** React's state changed: start spins, land screens and show wins as the difference asks. */
  update(next: StageScene) {
    const previous = this.scene;
    this.scene = next;
    this.wake();
    const banner = next.banner;
    const bannerKey = banner ? `${banner.tier}:${banner.amount}:${banner.ms}` : "";
    if (bannerKey !== this.bannerKey) {
      this.bannerKey = bannerKey;
      this.showBanner(next);
    }
    if (next.intro !== (previous?.intro ?? null)) {
      this.wheelStop = wheelStopOf(next.intro, this.options.wheels);
      this.showWheel(next);
    }
    if (next.spinning && !previous?.spinning) this.spinAll(next.reducedMotion);
    if (next.key !== previous?.key) {
      // A round's first screen comes without a previous step: nothing carries over into it.
      this.effects = featureEffects(next.step, next.events, next.previous === null ? null : this.effects);
      this.expanding.clear();
      // Sticky wilds hold from screen to screen until a screen without them (the round is over).
      if (this.effects.sticky.length === 0) this.sticky.clear();
      this.showMeter(next);
      this.land(next, previous);
      // The wins show once the screen has landed (after the reels that anticipate and the wilds that
      // expand, too); the new sticky wilds lock then.
      const near = anticipationFrom(next.step);
      const landing =
        next.key === "idle" || next.reducedMotion
          ? 0
          : next.travelMs +
            (near === null ? 0 : (this.reels.length - near) * next.anticipationMs) +
            (this.effects.expanding.length > 0 ? this.expandTime() : 0);
      this.clearWins();
      this.markEffects();
      this.tween(
        landing,
        () => {},
        () => {
          if (this.scene?.key !== next.key) return;
          if (this.effects.sticky.length > 0) this.holdSticky(!next.reducedMotion);
          if (this.scene.showWins) this.presentWins(this.scene.step);
        },
      );
    } else if (next.showWins !== previous?.showWins) {
      if (next.showWins) this.presentWins(next.step);
      else this.clearWins();
    } else if (!next.spinning && previous?.spinning) {
      // The round never came (a refused or failed spin): the reels stop on what they showed.
      if (next.reducedMotion) this.reelLayer.alpha = 1;
      else this.stopReels({ ...next, travelMs: 500 }, true);
    }
  }

  private spinAll(reducedMotion: boolean) {
    this.clearWins();
    // A new round: the last one's expanded reels and held wilds go back to their symbols.
    this.expanding.clear();
    this.sticky.clear();
    this.markEffects();
    if (reducedMotion) {
      // No motion: the reels dim while the server answers, then the new screen fades in.
      this.tween(150, (t) => {
        this.reelLayer.alpha = 1 - 0.45 * t;
      });
      return;
    }
    this.reels.forEach((reel, index) => {
      reel.mode = "spinning";
      reel.queue = [];
      reel.slowed = false;
      // Each reel starts a beat after the one on its left, with a small pull upwards first.
      reel.stopAt = Number.POSITIVE_INFINITY;
      reel.speed = -2 - index * 0.4;
    });
  }

  private land(scene: StageScene, before: StageScene | null) {
    const { step, previous } = scene;
    const grid = step.grid;
    if (!grid) return;
    if (scene.key === "idle") return this.restOn(grid, step);
    if (scene.reducedMotion) {
      this.restOn(grid, step);
      this.reelLayer.alpha = 0;
      this.tween(Math.min(200, scene.travelMs), (t) => {
        this.reelLayer.alpha = t;
      });
      // Without motion an expanding wild's pillar fades in over its reel rather than growing.
      for (const reel of this.effects.expanding) {
        this.expanding.fadeIn(reel, 0);
        this.tween(Math.min(200, scene.travelMs), (t) => {
          if (this.scene?.key === scene.key) this.expanding.fadeIn(reel, t);
        });
      }
      this.markEffects();
      return;
    }
    if (step.phase === "cascade" && previous?.grid) return this.cascade(scene, previous);
    if (step.phase === "respin" && previous?.grid) return this.respin(scene, previous);
    if (step.phase === "bonus") return this.restOn(grid, step);
    this.stopReels(scene, before?.spinning ?? false);
  }

  /** Shows `grid` at once, every reel at rest. */
  private restOn(grid: string[][], step: DemoStep) {
    this.reelLayer.alpha = 1;
    this.reels.forEach((reel, index) => {
      const column = grid[index] ?? [];
      this.resizeReel(index, column.length);
      reel.mode = "rest";
      reel.offset = 0;
      reel.target = column;
      reel.cells.forEach((cell, row) => {
        cell.view.alpha = 1;
        cell.view.scale.set(1);
        this.setKey(
          cell,
          row === 0 ? this.filler() : (column[row - 1] ?? ""),
          false,
          step.values?.[index]?.[row - 1] ?? 0,
        );
      });
      this.placeCells(index);
    });
    this.drawLocks();
  }

  /** The reel's cells for `rows` symbols (FlexiWays reels change height from spin to spin). */
  private resizeReel(index: number, rows: number) {
    const reel = this.reels[index];
    if (!reel || rows < 1 || reel.cells.length === rows + 1) return;
    while (reel.cells.length > rows + 1) reel.cells.pop()?.view.destroy({ children: true });
    while (reel.cells.length < rows + 1) reel.cells.push(this.newCell(reel.container, this.filler()));
    for (const cell of reel.cells) this.sizeCell(cell);
  }

  /** Stops the spinning reels left to right on the step's grid (spinning them up first if they rest). */
  private stopReels(scene: StageScene, wasSpinning: boolean) {
    const grid = scene.step.grid ?? [];
    const reels = this.reels.length;
    const lead = wasSpinning ? 0 : Math.min(220, scene.travelMs * 0.25);
    if (!wasSpinning) this.spinAll(false);
    const settleMs = Math.min(160, scene.travelMs * 0.2);
    const stopTravel = Math.min(240, scene.travelMs * 0.3);
    const stagger = Math.max(
      0,
      Math.min(150, (scene.travelMs - lead - stopTravel - settleMs) / Math.max(1, reels - 1)),
    );
    const near = anticipationFrom(scene.step);
    this.reels.forEach((reel, index) => {
      const column = grid[index] ?? [];
      const waiting = near !== null && index >= near ? (index - near + 1) * scene.anticipationMs : 0;
      reel.target = column;
      reel.stopAt = this.clock + lead + index * stagger + waiting;
      reel.top = Math.max(16, (column.length + 1) / (stopTravel / 1000));
      if (reel.mode === "rest") reel.mode = "spinning";
    });
    if (near !== null) this.anticipate(near, scene);
  }

  /** The reels still to stop after a near-trigger glow and slow down until their turn. */
  private anticipate(from: number, scene: StageScene) {
    const { window: box, reelWidth } = this.layout;
    const until = this.clock + (this.reels.length - from) * scene.anticipationMs + 600;
    const end = until - this.clock;
    this.tween(
      end,
      (t) => {
        this.glow.clear();
        const pulse = 0.35 + 0.25 * Math.sin(t * end * 0.012);
        for (let index = from; index < this.reels.length; index++) {
          const reel = this.reels[index];
          if (!reel || reel.mode === "rest") continue;
          reel.slowed = true;
          this.glow
            .roundRect(box.x + index * reelWidth + 2, box.y + 2, reelWidth - 4, box.height - 4, 10)
            .stroke({ width: 5, color: 0xffd86b, alpha: pulse });
        }
      },
      () => this.glow.clear(),
    );
  }

  private tick(deltaMs: number) {
    const ms = Math.min(deltaMs, 50);
    this.clock += ms;
    for (const tween of [...this.tweens]) {
      const t = Math.min(1, (this.clock - tween.start) / tween.ms);
      tween.update(t);
      if (t >= 1) {
        this.tweens.splice(this.tweens.indexOf(tween), 1);
        tween.done?.();
      }
    }
    for (const [index, reel] of this.reels.entries()) this.tickReel(reel, index, ms);
    if (this.winCycle && this.clock >= this.winCycle.next) this.nextLine();
    if (!this.moving()) this.sleep();
  }

  private tickReel(reel: Reel, index: number, ms: number) {
    if (reel.mode === "rest") return;
    const { rowHeight } = this.cellSize(index);
    if (reel.mode === "settling") {
      const t = Math.min(1, (this.clock - reel.settleStart) / 170);
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
    if (reel.mode === "spinning" && this.clock >= reel.stopAt) {
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
        reel.settleStart = this.clock;
        reel.cells.forEach((cell, row) => {
          if (row > 0) this.setKey(cell, cell.key, false, this.scene?.step.values?.[index]?.[row - 1] ?? 0);
        });
        this.onReelStopped(index);
        break;
      }
      const key = reel.mode === "stopping" ? (reel.queue.shift() ?? this.filler()) : this.filler();
      this.setKey(bottom, key, blur && reel.mode !== "stopping");
    }
    if (reel.offset < 0) reel.offset = Math.max(reel.offset, -rows * 0.2);
    if (!blur) for (const cell of reel.cells) if (cell.key && this.fileOf(cell.key)) this.unblur(cell);
    this.placeCells(index);
  }

  private unblur(cell: Cell) {
    const file = this.fileOf(cell.key);
    const sharp = file ? this.textures.get(file) : undefined;
    if (sharp && cell.sprite.texture !== sharp) {
      cell.sprite.texture = sharp;
      this.sizeCell(cell);
    }
  }

  /** Listeners for each stop (the sound of a reel landing). */
  onStop: ((reel: number) => void) | null = null;

  private onReelStopped(index: number) {
    this.onStop?.(index);
    if (this.scene && this.effects.expanding.includes(index)) this.expand(index, this.scene.key);
    if (this.reels.every((reel) => reel.mode === "rest" || reel.mode === "settling")) {
      this.glow.clear();
      this.drawLocks();
    }
  }

  /** Winning cells of the last screen burst, the rest fall, new symbols drop in from above. */
  private cascade(scene: StageScene, previous: DemoStep) {
    const grid = scene.step.grid ?? [];
    const gone = new Set(
      previous.wins.flatMap((win) => win.positions.map(([reel, row]) => `${reel}:${row}`)),
    );
    const vanish = Math.min(220, scene.travelMs * 0.35);
    const fall = Math.max(120, scene.travelMs - vanish - 60);
    const leaving = this.reels.flatMap((reel, index) =>
      reel.cells.filter((_, row) => row > 0 && gone.has(`${index}:${row - 1}`)),
    );
    this.tween(
      vanish,
      (t) => {
        for (const cell of leaving) {
          cell.view.alpha = 1 - t;
          cell.view.scale.set(1 + 0.25 * t);
        }
      },
      () => {
        this.reels.forEach((reel, index) => {
          const before = previous.grid?.[index] ?? [];
          const column = grid[index] ?? [];
          const kept = before.map((_, row) => row).filter((row) => !gone.has(`${index}:${row}`));
          const added = column.length - kept.length;
          this.resizeReel(index, column.length);
          const { rowHeight } = this.cellSize(index);
          // Where each cell of the new column comes from: a survivor's old row, or above the window.
          const from = column.map((_, row) => (row < added ? row - added - 0.5 : (kept[row - added] ?? row)));
          const survivorsMatch = column.every(
            (key, row) => row < added || before[kept[row - added] ?? -1] === key,
          );
          reel.mode = "rest";
          reel.offset = 0;
          reel.cells.forEach((cell, row) => {
            cell.view.alpha = 1;
            cell.view.scale.set(1);
            this.setKey(
              cell,
              row === 0 ? this.filler() : (column[row - 1] ?? ""),
              false,
              scene.step.values?.[index]?.[row - 1] ?? 0,
            );
          });
          this.placeCells(index);
          reel.cells.forEach((cell, row) => {
            if (row === 0) return;
            const target = cell.view.y;
            const start = survivorsMatch
              ? (from[row - 1] ?? 0) * rowHeight + rowHeight / 2
              : target - this.layout.window.height;
            if (start === target) return;
            cell.view.y = start;
            const delay = index * 25;
            this.tween(fall, (t) => {
              const local = Math.min(1, Math.max(0, (t * fall - delay) / (fall - delay)));
              cell.view.y = start + (target - start) * easeOutBack(local);
            });
          });
        });
      },
    );
  }

  /** Hold & Win: held cells stay lit, the others flicker through symbols and land. */
  private respin(scene: StageScene, previous: DemoStep) {
    const grid = scene.step.grid ?? [];
    const spin = Math.max(120, scene.travelMs * 0.7);
    this.reels.forEach((reel, index) => {
      const column = grid[index] ?? [];
      this.resizeReel(index, column.length);
      reel.mode = "rest";
      reel.offset = 0;
      this.placeCells(index);
      reel.cells.forEach((cell, row) => {
        if (row === 0) return;
        const key = column[row - 1] ?? "";
        const held = key !== "" && previous.grid?.[index]?.[row - 1] === key;
        const value = scene.step.values?.[index]?.[row - 1] ?? 0;
        if (held) {
          this.setKey(cell, key, false, value);
          return;
        }
        let swapped = 0;
        this.tween(
          spin,
          (t) => {
            const slot = Math.floor((t * spin) / 70);
            if (slot !== swapped) {
              swapped = slot;
              this.setKey(cell, this.filler(), true);
              cell.view.alpha = 0.55;
            }
          },
          () => {
            cell.view.alpha = 1;
            this.setKey(cell, key, false, value);
            if (key) this.tween(180, (t) => cell.view.scale.set(1 + 0.2 * Math.sin(Math.PI * t)));
          },
        );
      });
    });
    this.tween(
      spin,
      () => {},
      () => this.drawLocks(),
    );
    this.locks.clear();
  }

  /** Hold & Win coins and sticky features stand on a lit plate. */
  private drawLocks() {
    this.locks.clear();
    const step = this.scene?.step;
    if (!step || step.phase !== "respin" || !this.layout) return;
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
    this.locks
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

  /** Lights the winning cells, dims the rest and draws each line win's payline in turn. */
  private presentWins(step: DemoStep) {
    this.clearWins();
    if (step.wins.length === 0 || !this.layout) return;
    const winning = new Set(step.wins.flatMap((win) => win.positions.map(([reel, row]) => `${reel}:${row}`)));
    this.reels.forEach((reel, index) => {
      reel.cells.forEach((cell, row) => {
        if (row === 0) return;
        const lit = winning.has(`${index}:${row - 1}`);
        cell.view.alpha = lit ? 1 : 0.4;
        if (lit && !this.scene?.reducedMotion) {
          this.tween(700, (t) => cell.view.scale.set(1 + 0.08 * Math.sin(Math.PI * 2 * t)));
        }
      });
    });
    const lines = step.wins.filter((win) => win.kind === "line");
    this.drawCells(step.wins.filter((win) => win.kind !== "line"));
    if (lines.length > 0) this.winCycle = { wins: lines, index: -1, next: this.clock };
  }

  /** Ways, clusters, scatters and coins: a glowing plate behind each cell of the win. */
  private drawCells(wins: DemoWin[]) {
    if (!this.layout) return;
    const { window: box } = this.layout;
    for (const win of wins)
      for (const [reel, row] of win.positions) {
        const rowHeight = box.height / Math.max(1, (this.reels[reel]?.cells.length ?? 2) - 1);
        this.drawPlate(reel, row, rowHeight, winPlate);
      }
  }

  /** All lines together first, then each line by itself, round and round while the wins show. */
  private nextLine() {
    const cycle = this.winCycle;
    if (!cycle) return;
    cycle.index = cycle.index + 1 >= cycle.wins.length ? (cycle.wins.length > 1 ? -1 : 0) : cycle.index + 1;
    cycle.next = this.clock + (cycle.index === -1 ? 900 : 700);
    const shown = cycle.index === -1 ? cycle.wins : [cycle.wins[cycle.index] as DemoWin];
    const { window: box, reelWidth } = this.layout;
    this.lines.clear();
    const colours = [0xffd54a, 0x5fe3ff, 0xff6fb1, 0x8dff7a, 0xffa24a];
    for (const win of shown) {
      const points = [...win.positions]
        .sort((a, b) => a[0] - b[0])
        .map(([reel, row]) => {
          const rowHeight = box.height / Math.max(1, (this.reels[reel]?.cells.length ?? 2) - 1);
          return { x: box.x + (reel + 0.5) * reelWidth, y: box.y + (row + 0.5) * rowHeight };
        });
      const first = points[0];
      if (!first) continue;
      const colour = colours[(win.line ?? 0) % colours.length] ?? 0xffd54a;
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

  private clearWins() {
    this.winCycle = null;
    this.lines.clear();
    this.drawLocks();
    for (const reel of this.reels)
      for (const cell of reel.cells) {
        cell.view.alpha = 1;
        cell.view.scale.set(1);
      }
  }

  /** How long a wild takes to spread over its reel: the most `expandMs`, half a screen's travel in turbo. */
  private expandTime(): number {
    return Math.min(expandMs, (this.scene?.travelMs ?? expandMs) * 0.5);
  }

  /** The wild on reel `index` spreads over it: a pillar grows from the middle, the wilds brighten under it. */
  private expand(index: number, key: string) {
    const reel = this.reels[index];
    if (!reel) return;
    const rows = reel.cells.length - 1;
    const mine = () => this.scene?.key === key;
    this.tween(
      this.expandTime(),
      (t) => {
        if (!mine()) return;
        this.expanding.grow(index, t);
        reel.cells.forEach((cell, row) => {
          if (row > 0) cell.view.alpha = rowRevealed(row - 1, rows, t) ? 1 : 0.2;
        });
      },
      () => {
        if (mine()) for (const cell of reel.cells) cell.view.alpha = 1;
      },
    );
    this.expanding.grow(index, 0);
    this.markEffects();
  }

  /** Locks the screen's sticky wilds on their plates; the newly held ones pop as they lock. */
  private holdSticky(pop: boolean) {
    const scene = this.scene;
    if (!scene || !this.layout) return;
    const { window: box, reelWidth } = this.layout;
    const fresh = this.sticky.show(
      this.effects.sticky.map(([reel, row]) => {
        const rowHeight = box.height / Math.max(1, (this.reels[reel]?.cells.length ?? 2) - 1);
        const file = this.fileOf(scene.step.grid?.[reel]?.[row] ?? "");
        return {
          reel,
          row,
          box: {
            x: box.x + reel * reelWidth,
            y: box.y + row * rowHeight,
            width: reelWidth,
            height: rowHeight,
          },
          texture: (file && this.textures.get(file)) || null,
        };
      }),
    );
    this.markEffects();
    if (!pop) return;
    for (const sprite of fresh) {
      const base = sprite.scale.x;
      this.tween(260, (t) => sprite.scale.set(base * (1 + 0.3 * Math.sin(Math.PI * t))));
    }
  }

  /** The collector's bar or meter of the screen: it fills to its new reading as the screen lands. */
  private showMeter(scene: StageScene) {
    const reading = this.effects.meter;
    if (!reading) return this.meter.hide();
    this.meter.show(reading);
    if (reading.from === reading.value || scene.reducedMotion || scene.key === "idle") {
      this.meter.progress(1);
      return;
    }
    const delay = scene.travelMs;
    const fill = 650;
    this.tween(delay + fill, (t) => {
      if (this.scene?.key === scene.key)
        this.meter.progress(Math.max(0, (t * (delay + fill) - delay) / fill));
    });
  }

  /** The wheel of the intro on show spins onto its stop; without one, the last wheel fades away. */
  private showWheel(scene: StageScene) {
    const stop = this.wheelStop;
    const current = () => this.wheelStop === stop;
    if (!stop) {
      if (!this.wheel.showing) return;
      this.tween(
        scene.reducedMotion ? 120 : 220,
        (t) => {
          if (current()) this.wheel.fade(1 - t);
        },
        () => {
          if (!current()) return;
          this.wheel.hide();
          this.markEffects();
        },
      );
      return;
    }
    this.wheel.show(stop);
    this.markEffects();
    if (scene.reducedMotion) {
      // No spin: the wheel fades in already resting on its stop.
      this.wheel.spin(1);
      this.wheel.fade(0);
      this.tween(200, (t) => {
        if (current()) this.wheel.fade(t);
      });
      return;
    }
    this.tween(Math.max(300, scene.introMs * 0.7), (t) => {
      if (current()) this.wheel.spin(t);
    });
  }

  /** The tier banner of the scene pops in and counts the win up; without one, the last banner fades. */
  private showBanner(scene: StageScene) {
    const banner = scene.banner;
    const key = this.bannerKey;
    const current = () => this.bannerKey === key;
    if (!banner) {
      if (!this.winBanner.showing) return;
      this.tween(
        scene.reducedMotion ? 120 : 220,
        (t) => {
          if (current()) this.winBanner.fade(1 - t);
        },
        () => {
          if (!current()) return;
          this.winBanner.hide();
          this.markEffects();
        },
      );
      return;
    }
    this.winBanner.show(banner.tier, banner.words);
    this.markEffects();
    if (scene.reducedMotion) {
      // No motion: the banner fades in at rest, on the whole win.
      this.winBanner.still();
      this.winBanner.count(scene.money.format(banner.amount));
      this.winBanner.fade(0);
      this.tween(200, (t) => {
        if (current()) this.winBanner.fade(t);
      });
      return;
    }
    this.winBanner.count(scene.money.format(0));
    this.tween(banner.ms, (t) => {
      if (!current()) return;
      this.winBanner.pulse(t, banner.ms);
      this.winBanner.count(scene.money.format(countedAmount(t / countShare, banner.amount)));
    });
  }

  /** Names the feature effects on show on the canvas (`data-effect`), for tests and the DOM around it. */
  private markEffects() {
    this.app.canvas.dataset.effect = [
      this.expanding.showing && "expanding-wild",
      this.sticky.showing && "sticky-wilds",
      this.meter.showing && "meter",
      this.wheel.showing && "wheel",
      this.winBanner.showing && `${this.scene?.banner?.tier ?? ""}-win`,
    ]
      .filter(Boolean)
      .join(" ");
  }

  private tween(ms: number, update: (t: number) => void, done?: () => void) {
    this.tweens.push({ start: this.clock, ms: Math.max(1, ms), update, done });
    this.wake();
  }
}
