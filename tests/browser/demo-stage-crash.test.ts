/**
 * Hacker Crash's matrices on the WebGL stage (issue 26, item 2): Scatter Crash's 25 positions and Server
 * Crash's 15, drawn from the round's steps and events. The game has no bonus to buy, so real rounds are
 * played through the API with Chance Level-up until each feature has come (about one round in a hundred
 * for either), then watched in their public replays, which play on the player's own stage.
 */
import type { DemoRound } from "@quillspin/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contextWithConsent, launchBrowser } from "./browser";
import { findRounds, openReplay, skipBeatsUntil } from "./demo-round-search";

const slug = "hacker-crash-jackpot";

let browser: Browser;
let page: Page;
let rounds: Record<"scatter-crash" | "server-crash", DemoRound>;

/** A round of `feature` whose matrix plays a few screens, not dozens (its replay stays short). */
const crashRound = (feature: string) => (round: DemoRound) =>
  round.features.includes(feature) && round.steps.filter((step) => step.phase === "respin").length <= 10;

beforeAll(async () => {
  browser = await launchBrowser();
  // Scatter Crash comes about once in 95 rounds with Level-up, Server Crash once in 180: 3,000 rounds
  // leave either missing about once in a hundred million searches.
  ({ found: rounds } = await findRounds(
    slug,
    { "scatter-crash": crashRound("scatter-crash"), "server-crash": crashRound("server-crash") },
    { doubleChance: true, most: 3000 },
  ));
}, 240_000);
afterAll(() => browser.close());
beforeEach(async () => {
  const context = await contextWithConsent(browser, { viewport: { width: 960, height: 600 } });
  page = await context.newPage();
  return () => context.close();
});

interface Frame {
  effect: string;
  /** The words under the reels. */
  status: string;
  /** A fingerprint of the reel window's pixels. */
  print: number;
  /** Pixels of the reel window in the matrix's terminal green. */
  green: number;
}

/**
 * In the page: every animation frame for `ms`, the canvas's named effects and a reading of its reel
 * window (drawn with a kept drawing buffer): a fingerprint, and how many pixels glow terminal green.
 */
function watchFrames(ms: number): Promise<Frame[]> {
  const host = document.querySelector(".reel-stage__canvas") as HTMLElement;
  const canvas = host.querySelector("canvas") as HTMLCanvasElement;
  const [x = 0, y = 0, width = 0, height = 0] = (host.dataset.window ?? "").split(" ").map(Number);
  const scale = canvas.width / host.clientWidth;
  const small = document.createElement("canvas");
  small.width = 120;
  small.height = 90;
  const context = small.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
  const frames: Frame[] = [];
  const end = performance.now() + ms;
  return new Promise((resolve) => {
    const sample = () => {
      context.clearRect(0, 0, small.width, small.height);
      context.drawImage(canvas, x * scale, y * scale, width * scale, height * scale, 0, 0, 120, 90);
      const { data } = context.getImageData(0, 0, small.width, small.height);
      let print = 0;
      let green = 0;
      for (let at = 0; at < data.length; at += 4) {
        const [r = 0, g = 0, b = 0] = [data[at], data[at + 1], data[at + 2]];
        print = (print * 31 + r + 3 * g + 7 * b) % 1_000_000_007;
        if (g > r + 40 && g > b + 20) green++;
      }
      const status = document.querySelector(".step-status")?.textContent ?? "";
      frames.push({ effect: canvas.dataset.effect ?? "", status, print, green });
      if (performance.now() < end) requestAnimationFrame(sample);
      else resolve(frames);
    };
    requestAnimationFrame(sample);
  });
}

describe("Hacker Crash's matrices on the stage", () => {
  for (const [feature, positions] of [
    ["scatter-crash", 25],
    ["server-crash", 15],
  ] as const) {
    // 18-24 s on two loaded cores (the round's base screen, intro and first respins at normal pace, then
    // the rest skipped): 150 s keeps well over three times that.
    it(`draws ${feature}'s ${positions}-position matrix over the reels and animates it as respins land`, {
      timeout: 150_000,
    }, async () => {
      const round = rounds[feature];
      const first = round.steps.find((step) => step.phase === "respin");
      expect(first?.grid?.flat().length).toBe(positions);
      await openReplay(page, slug, round);
      const before = await page.evaluate(watchFrames, 200);
      expect(before.at(-1)?.effect ?? "").not.toContain("matrix");
      await page.waitForSelector(`.reel-stage canvas[data-effect~="${feature}-matrix"]`, { timeout: 60_000 });
      const frames = await page.evaluate(watchFrames, 1800);
      const shown = frames.filter((frame) => frame.effect.split(" ").includes(`${feature}-matrix`));
      const seen = JSON.stringify(frames.map(({ effect, green }) => [effect, green]));
      expect(shown.length, seen).toBeGreaterThanOrEqual(2);
      // The matrix is drawn: its grid, rims and scan line light the window in terminal green.
      const greenest = Math.max(...shown.map((frame) => frame.green));
      expect(greenest, seen).toBeGreaterThan(
        Math.max(60, 2 * Math.max(...before.map((frame) => frame.green))),
      );
      // And it moves: the frames of a landing screen differ from one another.
      expect(new Set(shown.map((frame) => frame.print)).size, seen).toBeGreaterThanOrEqual(2);
      // Its respins are told in words beside the canvas, where the canvas has none.
      expect(
        shown.some((frame) => /^Respins left: \d/.test(frame.status)),
        seen,
      ).toBe(true);
      await skipBeatsUntil(page, '.demo-replay[data-replay="done"]');
      const effect = (await page.locator(".reel-stage canvas").getAttribute("data-effect")) ?? "";
      // Scatter Crash ends on its matrix; Server Crash's tally is paid on a screen of its own, without it.
      if (feature === "server-crash") expect(effect).not.toContain("matrix");
    });
  }

  it("fades the matrix in without motion where the player asks for reduced motion", {
    timeout: 150_000,
  }, async () => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openReplay(page, slug, rounds["scatter-crash"]);
    await page.waitForSelector('.reel-stage canvas[data-effect~="scatter-crash-matrix"]', {
      timeout: 60_000,
    });
    const frames = await page.evaluate(watchFrames, 1200);
    const greens = frames.map((frame) => frame.green);
    expect(Math.max(...greens), JSON.stringify(greens)).toBeGreaterThan(60);
    await skipBeatsUntil(page, '.demo-replay[data-replay="done"]');
  });
});
