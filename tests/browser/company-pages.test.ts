import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, gotoInteractive, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const pages = [
  "/",
  "/about-us",
  "/careers",
  "/roadmap",
  "/guide",
  "/integration",
  "/privacy-policy",
  "/cookie-policy",
  "/contact-us",
];

describe.each([375, 1280])("company pages at %i px", (width) => {
  it("answer 200 with their own title, description and one h1, fit the screen, and have no axe violations", async () => {
    const context = await contextWithConsent(browser, { viewport: { width, height: 900 } });
    const page = await context.newPage();
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of pages) {
      const response = await page.goto(`${siteUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      titles.add(await page.title());
      descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
      await expect(page.locator("h1").count(), path).resolves.toBe(1);
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).resolves.toBe(width);
      expect(await axeViolations(page), path).toEqual([]);
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
    await context.close();
  });
});

describe("company page details", () => {
  it("gives careers and roadmap keywords, lists the quick stats and cookies, and shows no content only to JavaScript", async () => {
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    for (const path of ["/careers", "/roadmap"]) {
      await page.goto(`${siteUrl}${path}`);
      await expect(page.locator('meta[name="keywords"]').getAttribute("content")).resolves.toBeTruthy();
    }
    await page.goto(`${siteUrl}/`);
    for (const label of [
      "Clients",
      "Team members",
      "Supported markets",
      "Supported languages",
      "Cumulative years of management experience",
      "Offered games",
      "Currencies",
    ]) {
      await expect(page.locator(".quick-stats dt", { hasText: label }).count(), label).resolves.toBe(1);
    }
    await expect(
      page.locator(".quick-stats__item", { hasText: "Offered games" }).locator("dd").textContent(),
    ).resolves.toBe("20");
    await expect(page.getByRole("link", { name: "Read More" }).count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText("Apply now:").count()).resolves.toBe(1);

    await page.goto(`${siteUrl}/cookie-policy`);
    const cookieNames = await page.locator(".cookie-table code").allTextContents();
    expect(cookieNames).toEqual([
      "locale",
      "cookie_consent",
      "age_confirmed",
      "session_key",
      "staff_session",
      "recently_viewed",
      "game_list_preferences",
    ]);
    await context.close();

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto(`${siteUrl}/`);
    const hidden = await staticPage.evaluate(
      () =>
        [...document.querySelectorAll("[data-reveal]")].filter((el) => getComputedStyle(el).opacity === "0")
          .length,
    );
    expect(hidden).toBe(0);
    await noScript.close();
  });

  it("lists every page of the site in the sitemap", async () => {
    const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
    for (const path of [
      ...pages,
      "/games",
      "/news",
      "/features",
      "/features/hold-and-win",
      "/games/quest-of-ra",
    ]) {
      expect(sitemap, path).toContain(`<loc>${siteUrl}${path === "/" ? "/" : path}</loc>`);
    }
  });

  it("reveals sections on scroll with the spec's animation settings, and not under reduced motion", async () => {
    const context = await contextWithConsent(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // The reveal is the app's: it starts after the first paint (decision 23).
    await gotoInteractive(page, `${siteUrl}/`);
    const lastSection = page.locator("[data-reveal]").last();
    await expect(lastSection.evaluate((el) => el.classList.contains("is-revealed"))).resolves.toBe(false);
    // The reveal's code loads after hydration, so its settings apply a moment after it.
    await expect
      .poll(() => lastSection.evaluate((el) => getComputedStyle(el).transitionDuration))
      .toContain("0.4s");
    await lastSection.scrollIntoViewIfNeeded();
    await expect.poll(() => lastSection.evaluate((el) => el.classList.contains("is-revealed"))).toBe(true);
    await context.close();

    const reduced = await contextWithConsent(browser, { reducedMotion: "reduce" });
    const calm = await reduced.newPage();
    await gotoInteractive(calm, `${siteUrl}/`);
    // Long enough for the reveal's code to have loaded and run, had it been asked for.
    await calm.waitForLoadState("networkidle");
    await expect(
      calm.evaluate(() => document.documentElement.classList.contains("reveal-ready")),
    ).resolves.toBe(false);
    await reduced.close();
  });
});
