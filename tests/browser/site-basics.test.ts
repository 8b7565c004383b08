import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("site basics", () => {
  it("sets a 365-day locale cookie and serves each page with its own meta", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${siteUrl}/`);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === "locale")?.value)
      .toBe("en");
    const cookie = (await context.cookies()).find((c) => c.name === "locale");
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);

    const titles = new Set<string>();
    for (const path of ["/", "/games", "/news"]) {
      await page.goto(`${siteUrl}${path}`);
      titles.add(await page.title());
      await expect(page.locator('meta[name="description"]').getAttribute("content")).resolves.toBeTruthy();
      await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toBe(
        `${siteUrl}${path}`,
      );
      await expect(page.locator('meta[property="og:title"]').count()).resolves.toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(titles.size).toBe(3);
    await context.close();
  });

  it("publishes a sitemap of the public pages and a robots.txt pointing to it", async () => {
    const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
    for (const path of ["/", "/games", "/news"]) expect(sitemap).toContain(`<loc>${siteUrl}${path}</loc>`);
    const robots = await (await fetch(`${siteUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it("serves hashed assets precompressed with immutable caching, and pages compressed", async () => {
    const html = await (await fetch(`${siteUrl}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${siteUrl}${asset}`, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");

    const page = await fetch(`${siteUrl}/games`, { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const prerendered = await fetch(`${siteUrl}/forbidden`, { headers: { "accept-encoding": "br" } });
    expect(prerendered.headers.get("content-encoding")).toBe("br");
  });
});
