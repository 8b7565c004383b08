import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { gotoInteractive, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the cookie banner (issue 27)", () => {
  it("is the keyboard's first stop, and stays compact at 200% zoom and on a phone", async () => {
    for (const [name, options] of [
      // A 1280x900 window at 200% zoom: 640x450 CSS pixels at twice the density.
      ["200% zoom", { viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 }],
      ["phone", { viewport: { width: 375, height: 667 }, isMobile: true }],
      ["desktop", { viewport: { width: 1280, height: 900 } }],
    ] as const) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await gotoInteractive(page, `${siteUrl}/games/quest-of-ra`);
      const banner = page.locator("section.cookie-banner");
      await banner.waitFor();
      await page.keyboard.press("Tab");
      await expect(
        page.evaluate(() => document.activeElement?.closest("section.cookie-banner") !== null),
        name,
      ).resolves.toBe(true);
      const box = await banner.boundingBox();
      const height = options.viewport.height;
      expect(box, name).not.toBeNull();
      // Its buttons in reach and at most a third of the screen under it.
      expect((box?.height ?? height) / height, name).toBeLessThanOrEqual(1 / 3);
      expect((box?.y ?? 0) + (box?.height ?? 0), name).toBeLessThanOrEqual(height + 1);
      await page.getByRole("button", { name: "Reject optional" }).click();
      await expect(banner.count()).resolves.toBe(0);
      await context.close();
    }
  });
});
