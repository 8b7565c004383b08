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

/**
 * A round of `feature` alone whose matrix plays at most `screens` respins, not a hundred (its replay
 * stays short). One screen can start both crashes, and then the other's matrix may be the first shown.
 */
const crashRound = (feature: string, screens: number) => (round: DemoRound) =>
  round.features.includes(feature) &&
  !round.features.some((other) => other !== feature && other.endsWith("-crash")) &&
  round.steps.filter((step) => step.phase === "respin").length <= screens;

beforeAll(async () => {
  browser = await launchBrowser();
  // With Level-up, 200,000 rounds of the engine held a Scatter Crash of at most 10 respins once in 244
  // rounds and a Server Crash of at most 40 once in 269 (its median is 28 respins; at most 10 came once in
  // 877, which left 3,000 rounds without one in 3% of searches). 6,000 rounds leave either missing about
  // once in four billion searches; a search usually ends within a few hundred.
  ({ found: rounds } = await findRounds(
    slug,
    { "scatter-crash": crashRound("scatter-crash", 10), "server-crash": crashRound("server-crash", 40) },
    { doubleChance: true, most: 6000 },
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
  /**
   * Pixels of the reel window in the matrix's panel: dark and partly see-through, as no symbol is (the
   * art is opaque, and the canvas is clear where nothing is drawn). Hacker Crash's art is itself green,
   * so colour alone would not tell the matrix.
   */
  panel: number;
}

/**
 * In the page: starts the replay again (its stage already drawn) and reads every animation frame, the
 * canvas's named effects and its reel window (drawn with a kept drawing buffer), until `ms` after the
 * first frame that names `effect` (or 90 s), so frames before the feature are read too; frames still showing
 * the last replay's end are left out.
 */
function watchFeature({ effect, ms }: { effect: string; ms: number }): Promise<Frame[]> {
  const host = document.querySelector(".reel-stage__canvas") as HTMLElement;
  const canvas = host.querySelector("canvas") as HTMLCanvasElement;
  const [x = 0, y = 0, width = 0, height = 0] = (host.dataset.window ?? "").split(" ").map(Number);
  const scale = canvas.width / host.clientWidth;
  const small = document.createElement("canvas");
  small.width = 120;
  small.height = 90;
  const context = small.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
  const frames: Frame[] = [];
  const started = performance.now();
  const fingerprint = () => {
    context.clearRect(0, 0, small.width, small.height);
    context.drawImage(canvas, x * scale, y * scale, width * scale, height * scale, 0, 0, 120, 90);
    return context.getImageData(0, 0, small.width, small.height).data;
  };
  const printOf = (data: Uint8ClampedArray) => {
    let print = 0;
    for (let at = 0; at < data.length; at += 4) {
      print =
        (print * 31 + (data[at] ?? 0) + 3 * (data[at + 1] ?? 0) + 7 * (data[at + 2] ?? 0)) % 1_000_000_007;
    }
    return print;
  };
  // Until the stage draws again after the click, the canvas still holds the last replay's end (Scatter
  // Crash ends on its matrix): on a loaded machine the first frames read can be that picture.
  const lastEnd = printOf(fingerprint());
  let drawn = false;
  let seen = Number.POSITIVE_INFINITY;
  return new Promise((resolve) => {
    const sample = () => {
      const data = fingerprint();
      const print = printOf(data);
      let panel = 0;
      for (let at = 0; at < data.length; at += 4) {
        const [r = 0, g = 0, b = 0, a = 0] = [data[at], data[at + 1], data[at + 2], data[at + 3]];
        if (a >= 170 && a <= 240 && r < 60 && g < 80 && b < 70) panel++;
      }
      const named = canvas.dataset.effect ?? "";
      const status = document.querySelector(".step-status")?.textContent ?? "";
      drawn ||= print !== lastEnd;
      if (drawn) frames.push({ effect: named, status, print, panel });
      const now = performance.now();
      if (seen === Number.POSITIVE_INFINITY && named.split(" ").includes(effect)) seen = now;
      if (now - seen < ms && now - started < 90_000) requestAnimationFrame(sample);
      else resolve(frames);
    };
    (document.querySelector(".replay-actions .spin-button") as HTMLButtonElement).click();
    requestAnimationFrame(sample);
  });
}

/** Opens the round's replay, lets it finish (skipping beats), then watches it again from its start. */
async function watchReplay(round: DemoRound, effect: string, ms: number) {
  await openReplay(page, slug, round);
  await skipBeatsUntil(page, '.demo-replay[data-replay="done"]');
  const frames = await page.evaluate(watchFeature, { effect, ms });
  const index = frames.findIndex((frame) => frame.effect.split(" ").includes(effect));
  const seen = JSON.stringify(frames.map((frame) => [frame.effect, frame.panel]));
  expect(index, seen).toBeGreaterThan(0);
  // The last replay's matrix can linger a frame or two after the click, fading (reduced motion) or
  // redrawn slightly apart from its last picture on a loaded machine: "before" starts once it is gone.
  const cleared = frames.findIndex((frame) => frame.panel < 1000);
  expect(cleared, seen).toBeGreaterThanOrEqual(0);
  expect(cleared, seen).toBeLessThan(index);
  const before = frames.slice(cleared, index);
  const shown = frames.slice(index);
  // Before the feature, the reels alone; then the matrix's panel under the symbols fills the window.
  const panelBefore = Math.max(...before.map((frame) => frame.panel));
  expect(Math.max(...shown.map((frame) => frame.panel)), seen).toBeGreaterThan(
    Math.max(2000, 2 * panelBefore),
  );
  return { shown, seen };
}

describe("Hacker Crash's matrices on the stage", () => {
  for (const [feature, positions] of [
    ["scatter-crash", 25],
    ["server-crash", 15],
  ] as const) {
    // 25-35 s on two loaded cores (the round once with its beats skipped, then its base screen, intro and
    // first respins at normal pace and the rest skipped): 150 s keeps over three times that.
    it(`draws ${feature}'s ${positions}-position matrix over the reels and animates it as respins land`, {
      timeout: 150_000,
    }, async () => {
      const round = rounds[feature];
      const first = round.steps.find((step) => step.phase === "respin");
      expect(first?.grid?.flat().length).toBe(positions);
      const { shown, seen } = await watchReplay(round, `${feature}-matrix`, 1800);
      // It moves: the frames of a landing screen differ from one another.
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
    await watchReplay(rounds["scatter-crash"], "scatter-crash-matrix", 1200);
    await skipBeatsUntil(page, '.demo-replay[data-replay="done"]');
  });
});
