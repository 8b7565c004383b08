/**
 * The demo player's sound (issue 26 item 4) in Chromium: nothing is made or heard until the player
 * turns Sound on, whatever they press before; then the bed and the cues sound (the page's audio output,
 * tapped, is not silent and the player counts its cues), the choice is remembered across a reload, and
 * a remembered "on" still waits for a gesture before any audio starts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contextWithConsent, gotoInteractive, launchBrowser } from "./browser";
import { launchDemo, settled } from "./demo-sessions";

let browser: Browser;
let page: Page;

/**
 * In the page before its scripts: counts the AudioContexts made and taps whatever reaches a context's
 * speakers into an analyser, so the test can hear the output without changing it.
 */
function instrumentAudio() {
  const probe = { contexts: 0, analysers: [] as AnalyserNode[] };
  (window as unknown as { audioProbe: typeof probe }).audioProbe = probe;
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options);
      probe.contexts++;
    }
  };
  const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
  AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
    const [target] = args;
    if (target instanceof AudioDestinationNode) {
      const analyser = this.context.createAnalyser();
      analyser.fftSize = 2048;
      connect.call(this, analyser);
      probe.analysers.push(analyser);
    }
    return connect.apply(this, args);
  } as typeof AudioNode.prototype.connect;
}

/** In the page: the loudest sample heard on the tap, every animation frame until the player is idle. */
function loudestUntilIdle(): Promise<number> {
  const probe = (window as unknown as { audioProbe: { analysers: AnalyserNode[] } }).audioProbe;
  const player = document.querySelector(".demo-player") as HTMLElement;
  let loudest = 0;
  let frames = 0;
  return new Promise((resolve) => {
    const listen = () => {
      for (const analyser of probe.analysers) {
        const samples = new Float32Array(analyser.fftSize);
        analyser.getFloatTimeDomainData(samples);
        for (const sample of samples) loudest = Math.max(loudest, Math.abs(sample));
      }
      frames++;
      if (frames > 10 && player.dataset.status === "idle") resolve(loudest);
      else requestAnimationFrame(listen);
    };
    requestAnimationFrame(listen);
  });
}

const contexts = () =>
  page.evaluate(() => (window as unknown as { audioProbe: { contexts: number } }).audioProbe.contexts);
const player = (on: Page) => on.locator(".demo-player");
const soundButton = () => page.getByRole("button", { name: "Sound" });
/** Waits for the player to have sounded at least `count` cues (reels stop on animation frames, which lag on a loaded machine). */
const cuesPlayed = (count: number) =>
  page.waitForFunction(
    (least) => Number(document.querySelector<HTMLElement>(".demo-player")?.dataset.soundCues) >= least,
    count,
    { timeout: 15_000 },
  );

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  const context = await contextWithConsent(browser, { viewport: { width: 960, height: 600 } });
  await context.addInitScript(instrumentAudio);
  page = await context.newPage();
  return () => context.close();
});

describe("the demo player's sound", () => {
  it("stays silent until turned on, then plays the bed and the round's cues, and is remembered", async () => {
    const { url } = await launchDemo("quest-of-ra");
    await gotoInteractive(page, url);
    await page.locator('.reel-stage[data-stage="ready"]').waitFor({ timeout: 30_000 });
    await expect(soundButton().getAttribute("aria-pressed")).resolves.toBe("false");

    // A round played with sound off: presses and all, no audio is made.
    await page.getByRole("button", { name: "Spin", exact: true }).click();
    await settled(page, 1);
    expect(await contexts()).toBe(0);
    await expect(player(page).getAttribute("data-sound-context")).resolves.toBe("none");
    await expect(player(page).getAttribute("data-sound-cues")).resolves.toBe("0");

    await soundButton().click();
    await expect(soundButton().getAttribute("aria-pressed")).resolves.toBe("true");
    await page.locator('.demo-player[data-sound-context="running"]').waitFor({ timeout: 15_000 });
    expect(await contexts()).toBe(1);

    const listening = page.evaluate(loudestUntilIdle);
    await page.getByRole("button", { name: "Spin", exact: true }).click();
    await settled(page, 2);
    const loudest = await listening;
    // The bed and the cues reach the speakers: well above silence, below clipping.
    expect(loudest).toBeGreaterThan(0.01);
    expect(loudest).toBeLessThanOrEqual(1);
    // The spin's whoosh and a stop for each of the five reels at least.
    await cuesPlayed(6);

    // Hidden, the player goes quiet; shown again, it plays on.
    await page.evaluate(() => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.locator('.demo-player[data-sound-context="suspended"]').waitFor({ timeout: 5_000 });
    await page.evaluate(() => {
      Object.defineProperty(document, "hidden", { configurable: true, get: () => false });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.locator('.demo-player[data-sound-context="running"]').waitFor({ timeout: 5_000 });

    // Remembered: on after a reload, yet nothing starts until the player presses something.
    const { url: next } = await launchDemo("quest-of-ra");
    await gotoInteractive(page, next);
    await page.locator('.player-button[aria-pressed="true"]', { hasText: "Sound" }).waitFor();
    await page.waitForTimeout(500);
    expect(await contexts()).toBe(0);
    await page.locator('.reel-stage[data-stage="ready"]').waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Spin", exact: true }).click();
    await page.locator('.demo-player[data-sound-context="running"]').waitFor({ timeout: 15_000 });
    await settled(page, 1);
    expect(await contexts()).toBe(1);
    // Its five reel stops at least (the whoosh may fall before the synthesiser has loaded).
    await cuesPlayed(5);

    // Turned off: the audio rests, and stays off after a reload.
    await soundButton().click();
    await page.locator('.demo-player[data-sound-context="suspended"]').waitFor({ timeout: 5_000 });
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(soundButton().getAttribute("aria-pressed")).resolves.toBe("false");
  }, 240_000);
});
