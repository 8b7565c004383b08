import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
const slug = "squid-gold-x2";
const name = "Squid Gold X2";
const POPUP_BLOCKED = "Your browser has blocked a pop-up window. Allow pop-up windows in the settings.";
/** The address `GET /v1/games/{slug}/demo` answers: the player page with a fresh session. */
const gameUrlOf = (game: string) =>
  new RegExp(`^${siteUrl.replaceAll(".", "\\.")}/demo/${game}/play\\?session=[0-9a-f-]{36}$`);
const gameUrl = gameUrlOf(slug);

const userAgents = {
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36",
  iPhoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
};
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A visitor who answered the cookie banner and, unless `ageConfirmed` is false, the age question. */
async function visitor(
  options: Parameters<Browser["newContext"]>[0] & { ageConfirmed?: boolean } = {},
): Promise<BrowserContext> {
  const { ageConfirmed = true, ...contextOptions } = options;
  const context = await contextWithConsent(browser, contextOptions);
  if (ageConfirmed) await context.addCookies([{ name: "age_confirmed", value: "1", url: siteUrl }]);
  return context;
}

/**
 * Waits for the page to hydrate, so the Play demo link runs the start function rather than plain
 * navigation. A quiet network is no sign of it: the scripts can all be in while the main thread still
 * hydrates.
 */
const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

/** The game page, hydrated. */
async function openGamePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${siteUrl}/games/${slug}`, { waitUntil: "networkidle" });
  await hydrated(page);
  return page;
}

const playDemo = (page: Page) => page.getByRole("main").getByRole("link", { name: "Play demo", exact: true });
const isFocused = (page: Page) => playDemo(page).evaluate((element) => element === document.activeElement);

async function ageCookie(context: BrowserContext) {
  return (await context.cookies(siteUrl)).find((cookie) => cookie.name === "age_confirmed");
}

describe("demo launch", () => {
  it("on desktop shows the demo in an accessible modal and gives focus back when it closes", async () => {
    const context = await visitor({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/games`, { waitUntil: "networkidle" });
    await hydrated(page);
    const cardLinks = page.getByRole("link", { name: /^Play demo: / });
    const cards = await page.locator(".game-card").count();
    expect(cards).toBeGreaterThan(0);
    await expect(cardLinks.count()).resolves.toBe(cards);
    const firstCard = page.locator(".game-card").first();
    const cardName = (await firstCard.locator(".game-card__name").textContent()) ?? "";
    const cardSlug = (await firstCard.locator(".game-card__link").getAttribute("href"))?.replace(
      "/games/",
      "",
    );
    const cardLink = page.getByRole("link", { name: `Play demo: ${cardName}` });
    await expect(cardLink.getAttribute("href")).resolves.toBe(`/demo/${cardSlug}/launch`);

    const apiRequest = page.waitForRequest((request) => request.url() === `${apiUrl}/games/${cardSlug}/demo`);
    await cardLink.click();
    expect((await apiRequest).headers().language).toBe("en");
    const dialog = page.getByRole("dialog", { name: cardName });
    await dialog.waitFor();
    await expect(dialog.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);

    const frame = dialog.locator("iframe");
    await expect(frame.getAttribute("title")).resolves.toBe(`${cardName} demo`);
    await expect(frame.getAttribute("allow")).resolves.toBe("fullscreen; autoplay");
    await expect(frame.getAttribute("sandbox")).resolves.toBe(
      "allow-scripts allow-same-origin allow-popups allow-forms",
    );
    await expect
      .poll(
        () =>
          page
            .frames()
            .find((candidate) => candidate !== page.mainFrame())
            ?.url() ?? "",
      )
      .toMatch(gameUrlOf(cardSlug ?? ""));
    const box = await frame.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(1280);
    expect(box?.height).toBeLessThanOrEqual(800);
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(1.6, 1);

    await page.keyboard.press("Escape");
    await expect(dialog.isVisible()).resolves.toBe(false);
    await expect(page.locator(".demo-modal iframe").count()).resolves.toBe(0);
    await expect.poll(() => cardLink.evaluate((element) => element === document.activeElement)).toBe(true);

    // The game page's own control, closed this time with the Close button.
    await page.goto(`${siteUrl}/games/${slug}`, { waitUntil: "networkidle" });
    await hydrated(page);
    await playDemo(page).click();
    const gameDialog = page.getByRole("dialog", { name });
    await gameDialog.waitFor();
    await gameDialog.getByRole("button", { name: "Close" }).click();
    await expect(gameDialog.isVisible()).resolves.toBe(false);
    await expect.poll(() => isFocused(page)).toBe(true);
    await context.close();
  });

  it("asks a visitor's age before their first demo only, remembering the answer for a year", async () => {
    const context = await visitor({ ageConfirmed: false, viewport: { width: 1280, height: 800 } });
    const page = await openGamePage(context);
    const gate = page.getByRole("dialog", { name: "Confirm your age" });

    await playDemo(page).click();
    await gate.waitFor();
    await expect(gate.textContent()).resolves.toContain(
      "Demo games are for adults. Please confirm you are 18 or over.",
    );
    await expect(gate.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await gate.getByRole("button", { name: "Cancel" }).click();
    await expect(gate.isVisible()).resolves.toBe(false);
    await expect.poll(() => isFocused(page)).toBe(true);
    expect(await ageCookie(context)).toBeUndefined();
    await expect(page.getByRole("dialog", { name }).isVisible()).resolves.toBe(false);

    await playDemo(page).click();
    await gate.getByRole("button", { name: "I am 18 or over" }).click();
    const demo = page.getByRole("dialog", { name });
    await demo.waitFor();
    const cookie = await ageCookie(context);
    expect(cookie?.value).toBe("1");
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await page.keyboard.press("Escape");
    await expect(demo.isVisible()).resolves.toBe(false);

    await page.reload({ waitUntil: "networkidle" });
    await hydrated(page);
    await playDemo(page).click();
    await demo.waitFor();
    await expect(gate.isVisible()).resolves.toBe(false);
    await context.close();
  });

  it("on Android opens the demo in a new window that ends at the demo's address", async () => {
    const context = await visitor({ ...phone, userAgent: userAgents.android });
    const page = await openGamePage(context);
    const [popup] = await Promise.all([context.waitForEvent("page"), playDemo(page).click()]);
    await popup.waitForURL(gameUrl);
    expect(page.url()).toBe(`${siteUrl}/games/${slug}`);
    await context.close();
  });

  it("on Android asks the age first and opens the window from the confirming click", async () => {
    const context = await visitor({ ...phone, userAgent: userAgents.android, ageConfirmed: false });
    const page = await openGamePage(context);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await playDemo(page).click();
    const gate = page.getByRole("dialog", { name: "Confirm your age" });
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      gate.getByRole("button", { name: "I am 18 or over" }).click(),
    ]);
    await popup.waitForURL(gameUrl);
    expect(dialogs).toEqual([]);
    expect((await ageCookie(context))?.value).toBe("1");
    await context.close();
  });

  it("on Android alerts when the browser blocks the new window", async () => {
    const context = await visitor({ ...phone, userAgent: userAgents.android });
    await context.addInitScript(() => {
      window.open = () => null;
    });
    const page = await openGamePage(context);
    // The alert holds the click until it is answered, so it is answered as it appears.
    const alerts: { type: string; message: string }[] = [];
    page.on("dialog", (dialog) => {
      alerts.push({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
    await playDemo(page).click();
    await expect.poll(() => alerts).toEqual([{ type: "alert", message: POPUP_BLOCKED }]);
    expect(context.pages()).toHaveLength(1);
    await context.close();
  });

  it("in Safari on iPhone goes through the launch page in the same window", async () => {
    const context = await visitor({ ...phone, userAgent: userAgents.iPhoneSafari });
    const page = await openGamePage(context);
    const launch = page.waitForRequest(`${siteUrl}/demo/${slug}/launch`);
    await playDemo(page).click();
    const launchRequest = await launch;
    expect(launchRequest.isNavigationRequest()).toBe(true);
    expect((await launchRequest.response())?.status()).toBe(302);
    await page.waitForURL(gameUrl);
    expect(context.pages()).toHaveLength(1);
    await context.close();
  });

  it("logs a failed address request and shows one error toast", async () => {
    const context = await visitor({ viewport: { width: 1280, height: 800 } });
    const page = await openGamePage(context);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    let attempts = 0;
    const cors = {
      "access-control-allow-origin": siteUrl,
      "access-control-allow-headers": "accept, language",
    };
    await page.route(`${apiUrl}/games/${slug}/demo`, (route) => {
      if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
      attempts += 1;
      return route.fulfill({
        status: 500,
        headers: cors,
        contentType: "application/json",
        body: JSON.stringify({
          statusCode: 500,
          error: "Internal Server Error",
          message: "Demo server asleep",
        }),
      });
    });

    await playDemo(page).click();
    const toast = page.locator(".Toastify__toast", { hasText: "500: Demo server asleep" });
    await toast.waitFor();
    await expect.poll(() => errors.some((text) => text.startsWith("Error get URL game demo"))).toBe(true);
    // Idempotent calls get one retry (site.md section 7); the failure is toasted once, by the API client.
    expect(attempts).toBe(2);
    await expect(page.locator(".Toastify__toast").count()).resolves.toBe(1);
    await expect(page.getByRole("dialog", { name }).isVisible()).resolves.toBe(false);
    await context.close();
  });

  it("without script the launch page asks the age by a form, then goes to the demo", async () => {
    const context = await visitor({ ageConfirmed: false, javaScriptEnabled: false });
    const page = await context.newPage();
    const first = await page.goto(`${siteUrl}/demo/${slug}/launch`);
    expect(first?.headers()["cache-control"]).toBe("no-store");
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
    await page.getByRole("heading", { name: "Confirm your age", level: 1 }).waitFor();
    await expect(page.getByRole("link", { name: "Cancel" }).getAttribute("href")).resolves.toBe(
      `/games/${slug}`,
    );
    await page.getByRole("button", { name: "I am 18 or over" }).click();
    await page.waitForURL(gameUrl);
    expect((await ageCookie(context))?.value).toBe("1");

    // The game page's link works before (or without) the script too.
    await page.goto(`${siteUrl}/games/${slug}`);
    await playDemo(page).click();
    await page.waitForURL(gameUrl);
    await context.close();
  });

  it("answers 404 for a game that is not in the catalogue", async () => {
    const context = await visitor();
    const page = await context.newPage();
    const response = await page.goto(`${siteUrl}/demo/no-such-game/launch`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Page not found: /demo/no-such-game/launch" }).waitFor();
    await context.close();
  });
});
