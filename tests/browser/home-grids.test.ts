import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contextWithConsent, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the home page's grids (issue 27)", () => {
  it("leave no hole at the end of a row, whatever the count of cards and the width", async () => {
    for (const width of [1280, 1024, 768]) {
      const context = await contextWithConsent(browser, { viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${siteUrl}/`);
      const holes = await page.evaluate(() =>
        [...document.querySelectorAll(".partner-wall, .quick-stats, .why-special")].flatMap((grid) => {
          const right = grid.getBoundingClientRect().right;
          const rows = new Map<number, number>();
          for (const item of grid.children) {
            const box = item.getBoundingClientRect();
            const top = Math.round(box.top);
            rows.set(top, Math.max(rows.get(top) ?? 0, box.right));
          }
          // Every row, the last included, reaches the grid's right edge.
          return [...rows.values()].some((end) => right - end > 2) ? [grid.className] : [];
        }),
      );
      expect(holes, `${width}px`).toEqual([]);
      await expect(page.locator(".partner-wall").first().locator("li").count()).resolves.toBeGreaterThan(0);
      await context.close();
    }
  });
});
