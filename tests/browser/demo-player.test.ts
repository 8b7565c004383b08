import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, gotoInteractive, launchBrowser } from "./browser";
import { apiSession, fun, launchDemo as launch, settled as settledOn } from "./demo-sessions";

const siteUrl = inject("siteUrl");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
// The size of the game page's demo dialog on a desktop.
beforeEach(async () => {
  const context = await contextWithConsent(browser, { viewport: { width: 960, height: 600 } });
  page = await context.newPage();
  return () => context.close();
});

const settled = (rounds: number) => settledOn(page, rounds);

const shownBalance = () => page.getByTestId("player-balance").textContent();

describe("the demo player", () => {
  it("plays spins from the keyboard and the Spin button and shows the balance the API holds", async () => {
    const { url, sessionId } = await launch("quest-of-ra");
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
    await expect(page.getByText("Demo mode · play money").count()).resolves.toBe(1);
    await expect(page.locator("header.site-header").count()).resolves.toBe(0);
    const start = await apiSession(sessionId);
    expect(await shownBalance()).toBe(`${fun.format(start.balance)} FUN`);
    // The resting screen is catalogue art, every picture loaded.
    const images = page.locator(".reel-grid img");
    expect(await images.count()).toBe(15);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>(".reel-grid img")].every(
        (image) => image.naturalWidth > 0,
      ),
    );

    await page.getByRole("button", { name: "Turbo" }).click();
    await expect(page.getByRole("button", { name: "Turbo" }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
    await page.locator("h1").click();
    await page.keyboard.press("Space");
    await settled(1);
    for (let round = 2; round <= 4; round++) {
      await page.getByRole("button", { name: "Spin", exact: true }).click();
      await settled(round);
    }

    const after = await apiSession(sessionId);
    expect(after.rounds).toBe(4);
    expect(await shownBalance()).toBe(`${fun.format(after.balance)} FUN`);
    await expect(page.getByTestId("player-announcement").textContent()).resolves.toContain(
      `Balance ${fun.format(after.balance)} FUN`,
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Paytable" }).click();
    // The paytable's code loads on its first opening (decision 48).
    const symbol = page.getByRole("dialog").getByText("Girl Explorer");
    await symbol.waitFor();
    await expect(symbol.count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
  });

  it("plays a Spin pressed before its code arrived, once, from the request the page sent at the press", async () => {
    const { url, sessionId } = await launch("quest-of-ra");
    // The app's code is held back until the press has been made, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const spins: { round_id: string; bet: number }[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith(`/demo-sessions/${sessionId}/spins`))
        spins.push(request.postDataJSON() as { round_id: string; bet: number });
    });
    await page.goto(url, { waitUntil: "commit" });
    const spin = page.getByRole("button", { name: "Spin", exact: true });
    await spin.click();
    await expect.poll(() => spins.length).toBe(1);
    await expect(page.locator("html[data-early-spin-pressed]").count()).resolves.toBe(1);
    await expect(page.locator("html[data-hydrated]").count()).resolves.toBe(0);
    // The reels turn from the press, before the player's code has arrived.
    await expect(
      page
        .locator(".reel-column")
        .first()
        .evaluate((column) => getComputedStyle(column).animationName),
    ).resolves.toBe("reel-travel");
    // A second press before the code arrives is the same press: the round is already on its way.
    await spin.click();

    release();
    await settled(1);
    const after = await apiSession(sessionId);
    expect(after.rounds).toBe(1);
    expect(spins).toHaveLength(1);
    expect(spins[0]?.bet).toBe(after.bet);
    expect(await shownBalance()).toBe(`${fun.format(after.balance)} FUN`);
    await expect(page.locator("html[data-early-spin-pressed]").count()).resolves.toBe(0);
    // The next press is the player's own, a new round.
    await spin.click();
    await settled(2);
    expect(spins).toHaveLength(2);
    expect(spins[1]?.round_id).not.toBe(spins[0]?.round_id);
    expect((await apiSession(sessionId)).rounds).toBe(2);
  });

  it("buys the bonus after a confirmation and ends on the API's balance", async () => {
    const { url, sessionId } = await launch("squid-gold-x2");
    await gotoInteractive(page, url);
    const start = await apiSession(sessionId);
    const option = start.buy_options[0];
    expect(option).toBeDefined();
    const price = (option?.price ?? 0) * start.bet;

    await page.getByRole("button", { name: "Turbo" }).click();
    await page.getByRole("button", { name: "Buy bonus" }).click();
    const buy = page
      .getByRole("dialog")
      .getByRole("button", { name: `Buy ${option?.label} for ${fun.format(price)} FUN` });
    await buy.click();
    // The bought feature opens with its intro card over the reels.
    await page.waitForSelector('.stage-overlay__heading:text("Bonus bought")', { timeout: 15_000 });
    await settled(1);

    const after = await apiSession(sessionId);
    expect(after.rounds).toBe(1);
    expect(await shownBalance()).toBe(`${fun.format(after.balance)} FUN`);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("fits a portrait phone without scrolling, reels and Spin in view", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { url } = await launch("irish-riches-bonanza");
    await page.goto(url);
    const fits = await page.evaluate(() => {
      const inView = (selector: string) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return (
          !!box &&
          box.width > 0 &&
          box.top >= 0 &&
          box.left >= 0 &&
          box.bottom <= innerHeight &&
          box.right <= innerWidth
        );
      };
      return {
        scrolls:
          document.documentElement.scrollHeight > innerHeight ||
          document.documentElement.scrollWidth > innerWidth,
        grid: inView(".reel-grid"),
        spin: inView(".spin-button"),
        notice: inView(".demo-notice"),
      };
    });
    expect(fits).toEqual({ scrolls: false, grid: true, spin: true, notice: true });
  });

  it("turns an unknown session into a way back to a fresh demo", async () => {
    const response = await page.goto(`${siteUrl}/demo/quest-of-ra/play?session=${crypto.randomUUID()}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1").textContent()).resolves.toBe("This demo has ended");
    await expect(page.getByRole("link", { name: "Start a new demo" }).getAttribute("href")).resolves.toBe(
      "/demo/quest-of-ra/launch",
    );
    await expect(page.getByRole("link", { name: "Back to Quest of Ra" }).getAttribute("href")).resolves.toBe(
      "/games/quest-of-ra",
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
