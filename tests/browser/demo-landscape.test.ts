/**
 * A phone held sideways (issue 26, item 1: layouts that fill the screen, safe areas respected): the
 * stage takes the screen's height and the money, bet and controls stand in a column beside it, in the
 * player and in a round's replay, which leads back to the round's own build.
 */
import type { DemoSpinResponse } from "@quillspin/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { contextWithConsent, launchBrowser } from "./browser";
import { apiSession, launchDemo, playUntilGambleOffered } from "./demo-sessions";

const apiUrl = inject("apiUrl");
const siteUrl = inject("siteUrl");

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  const context = await contextWithConsent(browser, {
    viewport: { width: 844, height: 390 },
    isMobile: true,
    hasTouch: true,
  });
  page = await context.newPage();
  return () => context.close();
});

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  height: number;
}

/** In the page: where the stage, the console and each named control sit, and whether the page scrolls. */
function layoutOf(controls: string[]) {
  const box = (element: Element | null): Box | null => {
    if (!element) return null;
    const { top, bottom, left, right, height } = element.getBoundingClientRect();
    return { top, bottom, left, right, height };
  };
  const buttons = [...document.querySelectorAll("button, a, select")];
  return {
    scrolls:
      document.documentElement.scrollHeight > innerHeight ||
      document.documentElement.scrollWidth > innerWidth,
    height: innerHeight,
    width: innerWidth,
    stage: box(document.querySelector(".player-stage")),
    console: box(document.querySelector(".player-console")),
    controls: Object.fromEntries(
      controls.map((name) => [
        name,
        box(
          buttons.find((element) =>
            [
              element.textContent?.trim(),
              element.getAttribute("aria-label"),
              element.closest("label")?.textContent,
            ]
              .filter(Boolean)
              .some((text) => (text as string).startsWith(name)),
          ) ?? null,
        ),
      ]),
    ),
    viewport: document.querySelector('meta[name="viewport"]')?.getAttribute("content") ?? "",
  };
}

function expectBesideTheStage(layout: ReturnType<typeof layoutOf>) {
  expect(layout.scrolls).toBe(false);
  const stage = layout.stage as Box;
  const side = layout.console as Box;
  // The stage takes most of the height, where a bar under it left the reels a third of it.
  expect(stage.height / layout.height).toBeGreaterThan(0.7);
  // The console stands to the stage's right.
  expect(side.left).toBeGreaterThanOrEqual(stage.right - 1);
  expectControlsInView(layout);
}

/** Every named control found, and wholly on the screen. */
function expectControlsInView(layout: ReturnType<typeof layoutOf>) {
  for (const [name, control] of Object.entries(layout.controls)) {
    expect(control, name).not.toBeNull();
    const { top, bottom, left, right } = control as Box;
    expect({
      name,
      inView: top >= 0 && bottom <= layout.height && left >= 0 && right <= layout.width,
    }).toEqual({
      name,
      inView: true,
    });
  }
}

describe("a phone held sideways", () => {
  it("gives the player's stage the screen's height, the controls in a column beside it", async () => {
    // Frozen Fruits carries the most under its reels: a free-spins choice, Autoplay, Turbo and Buy bonus.
    const { url } = await launchDemo("frozen-fruits-flexiways");
    await page.goto(url);
    await page.waitForSelector('.reel-stage[data-stage="ready"]', { timeout: 30_000 });
    const layout = await page.evaluate(layoutOf, [
      "Spin",
      "Autoplay",
      "Turbo",
      "Buy bonus",
      "Bet",
      "Free spins option",
      "Paytable",
      "Sound",
    ]);
    expectBesideTheStage(layout);
    // The reel window inside the stage is drawn tall too, not the strip a bar left it.
    const window = await page.locator(".reel-stage__canvas").getAttribute("data-window");
    const [, , , windowHeight = 0] = (window ?? "").split(" ").map(Number);
    expect(windowHeight / layout.height).toBeGreaterThan(0.5);
    // The player draws under a notch (its padding keeps the controls clear); the site's pages do not.
    expect(layout.viewport).toContain("viewport-fit=cover");
    await page.goto(siteUrl);
    expect(await page.locator('meta[name="viewport"]').getAttribute("content")).not.toContain("viewport-fit");
  });

  it("offers the gamble under the reels after a win, with Spin still in view beside them", async () => {
    const { url } = await launchDemo("quest-of-ra");
    await page.goto(url);
    await page.waitForSelector('.reel-stage[data-stage="ready"]', { timeout: 30_000 });
    await playUntilGambleOffered(page);
    const layout = await page.evaluate(layoutOf, ["Spin", "Red", "Black", "Collect", "Bet"]);
    const panel = await page.evaluate(() => {
      const { top, left, right } = (
        document.querySelector(".gamble-panel") as Element
      ).getBoundingClientRect();
      const column = document.querySelector(".player-console") as HTMLElement;
      return { top, left, right, consoleScrolls: column.scrollHeight > column.clientHeight + 1 };
    });
    expect(layout.scrolls).toBe(false);
    // The console keeps its controls without scrolling; the offer takes its height from the stage.
    expect(panel.consoleScrolls).toBe(false);
    const stage = layout.stage as Box;
    const side = layout.console as Box;
    expect(panel.top).toBeGreaterThanOrEqual(stage.bottom - 1);
    expect(panel.right).toBeLessThanOrEqual(side.left + 1);
    expectControlsInView(layout);
  });

  it("keeps a UK round's replay beside its facts, and leads back to the UK build", async () => {
    const { sessionId } = await launchDemo("quest-of-ra", "?jurisdiction=uk");
    const session = await apiSession(sessionId);
    const spin = await fetch(`${apiUrl}/demo-sessions/${sessionId}/spins`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ round_id: crypto.randomUUID(), bet: session.bet }),
    });
    expect(spin.status).toBe(200);
    const { data } = (await spin.json()) as DemoSpinResponse;

    const response = await page.goto(`${siteUrl}/demo/quest-of-ra/replay/${data.round.id}`);
    expect(response?.status()).toBe(200);
    await page.waitForSelector('.reel-stage[data-stage="ready"]', { timeout: 30_000 });
    // The replay plays itself once on opening ("Replaying…"), then offers "Replay again".
    const layout = await page.evaluate(layoutOf, ["Replay", "Play the demo", "Share", "Back to Quest of Ra"]);
    expectBesideTheStage(layout);
    await expect(page.locator(".replay-notice").first().isVisible()).resolves.toBe(true);
    const playDemo = page.getByRole("link", { name: "Play the demo", exact: true });
    expect(await playDemo.getAttribute("href")).toBe("/demo/quest-of-ra/launch?jurisdiction=uk");
  });
});
