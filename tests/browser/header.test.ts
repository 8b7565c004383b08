import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contextWithConsent, gotoInteractive, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const FEATURE_SLUGS = [
  "accumulative-collector-mechanic-hot-pots",
  "allways-pay",
  "buy-bonus",
  "cascades",
  "cluster-pays",
  "collecting-symbols",
  "double-chance",
  "expanding-wilds",
  "flexiways",
  "gamble-feature",
  "hold-and-win",
  "jackpot",
  "respin-feature",
  "stacked-wilds",
  "x2-mechanic",
];

async function openPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextWithConsent(browser, { viewport: { width, height: 800 } });
  const page = await context.newPage();
  await gotoInteractive(page, `${siteUrl}/`);
  return { context, page };
}

describe.each([1280, 375])("header at %i px", (width) => {
  it("lists the navigation in the spec's order with its labels, and the fifteen feature pages", async () => {
    const { context, page } = await openPage(width);
    if (width < 1080) await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const topLinks = nav.locator(".site-nav__list > li > a");
    await expect(topLinks.allTextContents()).resolves.toEqual([
      "About Us",
      "Our Games",
      "News",
      "Features",
      "Careers",
      "Roadmap",
      "Contact Us",
    ]);
    await expect(topLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).resolves.toEqual([
      "/about-us",
      "/games",
      "/news",
      "/features",
      "/careers",
      "/roadmap",
      "/contact-us",
    ]);
    const toggle = nav.getByRole("button", { name: "Show the feature pages" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await toggle.click();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    const submenu = nav.locator(".site-submenu a");
    await expect(submenu.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).resolves.toEqual(
      FEATURE_SLUGS.map((slug) => `/features/${slug}`),
    );
    await expect(submenu.first().isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(nav.getByRole("button", { name: "Subscribe" }).count()).resolves.toBe(1);
    await context.close();
  });

  it("switches to the scrolled style from 50 px and shows the scroll-up control", async () => {
    const { context, page } = await openPage(width);
    const header = page.locator("header.site-header");
    const scrolledAt = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
      return header.evaluate((el) => el.classList.contains("site-header--scrolled"));
    };
    await expect(scrolledAt(49)).resolves.toBe(false);
    await expect(scrolledAt(50)).resolves.toBe(true);
    await expect(scrolledAt(51)).resolves.toBe(true);
    await expect(scrolledAt(0)).resolves.toBe(false);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(width);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

describe("mobile menu at 375 px", () => {
  it("toggles with the burger, marks the body, traps focus, and closes on Escape or a link", async () => {
    const { context, page } = await openPage(375);
    const burger = page.locator("button.burger");
    const bodyHasClass = () => page.evaluate(() => document.body.classList.contains("mobile-menu-open"));
    await expect(page.locator("#site-nav").isVisible()).resolves.toBe(false);
    await expect(burger.getAttribute("aria-expanded")).resolves.toBe("false");

    await burger.click();
    await expect(burger.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(bodyHasClass()).resolves.toBe(true);
    await expect(page.locator("#site-nav").isVisible()).resolves.toBe(true);
    for (let i = 0; i < 40; i++) await page.keyboard.press("Tab");
    const focusInside = await page.evaluate(
      () => !!document.activeElement?.closest(".site-header__menu-area"),
    );
    expect(focusInside).toBe(true);

    await page.keyboard.press("Escape");
    await expect(burger.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(bodyHasClass()).resolves.toBe(false);

    await burger.click();
    await page.locator("#site-nav").getByRole("link", { name: "Our Games" }).click();
    await page.waitForURL(`${siteUrl}/games`);
    await expect(burger.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(bodyHasClass()).resolves.toBe(false);
    await context.close();
  });

  it("opens the subscribe dialog and returns focus when it closes", async () => {
    const { context, page } = await openPage(1280);
    const subscribe = page.getByRole("button", { name: "Subscribe" });
    await subscribe.click();
    const dialog = page.getByRole("dialog", { name: "Subscribe" });
    // Its code loads on the first opening (decision 22).
    await dialog.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await expect(dialog.isVisible()).resolves.toBe(false);
    await expect(subscribe.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await context.close();
  });
});
