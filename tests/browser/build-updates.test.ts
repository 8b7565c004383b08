import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contextWithConsent, gotoInteractive, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
const latestFile = path.join(inject("webBuildDir"), "client/_build/latest.json");
let browser: Browser;
let page: Page;
let original: string;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await contextWithConsent(browser)).newPage();
  original = readFileSync(latestFile, "utf8");
});
afterAll(async () => {
  writeFileSync(latestFile, original);
  await browser.close();
});

const marker = () => page.evaluate(() => (window as unknown as { __marker?: number }).__marker ?? null);

describe("build updates", () => {
  it("navigates in place while the build is current, and reloads on the next navigation after a deploy", async () => {
    const polls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/_build/latest.json")) polls.push(request.url());
    });
    // Navigating in place is the app's work: the page imports it after its first paint.
    await gotoInteractive(page, `${siteUrl}/`);
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });

    await page.locator("header").getByRole("link", { name: "News" }).click();
    await page.waitForURL(`${siteUrl}/news`);
    expect(await marker()).toBe(1);

    const current = JSON.parse(original) as { id: string };
    writeFileSync(latestFile, JSON.stringify({ id: `${current.id}-next`, timestamp: Date.now() }));
    await page.waitForRequest((request) => request.url().includes("/_build/latest.json"), { timeout: 5000 });
    await page.waitForTimeout(1200);
    expect(polls.every((url) => /\?t=\d+$/.test(url))).toBe(true);

    await page.locator("header").getByRole("link", { name: "Our Games" }).click();
    await page.waitForURL(`${siteUrl}/games`);
    await page.waitForLoadState("load");
    await expect.poll(marker, { timeout: 5000 }).toBeNull();
  });
});
