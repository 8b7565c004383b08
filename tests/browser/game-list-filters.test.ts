import { gameSummaries } from "@quillspin/content";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, gotoInteractive, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const cardNames = (page: Page) => page.locator(".game-card__name").allTextContents();
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

/** Presses Tab until the focus is on an element that satisfies `test`, as a keyboard user would. */
async function tabTo(page: Page, test: (page: Page) => Promise<boolean>, limit = 80) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press("Tab");
    if (await test(page)) return;
  }
  throw new Error("the element was not reached by Tab");
}

describe("/games filters from the keyboard (issue 27)", () => {
  it("apply on Space and Enter without a reload, keep the focus, summarise and remove what is in force", async () => {
    const context = await contextWithConsent(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoInteractive(page, `${siteUrl}/games?sort=a_z`);
    // Set on this document only: still there after the filters apply means no page was reloaded.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // Counts per option; the volatility levels no game has are shown with (0) and cannot be ticked.
    const low = page.getByRole("checkbox", { name: "Low (0)" });
    await expect(low.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("checkbox", { name: "High (0)" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("checkbox", { name: "Medium-high (1)" }).isDisabled()).resolves.toBe(false);

    await page.getByLabel("Search").focus();
    await tabTo(page, async () => (await focusedId(page)) === "filter-volatility-medium-high");
    await page.keyboard.press("Space");
    await page.waitForURL(/volatility=medium-high/);
    await expect.poll(() => cardNames(page)).toEqual(["Hacker Crash Jackpot"]);
    await expect(focusedId(page)).resolves.toBe("filter-volatility-medium-high");
    await expect(page.locator("#filter-volatility-medium-high").isChecked()).resolves.toBe(true);
    await expect(page.locator(".games-page__count").textContent()).resolves.toBe("1 game");
    const chip = page.getByRole("link", { name: "Remove filter Volatility: Medium-high" });
    await expect.poll(() => chip.count()).toBe(1);

    // The next Tab skips the options that now match nothing and lands on one that matches a game.
    await page.keyboard.press("Tab");
    const next = await focusedId(page);
    expect(next).toMatch(/^filter-theme-/);
    await expect(page.locator(`label[for="${next}"]`).textContent()).resolves.toMatch(/\(1\)$/);

    // The sort applies from the keyboard too, the focus staying on it.
    await page.getByLabel("Sort by").focus();
    await page.keyboard.press("End");
    await page.waitForURL(/sort=volatility_low_to_high/);
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("sort");
    await expect(page.locator("#filter-volatility-medium-high").isChecked()).resolves.toBe(true);

    // A search on Enter keeps the focus in the field and joins the summary.
    await page.getByLabel("Search").focus();
    await page.keyboard.type("hacker");
    await page.keyboard.press("Enter");
    await page.waitForURL(/q=hacker/);
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe("q");
    await expect
      .poll(() => page.getByRole("link", { name: /^Remove filter Search: .hacker.$/ }).count())
      .toBe(1);

    // One-click removal: the focus moves to the chip that took the removed one's place.
    await tabTo(page, async () => (await focusedText(page)).startsWith("Search:"));
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.has("q")).toBe(false);
    await expect.poll(() => focusedText(page)).toBe("Volatility: Medium-high ×");
    await expect(page.getByLabel("Search").inputValue()).resolves.toBe("");
    await page.keyboard.press("Enter");
    // The sort's own value names volatility too: only the filter must be gone.
    await expect.poll(() => new URL(page.url()).searchParams.has("volatility")).toBe(false);
    await expect.poll(() => focusedId(page)).toBe("game-results");
    await expect(page.locator("#filter-volatility-medium-high").isChecked()).resolves.toBe(false);
    await expect(page.locator(".active-filters").count()).resolves.toBe(0);
    await expect(page.locator(".games-page__count").textContent()).resolves.toBe(
      `${gameSummaries.length} games`,
    );

    // Back restores the filter and the ticked box, still without a reload.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("volatility")).toBe("medium-high");
    await expect.poll(() => page.locator("#filter-volatility-medium-high").isChecked()).toBe(true);
    await expect(
      page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows every option in full and a placeholder that fits, on a desktop and a phone", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 375, height: 740 },
    ]) {
      const context = await contextWithConsent(browser, { viewport });
      const page = await context.newPage();
      await page.goto(`${siteUrl}/games`);
      const clipped = await page
        .locator(".game-filters__group")
        .evaluateAll((groups) =>
          groups
            .filter(
              (group) =>
                group.scrollHeight > group.clientHeight + 1 || group.scrollWidth > group.clientWidth + 1,
            )
            .map((group) => group.querySelector("legend")?.textContent),
        );
      expect(clipped, `${viewport.width}px`).toEqual([]);
      const fits = await page.getByLabel("Search").evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const canvas = document.createElement("canvas").getContext("2d");
        if (!canvas) return false;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        // The search field's clear button takes some room at the end in Chromium.
        return canvas.measureText(input.placeholder).width <= room - 16;
      });
      expect(fits, `${viewport.width}px`).toBe(true);
      await context.close();
    }
  });
});
