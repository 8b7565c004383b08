// Issue 26's stage figures for `npm run bench`: frame pacing while the demo player's WebGL stage draws a
// round, beside a bare PixiJS 8 page spinning five plain reels of sprites at the same size
// (bench/bare-pixi), both in one Chromium on this machine; and the time from navigation to the first
// Spin the player accepts on Lighthouse's mobile profile (its own settings, applied as its "devtools"
// throttling method applies them).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { CONSENT_COOKIE, optionalCookieIds, serializeConsent } from "../../apps/web/app/consent/consent";
import { percentile } from "./measure-load";

/** What the page recorded while its canvas drew, plus the DevTools metrics over the same stretch. */
export interface PacingSample {
  /** Intervals between animation frames while `canvas[data-drawing="true"]`, in ms. */
  intervals: number[];
  /** Long tasks (over 50 ms) from the first press to the last rest, in ms. */
  longTasks: number[];
  /** Main-thread script and task time over the stretch, in ms (DevTools' Performance.getMetrics). */
  scriptMs: number;
  taskMs: number;
}

export interface PacingFigures {
  frames: number;
  medianMs: number;
  p95Ms: number;
  scriptMsPerFrame: number;
  taskMsPerFrame: number;
  longTasks: number;
  longestTaskMs: number;
}

/** The player's reel window and canvas, which the yardstick copies. */
export interface StageGeometry {
  width: number;
  height: number;
  window: string;
  reels: number;
  rows: number;
}

/**
 * A context of a visitor who answered the cookie banner on the site before launching the demo, as every
 * visitor arriving from a game page has: the banner would otherwise cover the Spin button.
 */
async function visitorContext(
  browser: Browser,
  siteUrl: string,
  options: Parameters<Browser["newContext"]>[0],
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addCookies([
    { name: CONSENT_COOKIE, value: encodeURIComponent(serializeConsent(optionalCookieIds)), url: siteUrl },
  ]);
  return context;
}

/**
 * In the page: from now on, the interval between animation frames whenever the canvas draws, and
 * every long task. The page's own code is untouched; this loop costs a few microseconds a frame.
 */
function startRecording(canvasSelector: string) {
  const canvas = document.querySelector(canvasSelector) as HTMLCanvasElement;
  const record = { intervals: [] as number[], longTasks: [] as number[], stop: false };
  (window as unknown as { pacing: typeof record }).pacing = record;
  let last = -1;
  let drawing = false;
  const frame = (now: number) => {
    if (record.stop) return;
    const drawsNow = canvas.dataset.drawing === "true";
    if (drawsNow && drawing && last >= 0) record.intervals.push(now - last);
    last = now;
    drawing = drawsNow;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push(entry.duration);
  }).observe({ type: "longtask" });
}

function stopRecording() {
  const record = (
    window as unknown as { pacing: { intervals: number[]; longTasks: number[]; stop: boolean } }
  ).pacing;
  record.stop = true;
  return { intervals: record.intervals, longTasks: record.longTasks };
}

/**
 * What a trace of the rounds records when `BENCH_STAGE_TRACE` names a folder: the Performance panel's
 * timeline, the JavaScript sampling profiler, garbage collection and the GPU command buffer's waits,
 * which `scripts/stage-long-tasks.ts` reads to say what each long task was. The profiler's sampling
 * slows the page, so a traced run's figures are for attribution, not for the table.
 */
const traceCategories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "toplevel",
  "v8",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
  "disabled-by-default-v8.gc",
  "blink.user_timing",
  "gpu",
  "loading",
];

/** Runs `play` with the recorder on and the main thread's script and task time measured around it. */
async function recordWhile(
  page: Page,
  canvasSelector: string,
  play: () => Promise<void>,
): Promise<PacingSample> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Performance.enable");
  const metrics = async () => {
    const { metrics: list } = await devtools.send("Performance.getMetrics");
    const read = (name: string) => (list.find((metric) => metric.name === name)?.value ?? 0) * 1000;
    return { script: read("ScriptDuration"), task: read("TaskDuration") };
  };
  // tsx compiles this file keeping function names (esbuild's `__name(fn, "name")` wrappers), and the
  // functions below run in the page, which has no `__name`: give it one that does nothing.
  await page.evaluate("globalThis.__name ??= (fn) => fn");
  await page.evaluate(startRecording, canvasSelector);
  const traceDir = process.env.BENCH_STAGE_TRACE;
  const browser = page.context().browser();
  if (traceDir && browser) await browser.startTracing(page, { categories: traceCategories });
  const before = await metrics();
  await play();
  const after = await metrics();
  const { intervals, longTasks } = await page.evaluate(stopRecording);
  if (traceDir && browser) {
    mkdirSync(traceDir, { recursive: true });
    const name = `${new URL(page.url()).port}-${Date.now()}.json`;
    writeFileSync(path.join(traceDir, name), await browser.stopTracing());
  }
  await devtools.detach();
  return { intervals, longTasks, scriptMs: after.script - before.script, taskMs: after.task - before.task };
}

const playerCanvas = ".reel-stage__canvas canvas";

/** The player's address with a fresh demo session, as the launch page gets it. */
async function demoUrl(api: string, slug: string): Promise<string> {
  const launch = await fetch(`${api}/games/${slug}/demo`);
  if (launch.status !== 200) throw new Error(`${api}/games/${slug}/demo answered ${launch.status}`);
  return ((await launch.json()) as { game_url: string }).game_url;
}

/** Opens the player at `url` and waits for its stage to rest. */
async function openPlayer(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForSelector('.reel-stage[data-stage="ready"]', { timeout: 60_000 });
  await page.waitForSelector(`${playerCanvas}[data-drawing="false"]`, { timeout: 30_000 });
  // The stage prepares in idle time what its rounds draw (symbol uploads, blurred copies, programs);
  // a player looks at the game before the first Spin, so the rounds start once it is done.
  await page.waitForSelector(`${playerCanvas}[data-prepared="true"]`, { timeout: 30_000 });
  return page;
}

/** `rounds` rounds in the player as a visitor plays them: press Spin, watch the round to its end. */
export async function playerSample(
  browser: Browser,
  viewport: { width: number; height: number },
  api: string,
  slug: string,
  rounds: number,
): Promise<{ sample: PacingSample; geometry: StageGeometry }> {
  const url = await demoUrl(api, slug);
  const context = await visitorContext(browser, url, { viewport, deviceScaleFactor: 1 });
  try {
    const page = await openPlayer(context, url);
    const spin = page.getByRole("button", { name: "Spin", exact: true });
    // The base game's window, read before the rounds: a round that ends on a win leaves the gamble offer
    // open, which makes the stage shorter (one run read 396x237 after its rounds, another 555x333), and
    // the yardstick must draw what the player drew while it was measured.
    const geometry = await page.evaluate((selector) => {
      const host = document.querySelector(".reel-stage__canvas") as HTMLElement;
      const canvas = document.querySelector(selector) as HTMLCanvasElement;
      const [, , width = 1, height = 1, reels = 5] = (host.dataset.window ?? "").split(" ").map(Number);
      return {
        width: canvas.clientWidth,
        height: canvas.clientHeight,
        window: (host.dataset.window ?? "").split(" ").slice(0, 4).join(" "),
        reels,
        // The stage's cells are square (stage-layout.ts).
        rows: Math.max(1, Math.round(height / (width / reels))),
      };
    }, playerCanvas);
    const sample = await recordWhile(page, playerCanvas, async () => {
      for (let round = 1; round <= rounds; round++) {
        await spin.click();
        await page.waitForSelector(`.demo-player[data-rounds="${round}"][data-status="idle"]`, {
          timeout: 120_000,
        });
      }
    });
    return { sample, geometry };
  } finally {
    await context.close();
  }
}

/** `spins` spins of the bare PixiJS page, drawn at the player's geometry. */
export async function yardstickSample(
  browser: Browser,
  viewport: { width: number; height: number },
  bareUrl: string,
  geometry: StageGeometry,
  spins: number,
): Promise<PacingSample> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const query = new URLSearchParams({
      width: String(geometry.width),
      height: String(geometry.height),
      window: geometry.window,
      reels: String(geometry.reels),
      rows: String(geometry.rows),
    });
    await page.goto(`${bareUrl}/?${query}`);
    await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
    return await recordWhile(page, "#stage canvas", async () => {
      for (let spin = 0; spin < spins; spin++) {
        await page.evaluate(() => (window as unknown as { spinOnce: () => Promise<void> }).spinOnce());
        // The player rests between rounds while its history and buttons update: so does the yardstick.
        await page.waitForTimeout(300);
      }
    });
  } finally {
    await context.close();
  }
}

/** The figures of one or more samples taken together. */
export function pacingFigures(samples: PacingSample[]): PacingFigures {
  const intervals = samples.flatMap((sample) => sample.intervals).sort((a, b) => a - b);
  const longTasks = samples.flatMap((sample) => sample.longTasks);
  const frames = Math.max(1, intervals.length);
  const sum = (pick: (sample: PacingSample) => number) =>
    samples.reduce((total, sample) => total + pick(sample), 0);
  return {
    frames: intervals.length,
    medianMs: percentile(intervals, 50),
    p95Ms: percentile(intervals, 95),
    scriptMsPerFrame: sum((sample) => sample.scriptMs) / frames,
    taskMsPerFrame: sum((sample) => sample.taskMs) / frames,
    longTasks: longTasks.length,
    longestTaskMs: longTasks.length === 0 ? 0 : Math.max(...longTasks),
  };
}

/** What `recordBoot` notes in the page, in ms from its time origin (its navigation). */
interface BootRecord {
  origin: number;
  longTasks: { start: number; duration: number }[];
  hydratedAt: number | null;
}

/** In the page, before its own scripts: its long tasks and when React marked it hydrated. */
function recordBoot() {
  const boot: BootRecord = { origin: performance.timeOrigin, longTasks: [], hydratedAt: null };
  (window as unknown as { boot: BootRecord }).boot = boot;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      boot.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  // The document, not its root: init scripts run before the parser has made `<html>`.
  new MutationObserver((_, observer) => {
    if (document.documentElement?.hasAttribute("data-hydrated")) {
      boot.hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true });
}

/** One cold visit's first Spin, in milliseconds from navigation. */
export interface FirstSpin {
  /** The press the page accepts: its spin request leaves. */
  acceptedMs: number;
  /** The page's first contentful paint: the first moment a player sees anything to press. */
  paintedMs: number;
  /** The reels first turning: from the press itself when the document's script took it (the grid shown
   * while the player loads spins in CSS), else when the player shows the round. */
  reelsMs: number;
  /** The player playing the round: hydrated, it has taken the press over (decision 50). */
  playingMs: number;
}

/**
 * In the page, before its own scripts: when its reels first turn, whether the loading grid spins for a
 * press the document's script took (`html[data-early-spin-pressed]`) or the player shows its round.
 */
function watchReels() {
  const seen: { reelsAt: number | null } = { reelsAt: null };
  (window as unknown as { reelsSeen: typeof seen }).reelsSeen = seen;
  new MutationObserver((_, observer) => {
    const column = document.querySelector(".reel-column");
    const status = document.querySelector<HTMLElement>(".demo-player")?.dataset.status;
    const gridSpinning = column !== null && getComputedStyle(column).animationName === "reel-travel";
    if (gridSpinning || status === "waiting" || status === "playing") {
      seen.reelsAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ["data-early-spin-pressed", "data-status", "class"],
  });
}

/** Lighthouse's default mobile device: its screen, touch and user agent. */
function mobileDevice(): Parameters<Browser["newContext"]>[0] {
  const { screenEmulation, emulatedUserAgent } = defaultSettings;
  return {
    viewport: { width: screenEmulation.width, height: screenEmulation.height },
    deviceScaleFactor: screenEmulation.deviceScaleFactor,
    isMobile: screenEmulation.mobile,
    hasTouch: screenEmulation.mobile,
    userAgent: typeof emulatedUserAgent === "string" ? emulatedUserAgent : undefined,
  };
}

/**
 * Where a player on the mobile device finds the Spin button: its centre, from a visit made beforehand
 * without throttling. The cold visits tap there, as a thumb does, rather than asking Playwright to find
 * the button: a locator injects Playwright's own script into the page and computes every button's
 * accessible name on a main thread slowed four times, which held the first press back by 0.3 to 0.8 s
 * that no player's tap costs (decision 52).
 */
function spinButtonCentre(browser: Browser, api: string, slug: string): Promise<{ x: number; y: number }> {
  // Found once per game: every cold visit lays the button out in the same place.
  const key = `${api} ${slug}`;
  let centre = spinButtonCentres.get(key);
  if (!centre) {
    centre = locateSpinButton(browser, api, slug);
    spinButtonCentres.set(key, centre);
    centre.catch(() => spinButtonCentres.delete(key));
  }
  return centre;
}

const spinButtonCentres = new Map<string, Promise<{ x: number; y: number }>>();

async function locateSpinButton(
  browser: Browser,
  api: string,
  slug: string,
): Promise<{ x: number; y: number }> {
  const url = await demoUrl(api, slug);
  const context = await visitorContext(browser, url, mobileDevice());
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page
      .getByRole("button", { name: "Spin", exact: true })
      .boundingBox({ timeout: 60_000 });
    if (!box) throw new Error(`the Spin button of ${slug} is not on the mobile screen`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * From navigation to the first press of Spin the page accepts (its spin request leaves) and to the
 * reels turning for it, on a cold cache under Lighthouse's default mobile settings: its screen
 * emulation, user agent, 4x CPU slowdown and slow 4G (request latency and throughput as its devtools
 * throttling sets them). From the first contentful paint on, a tap lands on the Spin button's place
 * every 50 ms, as an eager player's would, until one is accepted; a tap that finds no button there yet
 * does nothing.
 */
export async function firstSpin(
  browser: Browser,
  api: string,
  slug: string,
  waterfall?: string[],
): Promise<FirstSpin> {
  const { throttling } = defaultSettings;
  const centre = await spinButtonCentre(browser, api, slug);
  const url = await demoUrl(api, slug);
  const context = await visitorContext(browser, url, mobileDevice());
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send("Network.enable");
    await devtools.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: throttling?.requestLatencyMs ?? 0,
      downloadThroughput: ((throttling?.downloadThroughputKbps ?? 0) * 1024) / 8,
      uploadThroughput: ((throttling?.uploadThroughputKbps ?? 0) * 1024) / 8,
    });
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: throttling?.cpuSlowdownMultiplier ?? 1 });
    let painted = 0;
    await devtools.send("Page.enable");
    await devtools.send("Page.setLifecycleEventsEnabled", { enabled: true });
    devtools.on("Page.lifecycleEvent", (event) => {
      if (painted === 0 && event.name === "firstContentfulPaint") painted = Date.now();
    });
    let accepted = 0;
    const started = Date.now();
    page.on("request", (request) => {
      if (accepted === 0 && request.method() === "POST" && /\/spins?\b/.test(request.url()))
        accepted = Date.now();
    });
    if (waterfall) {
      const at = () => `${String(Date.now() - started).padStart(6)} ms`;
      const name = (address: string) => address.replace(/^https?:\/\/[^/]+/, "").slice(0, 90);
      page.on("request", (request) => waterfall.push(`${at()} asks  ${name(request.url())}`));
      page.on("requestfinished", (request) => waterfall.push(`${at()} done  ${name(request.url())}`));
      await page.addInitScript(recordBoot);
    }
    await page.addInitScript(watchReels);
    await page.goto(url, { waitUntil: "commit" });
    while (accepted === 0) {
      if (Date.now() - started > 60_000) throw new Error("the player accepted no Spin within 60 s");
      if (painted !== 0) await page.touchscreen.tap(centre.x, centre.y);
      await page.waitForTimeout(50);
    }
    await page.waitForSelector(
      '.demo-player:is([data-status="waiting"], [data-status="playing"], [data-rounds="1"])',
      { timeout: 60_000 },
    );
    const playingAt = Date.now();
    const reelsSeen = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      at: (window as unknown as { reelsSeen: { reelsAt: number | null } }).reelsSeen.reelsAt,
    }));
    const reelsAt = reelsSeen.at === null ? playingAt : Math.round(reelsSeen.origin + reelsSeen.at);
    if (waterfall) {
      const boot = await page.evaluate(() => (window as unknown as { boot: BootRecord }).boot);
      const shift = boot.origin - started;
      for (const task of boot.longTasks)
        waterfall.push(
          `${String(Math.round(task.start + shift)).padStart(6)} ms long task ${Math.round(task.duration)} ms`,
        );
      if (boot.hydratedAt !== null)
        waterfall.push(`${String(Math.round(boot.hydratedAt + shift)).padStart(6)} ms hydrated`);
      waterfall.push(`${String(painted - started).padStart(6)} ms first contentful paint`);
      waterfall.push(`${String(accepted - started).padStart(6)} ms spin request left`);
      waterfall.push(`${String(reelsAt - started).padStart(6)} ms reels turning`);
      waterfall.push(`${String(playingAt - started).padStart(6)} ms the player playing the round`);
      waterfall.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
    }
    return {
      acceptedMs: accepted - started,
      paintedMs: painted - started,
      reelsMs: reelsAt - started,
      playingMs: playingAt - started,
    };
  } finally {
    await context.close();
  }
}
