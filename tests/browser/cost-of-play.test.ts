import { type GameParSummary, gameParResponseSchema } from "@quillspin/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, gotoInteractive, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
let browser: Browser;
let summary: GameParSummary;

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${apiUrl}/games/quest-of-ra/par`);
  summary = gameParResponseSchema.parse(await response.json()).data;
});
afterAll(() => browser.close());

const money = (value: number) =>
  value.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What the page must show for a bet and a speed, from the API's own summary. */
function expected(bet: number, speedId: string) {
  const speed = summary.speeds.find((candidate) => candidate.id === speedId);
  if (!speed) throw new Error(`No speed ${speedId}`);
  const staked = bet * speed.spinsPerHour;
  return { staked: money(staked), cost: money(staked * (1 - summary.statedRtp / 100)), hours: speed.hours };
}

const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`).first();

async function expectFigures(page: Page, bet: number, speedId: string) {
  const want = expected(bet, speedId);
  await expect.poll(() => figure(page, "staked").textContent()).toBe(want.staked);
  await expect.poll(() => figure(page, "expected-cost").textContent()).toContain(want.cost);
  await expect
    .poll(() => figure(page, "ahead").textContent())
    .toContain(`of ${want.hours.toLocaleString("en-GB")} simulated hours`);
}

describe("cost of play on a game page", () => {
  it("follows the chosen bet and speed at once, without reloading the page", async () => {
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    await gotoInteractive(page, `${siteUrl}/games/quest-of-ra`);
    const section = page.locator("section", { has: page.locator("#game-par") });
    await expect(section.getByRole("heading", { name: "Cost of play" }).count()).resolves.toBe(1);
    // Every headline figure carries its method (the hit frequency and max-win odds are the measured maths').
    const figures = await section.locator(".par-summary__figure").count();
    expect(figures).toBeGreaterThanOrEqual(3);
    await expect(section.locator(".par-summary__figure .par-method").count()).resolves.toBe(figures);
    await expectFigures(page, 1, "normal");

    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByLabel("Bet per spin").selectOption("2");
    await page.getByLabel("Spin speed").selectOption("turbo");
    await expectFigures(page, 2, "turbo");
    expect(page.url()).toBe(`${siteUrl}/games/quest-of-ra`);
    await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("fits a phone: the long speed names narrow to the screen", async () => {
    const context = await contextWithConsent(browser, { viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await gotoInteractive(page, `${siteUrl}/games/quest-of-ra`);
    await page.getByLabel("Spin speed").selectOption("turbo");
    await expectFigures(page, 1, "turbo");
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await context.close();
  });

  it("answers 404 for a game the catalogue does not have", async () => {
    const response = await fetch(`${siteUrl}/games/no-such-game/cost-of-play?bet=1`);
    expect(response.status).toBe(404);
  });

  it("answers the same form without JavaScript, on the cost-of-play page", async () => {
    const context = await contextWithConsent(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/games/quest-of-ra`);
    await expectFigures(page, 1, "normal");
    await page.getByLabel("Bet per spin").selectOption("0.5");
    await page.getByLabel("Spin speed").selectOption("quick");
    await page.getByRole("button", { name: "Show the cost" }).click();
    await expect.poll(() => page.url()).toBe(`${siteUrl}/games/quest-of-ra/cost-of-play?bet=0.5&speed=quick`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Cost of play: Quest of Ra",
    );
    await expectFigures(page, 0.5, "quick");
    // A malformed query gives the defaults rather than an error.
    await page.goto(`${siteUrl}/games/quest-of-ra/cost-of-play?bet=abc&speed=warp`);
    await expectFigures(page, 1, "normal");
    await context.close();
  });
});
