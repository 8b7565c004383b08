/**
 * The player's WebGL stage on PixiJS 8 (decision 34): over the game's backdrop, logo and reel frame from
 * the art pipeline (DOM layers under the canvas: scenery.ts), reels that spin as strips, stop left to
 * right with a settle, cascade, lock Hold & Win cells and show wins, all driven by the round's steps
 * that the API returned. Loaded only by the player page's stage (a dynamic import), so no other page
 * carries the renderer. This module plays the scenes back: it decides when reels spin, stop, cascade or
 * respin and when each effect shows; the strips move in reel-strips.ts, their art loads in
 * symbol-textures.ts, wins draw in win-presentation.ts and the layout is stage-layout.ts.
 */
import type { DemoEvent, DemoStep, DemoWinTier } from "@quillspin/contracts";

import { Application, Assets, Graphics, isWebGLSupported } from "pixi.js";
// The site's Content-Security-Policy forbids eval: this swaps Pixi's generated shader code for
// functions written out in advance.
import "pixi.js/unsafe-eval";
import { funMoney, type PlayerMoney } from "../money";
import type { StageArt, WheelFace } from "../player-game";
import type { SymbolFiles } from "../symbol-art";
import { CrashMatrix } from "./crash-matrix";
import { ExpandingWilds } from "./expanding-wilds";
import { expandMs, landedSpan, rowRevealed, spreadSpan, spreadTravelMs, stillFadeMs } from "./expansion";
import { type FeatureEffects, featureEffects, noEffects } from "./feature-effects";
import { FortuneWheel } from "./fortune-wheel";
import { inIdleTime } from "./idle-steps";
import { MeterBar } from "./meter-bar";
import { finishGpuWork, warmUnbatchedGraphics } from "./program-warmup";
import { type Cell, ReelStrips } from "./reel-strips";
import { ReelWindow } from "./reel-window";
import { StageScenery } from "./scenery";
import { type StageLayout, stageLayout } from "./stage-layout";
import { StickyWilds } from "./sticky-wilds";
import { SymbolTextures } from "./symbol-textures";
import { type WheelStop, wheelStopOf } from "./wheel-landing";
import { WinBanner } from "./win-banner";
import { countedAmount, countShare } from "./win-count";
import { WinPresentation } from "./win-presentation";

/** What the stage shows: React hands it the player's state on every change and the stage animates the difference. */
export interface StageScene {
  /** Changes whenever a new screen (step) lands. */
  key: string;
  step: DemoStep;
  previous: DemoStep | null;
  /** The first reel that spins on in anticipation of a feature, or null (anticipation.ts). */
  anticipation: number | null;
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
  /** The engine symbol keys whose picture has another file name. */
  symbolFiles: SymbolFiles;
  art: StageArt;
  /** Symbol art files of the game (the paytable's), for the strips that pass while reels spin. */
  files: readonly string[];
  /** Reel heights of the game at rest: the window keeps this shape. */
  heights: readonly number[];
  /** The game's fortune wheels as painted. */
  wheels: readonly WheelFace[];
}

const easeOutBack = (t: number) => 1 + 2.2 * (t - 1) ** 3 + 1.2 * (t - 1) ** 2;

/** An effect that fades in and out over the reels: the wheel, the banner, a matrix. */
interface Fading {
  readonly showing: boolean;
  fade(alpha: number): void;
  hide(): void;
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
  private glow = new Graphics();
  private expanding = new ExpandingWilds();
  private sticky = new StickyWilds();
  private meter = new MeterBar();
  private wheel = new FortuneWheel();
  private matrix = new CrashMatrix();
  private winBanner = new WinBanner();
  /** Which banner shows ("" for none): a scene that changes for another reason keeps its count going. */
  private bannerKey = "";
  private symbols!: SymbolTextures;
  private strips!: ReelStrips;
  private reelWindow!: ReelWindow;
  private presenter!: WinPresentation;
  private tweens: Tween[] = [];
  private clock = 0;
  private scene: StageScene | null = null;
  private density = 1;
  private observer: ResizeObserver | null = null;
  private stopPreparing: (() => void) | null = null;
  /** The features of the screen on show (carried from screen to screen within a round). */
  private effects: FeatureEffects = noEffects;
  /** The wheel on show, from the intro on show. */
  private wheelStop: WheelStop | null = null;

  private constructor(
    private host: HTMLElement,
    private options: StageOptions,
  ) {}

  private get reels() {
    return this.strips.reels;
  }

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
    // At most two canvas pixels per CSS pixel: a 3x phone would fill 2.25 times the pixels of 2x each
    // frame for a sharpness its screen shows little of, as the field's HTML5 clients cap it.
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
      // Kept between frames only where automation drives the browser (the browser tests and the bench
      // read the canvas's pixels after a frame); a player's GPU is spared the copy.
      preserveDrawingBuffer: navigator.webdriver === true,
    });
    const { art, files } = this.options;
    const keys = new Set([...files, ...(first.step.grid ?? []).flat().filter(Boolean)]);
    this.scenery = new StageScenery(this.host, art, this.density);
    this.reelWindow = new ReelWindow(this.density);
    this.symbols = new SymbolTextures(
      this.options.slug,
      this.options.symbolFiles,
      this.density,
      this.app.renderer,
    );
    await Promise.all([...[...keys].map((key) => this.symbols.load(key)), this.scenery.loaded()]);
    // Strips pass the game's ordinary symbols most of the time, its specials now and then.
    const fillers = files.flatMap((file) =>
      /scatter|bonus|coin|wild|cash|collector/.test(file) ? [file] : [file, file, file],
    );
    this.strips = new ReelStrips(this.symbols, fillers, {
      now: () => this.clock,
      bet: () => this.scene?.bet ?? 1,
      money: () => this.scene?.money ?? funMoney,
      values: () => this.scene?.step.values,
      stopped: (reel) => this.onReelStopped(reel),
      wake: () => this.wake(),
    });
    this.presenter = new WinPresentation(this.strips, {
      now: () => this.clock,
      tween: (ms, update) => this.tween(ms, update),
      // A crash matrix draws its own locked positions.
      lockedStep: () => (this.effects.matrix ? null : (this.scene?.step ?? null)),
    });
    this.app.stage.addChild(
      this.presenter.plates,
      this.matrix.under,
      this.reelWindow.view,
      this.expanding.view,
      this.sticky.view,
      this.matrix.over,
      this.glow,
      this.presenter.lines,
      this.meter.view,
      this.wheel.view,
      this.winBanner.view,
    );
    this.host.appendChild(this.app.canvas);
    this.app.canvas.setAttribute("aria-hidden", "true");
    this.strips.build(first.step.grid ?? [], this.options.heights);
    this.scene = first;
    this.layoutAll();
    this.observer = new ResizeObserver(() => this.resize());
    this.observer.observe(this.host);
    this.app.ticker.add((ticker) => this.tick(ticker.deltaMS));
    // What a round would otherwise first do on the GPU in its frames (upload the pictures, draw their
    // blurred copies, compile the programs), done in idle time while the player looks at the reels;
    // `data-prepared` says it is done (the bench waits for it, as a player looks before pressing Spin).
    const renderer = this.app.renderer;
    this.stopPreparing = inIdleTime(
      [...this.symbols.preparations(), () => warmUnbatchedGraphics(renderer)].map((step) => () => {
        step();
        finishGpuWork(renderer);
      }),
      () => {
        this.app.canvas.dataset.prepared = "true";
      },
    );
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
      this.tweens.length > 0 || this.presenter.cycling || this.reels.some((reel) => reel.mode !== "rest")
    );
  }

  destroy() {
    this.stopPreparing?.();
    this.observer?.disconnect();
    // Neither is in the app's tree: the strips are drawn into the window's texture, shown by its view.
    this.reelWindow?.destroy();
    this.strips?.layer.destroy({ children: true });
    this.app.destroy({ removeView: true }, { children: true });
    this.scenery?.destroy();
    this.symbols.destroy();
  }

  /**
   * The host changed size. A new canvas size reallocates WebGL's drawing buffer, which stalled the
   * frame 50-150 ms on SwiftShader; the gamble panel opening under the reels after a win and closing at
   * the next Spin made that two stalls a round. So a host that only grew shorter keeps its canvas, laid
   * out for the host and the rows below it clipped away (`overflow: hidden` on the host): the same
   * pixels on screen. Any other change (wider, narrower, taller than the canvas) resizes it.
   */
  private resize() {
    const width = Math.max(1, this.host.clientWidth);
    const height = Math.max(1, this.host.clientHeight);
    const canvas = this.app.screen;
    if (width !== canvas.width || height > canvas.height) this.app.renderer.resize(width, height);
    this.layoutAll();
    this.wake();
  }

  /** Lays everything out for the host's size (the canvas may be taller: `resize`). */
  private layoutAll() {
    const width = Math.max(1, this.host.clientWidth);
    const height = Math.max(1, this.host.clientHeight);
    this.layout = stageLayout(width, height, this.options.heights);
    const box = this.layout.window;
    this.scenery?.layout(this.layout);
    this.reelWindow.layout(box);
    this.strips.place(this.layout);
    this.presenter.place(this.layout);
    this.presenter.drawLocks();
    this.expanding.layout(
      box,
      this.layout.reelWidth,
      this.reels.map((reel) => reel.cells.length - 1),
    );
    this.meter.layout(this.layout.frame);
    this.matrix.layout(box, this.meter.centre);
    this.wheel.layout(width, height, box);
    this.winBanner.layout(width, height);
    if (this.sticky.showing) this.holdSticky(false);
    if (this.scene?.showWins && this.reels.every((reel) => reel.mode === "rest"))
      this.presenter.present(this.scene.step, this.scene.reducedMotion);
    const round = (value: number) => Math.round(value);
    this.host.dataset.window = [box.x, box.y, box.width, box.height, this.reels.length].map(round).join(" ");
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
      this.showMatrix(next);
      // The wins show once the screen has landed; the new sticky wilds lock then.
      this.presenter.clear();
      this.markEffects();
      this.tween(
        this.landingMs(next),
        () => {},
        () => {
          if (this.scene?.key !== next.key) return;
          if (this.effects.sticky.length > 0) this.holdSticky(!next.reducedMotion);
          if (this.scene.showWins) this.presenter.present(this.scene.step, this.scene.reducedMotion);
        },
      );
    } else if (!next.spinning && previous?.spinning) {
      // The round never came (a refused or failed spin): the reels stop on what they showed. Asked before
      // the wins below, which the same change shows again (they hide only while a spin waits): a failed
      // spin went on turning the reels for good when that came first. The last round's wins stay cleared.
      if (next.reducedMotion) this.reelWindow.view.alpha = 1;
      else this.stopReels({ ...next, travelMs: 500 }, true, next.step.grid ?? []);
    } else if (next.showWins !== previous?.showWins) {
      if (next.showWins) this.presenter.present(next.step, next.reducedMotion);
      else this.presenter.clear();
    }
  }

  /**
   * How long the screen takes to land before its wins show: the reels' travel, the reels that anticipate
   * and the wilds that spread; without motion, the fade in before a wild's reel turns wild.
   */
  private landingMs(scene: StageScene): number {
    if (scene.key === "idle") return 0;
    const expands = this.effects.expanding.length > 0;
    if (scene.reducedMotion) return expands ? this.stillLandingMs(scene) : 0;
    const near = scene.anticipation;
    return (
      scene.travelMs +
      (near === null ? 0 : (this.reels.length - near) * scene.anticipationMs) +
      (expands ? this.expandTime() : 0)
    );
  }

  private spinAll(reducedMotion: boolean) {
    this.presenter.clear();
    // A new round: the last one's expanded reels, held wilds and matrix go back to plain reels.
    this.expanding.clear();
    this.sticky.clear();
    this.matrix.hide();
    this.markEffects();
    if (reducedMotion) {
      // No motion: the reels dim while the server answers, then the new screen fades in.
      this.tween(150, (t) => {
        this.reelWindow.view.alpha = 1 - 0.45 * t;
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
      const fade = this.stillLandingMs(scene);
      const mine = () => this.scene?.key === scene.key;
      // The screen fades in as the reels stopped; once it is in, the reels a wild spread over turn wild
      // at once and the pillar fades in over them rather than growing.
      this.restOn(step.landed ?? grid, step);
      this.reelWindow.view.alpha = 0;
      this.tween(
        fade,
        (t) => {
          this.reelWindow.view.alpha = t;
        },
        () => {
          if (!mine()) return;
          for (const reel of this.effects.expanding) {
            this.restReel(reel, grid[reel] ?? [], step);
            this.expanding.fadeIn(reel, 0);
            this.tween(fade, (t) => {
              if (mine()) this.expanding.fadeIn(reel, t);
            });
          }
          this.markEffects();
        },
      );
      return;
    }
    if (step.phase === "cascade" && previous?.grid) return this.cascade(scene, previous);
    if (step.phase === "respin" && previous?.grid) return this.respin(scene, previous);
    if (step.phase === "bonus") return this.restOn(grid, step);
    // The reels stop as they landed; a wild spreads over its reel as that reel stops (`expand`).
    this.stopReels(scene, before?.spinning ?? false, step.landed ?? grid);
  }

  /** Shows `grid` at once, every reel at rest. */
  private restOn(grid: string[][], step: DemoStep) {
    this.reelWindow.view.alpha = 1;
    for (let index = 0; index < this.reels.length; index++) this.restReel(index, grid[index] ?? [], step);
    this.presenter.drawLocks();
  }

  /** Shows `column` on reel `index` at once, at rest. */
  private restReel(index: number, column: string[], step: DemoStep) {
    const reel = this.reels[index];
    if (!reel) return;
    this.strips.resizeReel(index, column.length);
    reel.mode = "rest";
    reel.offset = 0;
    reel.target = column;
    reel.cells.forEach((cell, row) => {
      cell.view.alpha = 1;
      cell.view.scale.set(1);
      this.strips.setKey(
        cell,
        row === 0 ? this.strips.filler() : (column[row - 1] ?? ""),
        false,
        step.values?.[index]?.[row - 1] ?? 0,
      );
    });
    this.strips.placeCells(index);
  }

  /** Stops the spinning reels left to right on `grid` (spinning them up first if they rest). */
  private stopReels(scene: StageScene, wasSpinning: boolean, grid: string[][]) {
    const reels = this.reels.length;
    const lead = wasSpinning ? 0 : Math.min(220, scene.travelMs * 0.25);
    if (!wasSpinning) this.spinAll(false);
    const settleMs = Math.min(160, scene.travelMs * 0.2);
    const stopTravel = Math.min(240, scene.travelMs * 0.3);
    const stagger = Math.max(
      0,
      Math.min(150, (scene.travelMs - lead - stopTravel - settleMs) / Math.max(1, reels - 1)),
    );
    const near = scene.anticipation;
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
    for (let index = 0; index < this.reels.length; index++) this.strips.tick(index, ms);
    this.presenter.tick();
    // Every frame the stage draws has this tick first (the app renders after its listeners).
    this.reelWindow.draw(this.app.renderer, this.strips.layer);
    if (!this.moving()) this.sleep();
  }

  /** Listeners for each stop (the sound of a reel landing). */
  onStop: ((reel: number) => void) | null = null;

  private onReelStopped(index: number) {
    this.onStop?.(index);
    if (this.scene && this.effects.expanding.includes(index)) this.expand(index, this.scene.key);
    if (this.reels.every((reel) => reel.mode === "rest" || reel.mode === "settling")) {
      this.glow.clear();
      this.presenter.drawLocks();
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
          this.strips.resizeReel(index, column.length);
          const { rowHeight } = this.strips.cellSize(index);
          // Where each cell of the new column comes from: a survivor's old row, or above the window.
          const from = column.map((_, row) => (row < added ? row - added - 0.5 : (kept[row - added] ?? row)));
          const survivorsMatch = column.every(
            (key, row) => row < added || before[kept[row - added] ?? -1] === key,
          );
          this.restReel(index, column, scene.step);
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
      this.strips.resizeReel(index, column.length);
      reel.mode = "rest";
      reel.offset = 0;
      this.strips.placeCells(index);
      reel.cells.forEach((cell, row) => {
        if (row === 0) return;
        const key = column[row - 1] ?? "";
        const held = key !== "" && previous.grid?.[index]?.[row - 1] === key;
        const value = scene.step.values?.[index]?.[row - 1] ?? 0;
        if (held) {
          this.strips.setKey(cell, key, false, value);
          return;
        }
        let swapped = 0;
        this.tween(
          spin,
          (t) => {
            const slot = Math.floor((t * spin) / 70);
            if (slot !== swapped) {
              swapped = slot;
              this.strips.setKey(cell, this.strips.filler(), true);
              cell.view.alpha = 0.55;
            }
          },
          () => {
            cell.view.alpha = 1;
            this.strips.setKey(cell, key, false, value);
            if (key) this.tween(180, (t) => cell.view.scale.set(1 + 0.2 * Math.sin(Math.PI * t)));
          },
        );
      });
    });
    this.tween(
      spin,
      () => {},
      () => this.presenter.drawLocks(),
    );
    this.presenter.plates.clear();
  }

  /** How long a wild takes to spread over its reel: the most `expandMs`, half a screen's travel in turbo. */
  private expandTime(): number {
    return spreadTravelMs(this.scene?.travelMs ?? expandMs);
  }

  /** Time the screen takes to fade in without motion, before a wild's reel turns wild. */
  private stillLandingMs(scene: StageScene): number {
    return stillFadeMs(scene.travelMs);
  }

  /**
   * The wild on reel `index`, stopped as it landed, spreads over it: a pillar grows from the rows it
   * landed on to the reel's ends, and each row turns wild as the pillar reaches it.
   */
  private expand(index: number, key: string) {
    const reel = this.reels[index];
    const step = this.scene?.step;
    if (!reel || !step) return;
    const rows = reel.cells.length - 1;
    const shown = step.grid?.[index] ?? [];
    const landed = step.landed?.[index];
    const from = landedSpan(landed, shown);
    const mine = () => this.scene?.key === key;
    const turnWild = (cell: Cell, row: number) => {
      const wild = shown[row - 1] ?? "";
      if (cell.key !== wild) this.strips.setKey(cell, wild, false, step.values?.[index]?.[row - 1] ?? 0);
    };
    this.tween(
      this.expandTime(),
      (t) => {
        if (!mine()) return;
        const span = spreadSpan(from, rows, t);
        this.expanding.grow(index, span);
        reel.cells.forEach((cell, row) => {
          if (row === 0) return;
          const revealed = rowRevealed(row - 1, span);
          if (landed) {
            if (revealed) turnWild(cell, row);
          } else {
            // A round stored before steps carried their landed screen stopped on the wilds already: the
            // rows the spread has not reached are dimmed instead.
            cell.view.alpha = revealed ? 1 : 0.2;
          }
        });
      },
      () => {
        if (!mine()) return;
        reel.cells.forEach((cell, row) => {
          cell.view.alpha = 1;
          if (row > 0) turnWild(cell, row);
        });
      },
    );
    this.expanding.grow(index, spreadSpan(from, rows, 0));
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
        const file = this.symbols.fileOf(scene.step.grid?.[reel]?.[row] ?? "");
        return {
          reel,
          row,
          box: {
            x: box.x + reel * reelWidth,
            y: box.y + row * rowHeight,
            width: reelWidth,
            height: rowHeight,
          },
          texture: (file && this.symbols.get(file)) || null,
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

  /**
   * Hacker Crash's matrix of the screen: it powers up on its first screen, then each screen's new
   * scatters lock (or coins fly to the tally) as the respin lands them; it fades once its feature ends.
   * Without motion it fades in, the positions already at rest.
   */
  private showMatrix(scene: StageScene) {
    const reading = this.effects.matrix;
    const mine = () => this.scene?.key === scene.key;
    if (!reading) return this.fadeOut(this.matrix, scene, mine);
    const opening = !this.matrix.showing;
    this.matrix.show(
      reading,
      (scene.step.grid ?? []).map((column) => column.length),
    );
    this.markEffects();
    if (scene.reducedMotion || scene.key === "idle") {
      this.matrix.land(1);
      if (opening) this.fadeIn(this.matrix, mine);
      return;
    }
    if (opening)
      this.tween(Math.max(150, scene.travelMs * 0.5), (t) => {
        if (mine()) this.matrix.fade(t);
      });
    // The respin flickers its empty positions for 70% of the travel (`respin`), then lands them.
    const delay = Math.max(120, scene.travelMs * 0.7);
    const landing = 650;
    this.tween(delay + landing, (t) => {
      if (mine()) this.matrix.land(Math.max(0, (t * (delay + landing) - delay) / landing));
    });
  }

  /** The wheel of the intro on show spins onto its stop; without one, the last wheel fades away. */
  private showWheel(scene: StageScene) {
    const stop = this.wheelStop;
    const current = () => this.wheelStop === stop;
    if (!stop) {
      return this.fadeOut(this.wheel, scene, current);
    }
    this.wheel.show(stop);
    this.markEffects();
    if (scene.reducedMotion) {
      // No spin: the wheel fades in already resting on its stop.
      this.wheel.spin(1);
      return this.fadeIn(this.wheel, current);
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
      return this.fadeOut(this.winBanner, scene, current);
    }
    this.winBanner.show(banner.tier, banner.words);
    this.markEffects();
    if (scene.reducedMotion) {
      // No motion: the banner fades in at rest, on the whole win.
      this.winBanner.still();
      this.winBanner.count(scene.money.format(banner.amount));
      return this.fadeIn(this.winBanner, current);
    }
    this.winBanner.count(scene.money.format(0));
    this.tween(banner.ms, (t) => {
      if (!current()) return;
      this.winBanner.pulse(t, banner.ms);
      this.winBanner.count(scene.money.format(countedAmount(t / countShare, banner.amount)));
    });
  }

  /** Fades an effect away and hides it (120 ms without motion, 220 ms with), unless a later scene took it over. */
  private fadeOut(effect: Fading, scene: StageScene, current: () => boolean) {
    if (!effect.showing) return;
    this.tween(
      scene.reducedMotion ? 120 : 220,
      (t) => {
        if (current()) effect.fade(1 - t);
      },
      () => {
        if (!current()) return;
        effect.hide();
        this.markEffects();
      },
    );
  }

  /** Fades an effect in over 200 ms: how it appears without motion. */
  private fadeIn(effect: Fading, current: () => boolean) {
    effect.fade(0);
    this.tween(200, (t) => {
      if (current()) effect.fade(t);
    });
  }

  /** Names the feature effects on show on the canvas (`data-effect`), for tests and the DOM around it. */
  private markEffects() {
    this.app.canvas.dataset.effect = [
      this.expanding.showing && "expanding-wild",
      this.sticky.showing && "sticky-wilds",
      this.meter.showing && "meter",
      this.wheel.showing && "wheel",
      this.matrix.showing && `${this.matrix.name}-matrix`,
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
