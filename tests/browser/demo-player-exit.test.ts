import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contextWithConsent, gotoInteractive, launchBrowser } from "./browser";
import { launchDemo } from "./demo-sessions";

const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe("the demo player on a phone (issue 27)", () => {
  it("shows its exit in the first screen, and it leads to the game's page; its rules name bets in FUN", async () => {
    const context = await contextWithConsent(browser, PHONE);
    const page = await context.newPage();
    const { url } = await launchDemo("leprechaun-jackpot-collector");
    await gotoInteractive(page, url);

    await page.getByRole("button", { name: "Rules" }).click();
    const rules = page.getByRole("dialog");
    await expect
      .poll(() => rules.textContent())
      .toMatch(/Choose a bet from \d+\.\d\d FUN to \d[\d,]*\.\d\d FUN/);
    await expect(rules.textContent()).resolves.not.toContain("$");
    await page.keyboard.press("Escape");

    const exit = page.getByRole("link", { name: "Exit the demo to the Leprechaun Jackpot Collector page" });
    const box = await exit.boundingBox();
    expect(box).not.toBeNull();
    // Whole, inside the phone's first screen, and big enough to tap.
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.viewport.height);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
    await exit.tap();
    await page.waitForURL(`${siteUrl}/games/leprechaun-jackpot-collector`);
    await expect(page.locator("h1").first().textContent()).resolves.toContain("Leprechaun Jackpot Collector");
    await context.close();
  });

  it("offers Play demo in the first screen of every game page", async () => {
    const context = await contextWithConsent(browser, PHONE);
    const page = await context.newPage();
    for (const slug of ["quest-of-ra", "monster-load-up-hold-and-win", "leprechaun-jackpot-collector"]) {
      await page.goto(`${siteUrl}/games/${slug}`);
      const box = await page.locator(".game-hero__demo").boundingBox();
      expect(box, slug).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0), slug).toBeLessThanOrEqual(PHONE.viewport.height);
    }
    await context.close();
  });
});
