import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contextWithConsent, gotoInteractive, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** What the page's first paint waited for, as the browser recorded it. */
function firstPaintTimings(page: Page) {
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const fetched = (pattern: RegExp) =>
      resources.filter((entry) => pattern.test(new URL(entry.name).pathname)).map((entry) => entry.startTime);
    const leadImages = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(
      (image) => resources.find((entry) => entry.name === image.currentSrc)?.responseEnd ?? null,
    );
    return {
      fcp,
      leadImages,
      scripts: fetched(/^\/assets\/.+\.js$/),
      stylesheets: fetched(/^\/assets\/.+\.css$/),
      enabledStylesheetLinks: document.querySelectorAll('link[rel="stylesheet"]:not([disabled])').length,
    };
  });
}

describe("first paint", () => {
  for (const path of ["/", "/games/quest-of-ra", "/news"]) {
    it(`paints ${path} from inline styles and loads the app's code afterwards`, async () => {
      const markup = await (await fetch(`${siteUrl}${path}`)).text();
      expect(markup).toMatch(/<style data-inline-href="\/assets\/[\w.-]+\.css">/);
      expect(markup).not.toMatch(/<link\b[^>]*rel="stylesheet"(?![^>]*disabled)[^>]*>/);
      // The module preloads wait, inert, in a template until the first paint.
      expect(markup).toMatch(/<template data-after-first-paint><link rel="modulepreload"/);
      expect(markup.replace(/<template[\s\S]*?<\/template>/, "")).not.toContain('rel="modulepreload"');

      const context = await contextWithConsent(browser);
      const page = await context.newPage();
      await gotoInteractive(page, `${siteUrl}${path}`);
      const timings = await firstPaintTimings(page);
      expect(timings.fcp).not.toBeNull();
      expect(timings.stylesheets).toEqual([]);
      expect(timings.enabledStylesheetLinks).toBe(0);
      expect(timings.scripts.length).toBeGreaterThan(0);
      for (const start of timings.scripts) expect(start).toBeGreaterThanOrEqual(timings.fcp ?? Infinity);
      // The lead image has the bandwidth to itself: the app's code is asked for once it has arrived.
      if (path !== "/") expect(timings.leadImages.length).toBeGreaterThan(0);
      for (const end of timings.leadImages) {
        expect(end).not.toBeNull();
        for (const start of timings.scripts) expect(start).toBeGreaterThanOrEqual(end ?? Infinity);
      }
      // The locale's strings, which the app waits for before it hydrates, load beside its code, not
      // one round trip after it (config/held-chunks.ts).
      expect(markup).toMatch(/<link rel="modulepreload" href="\/assets\/messages-en-[\w-]+\.js"\/>/);
      const held = await page.evaluate(() => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const of = (pattern: RegExp) => resources.find((entry) => pattern.test(new URL(entry.name).pathname));
        return {
          messagesStart: of(/^\/assets\/messages-en-/)?.startTime ?? null,
          entryEnd: of(/^\/assets\/entry\.client-/)?.responseEnd ?? null,
        };
      });
      expect(held.messagesStart).not.toBeNull();
      expect(held.messagesStart).toBeLessThan(held.entryEnd ?? 0);
      // The page is styled: the header's layout comes from the inline copy of the root stylesheet.
      await expect(
        page.locator(".site-header").evaluate((header) => getComputedStyle(header).position),
      ).resolves.not.toBe("static");
      await context.close();
    });
  }

  it("drops the inline copy of a stylesheet when a navigation leaves its route", async () => {
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    await gotoInteractive(page, `${siteUrl}/`);
    const inlined = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("style[data-inline-href]")].map((style) =>
          style.getAttribute("data-inline-href"),
        ),
      );
    const onHome = await inlined();
    const homeOnly = onHome.filter((href) => /\/home-[\w-]+\.css$/.test(href ?? ""));
    expect(homeOnly).toHaveLength(1);

    await page.locator(".hero").getByRole("link", { name: "View All Games" }).click();
    await page.waitForURL(`${siteUrl}/games`);
    await expect.poll(inlined).not.toContain(homeOnly[0]);
    // Styles shared by both pages stay, and the new route's stylesheet arrives as a file.
    expect(await inlined()).toContain(onHome.find((href) => /\/root-[\w-]+\.css$/.test(href ?? "")));
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"]:not([disabled])').length),
      )
      .toBeGreaterThan(0);
    await context.close();
  });

  it("keeps what a visitor typed and ticked before the app arrived, in the field and in the form", async () => {
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    // A slow connection: the page is painted and usable well before its code runs.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${siteUrl}/signup`, { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Your details" });
    await form.getByLabel("Your name").fill("Early Typist");
    await form.getByLabel("Work email").fill("early.typist@quillspin.example");
    await form.getByRole("checkbox", { name: /I accept the partner terms/ }).check();
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);

    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect.poll(() => form.getByLabel("Your name").inputValue()).toBe("Early Typist");
    await form.getByRole("button", { name: "Create account" }).click();
    const summary = form.locator(".form-summary");
    await summary.waitFor();
    // The form's own state has the early values: only the fields left empty are asked for.
    const asked = await summary.textContent();
    expect(asked).toContain("Enter your company");
    expect(asked).not.toContain("Enter your name");
    expect(asked).not.toContain("Enter your work email address");
    expect(asked).not.toContain("Accept the partner terms to continue");
    await expect(form.getByLabel("Work email").inputValue()).resolves.toBe("early.typist@quillspin.example");
    await context.close();
  });
});
