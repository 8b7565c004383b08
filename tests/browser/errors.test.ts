import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
// Visitors who already answered the cookie banner, so it never covers what a test clicks.
beforeEach(async () => {
  const context = await contextWithConsent(browser);
  page = await context.newPage();
  return () => context.close();
});

describe("unknown routes", () => {
  it("answer 404 with the not-found view inside the layout", async () => {
    const response = await page.goto(`${siteUrl}/no-such-page?ref=mail`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1").textContent()).resolves.toBe("Page not found: /no-such-page?ref=mail");
    await expect(
      page
        .getByText(
          "The page you are trying to access does not exist or has been moved. Try going back to our homepage.",
        )
        .count(),
    ).resolves.toBe(1);
    await expect(page.locator("header.site-header").count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Home Page" }).click();
    await page.waitForURL(`${siteUrl}/`);
    await expect.poll(() => page.locator("h1").textContent()).toContain("Slot games");
  });

  it("keep the pages /not-found and /forbidden on the empty layout", async () => {
    for (const path of ["/not-found", "/forbidden"]) {
      const response = await page.goto(`${siteUrl}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("header.site-header").count()).resolves.toBe(0);
      await expect(page.getByRole("link", { name: "Home Page" }).count()).resolves.toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

/** The total the API reports for a game list query, so the expectations follow the catalogue. */
async function gameTotal(query: string): Promise<number> {
  const response = await fetch(`${apiUrl}/games?${query}`);
  expect(response.status, query).toBe(200);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

const gameCount = (total: number) => (total === 1 ? "1 game" : `${total} games`);

describe("what a visitor types into the URL", () => {
  it("drops unknown game filter values and falls back to the defaults for malformed ones", async () => {
    const all = await gameTotal("limit=1");
    const high = await gameTotal("volatility=high&limit=1");
    expect(high).toBeLessThan(all);
    for (const [query, total] of [
      ["theme=x", all],
      ["volatility=bogus&sort=__proto__&page=abc", all],
      ["q=%00", all],
      ["volatility=high&volatility=bogus&theme=%27%20OR%201%3D1--", high],
    ] as const) {
      const response = await page.goto(`${siteUrl}/games?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.locator(".games-page__count").textContent(), query).resolves.toBe(gameCount(total));
    }
  });

  it("answers a news search with a NUL as the unfiltered list", async () => {
    const response = await page.goto(`${siteUrl}/news?search=%00`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1").textContent()).resolves.toBe("News and articles");
  });

  it("answers 404 with the not-found view for a page past the last one or a slug no article can have", async () => {
    const lastGamePage = Math.ceil((await gameTotal("limit=1")) / 12);
    for (const path of [
      "/games?page=10001",
      `/games?page=${lastGamePage + 1}`,
      "/news?page=99999",
      `/news/${"a".repeat(101)}`,
      "/news/..%2F..%2Fetc",
    ]) {
      const response = await page.goto(`${siteUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("h1").textContent(), path).resolves.toMatch(/^Page not found: /);
      await expect(page.locator("header.site-header").count(), path).resolves.toBe(1);
    }
  });
});

describe("what a client posts instead of a page's form", () => {
  /** The answer's status, headers and the error view's heading, as a person would see the page. */
  async function sent(path: string, init: RequestInit) {
    const response = await fetch(`${siteUrl}${path}`, { ...init, redirect: "manual" });
    const html = await response.text();
    return { response, heading: html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1], html };
  }

  it("answers a body that is not a form 415 with the site's error view, not 500", async () => {
    for (const [path, type, body] of [
      ["/contact-us", "application/json", '{"x":'],
      ["/contact", null, null],
      ["/subscribe", "application/octet-stream", "\u0000\u00ff"],
      ["/signup", "multipart/form-data", "name=Ana"],
      ["/forgot-password", "text/plain", "email=ana@operator.example"],
    ] as const) {
      const { response, heading, html } = await sent(path, {
        method: "POST",
        headers: type ? { "content-type": type } : {},
        body,
      });
      expect(response.status, path).toBe(415);
      expect(response.headers.get("accept-post"), path).toBe(
        "application/x-www-form-urlencoded, multipart/form-data",
      );
      expect(heading, path).toBe("Oops! Something went wrong");
      expect(html, path).toContain("site-header");
    }
    // The back office's forms read theirs the same way, and show its own frame.
    const signIn = await sent("/admin/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(signIn.response.status).toBe(415);
    expect(signIn.heading).toBe("Oops! Something went wrong");
  });

  it("answers a client navigation's post of such a body 415 too", async () => {
    const response = await fetch(`${siteUrl}/contact-us.data`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"x":',
    });
    expect(response.status).toBe(415);
  });

  it("answers a method the page does not take 405, naming those it takes", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const { response, heading } = await sent("/contact-us", { method, headers: form, body: "name=Ana" });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow"), method).toBe("GET, HEAD, POST");
      expect(heading, method).toBe("Oops! Something went wrong");
    }
    const { response } = await sent("/about-us", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("what a shared cache may do with the site's answers", () => {
  it("keeps no rendered page and must ask again about a shared page's data", async () => {
    // Database-fed pages, shared by the site itself or rendered for one visitor: each has its own nonce.
    // (Prerendered pages are the build's files, revalidated by their ETag: decision 25.)
    for (const path of ["/", "/news", "/news?search=lantern", "/roadmap", "/games?sort=a_z"]) {
      const response = await fetch(`${siteUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-cache");
    }
    const data = await fetch(`${siteUrl}/news.data`);
    expect(data.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(data.headers.get("etag")).toMatch(/^"/);
  });
});
