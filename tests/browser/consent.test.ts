import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { gotoInteractive, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const NECESSARY = "locale|cookie_consent|age_confirmed|session_key|staff_session";
const ALL = `${NECESSARY}|recently_viewed|game_list_preferences`;
const OPTIONAL_NAMES = ["recently_viewed", "game_list_preferences"];

describe("cookie consent", () => {
  it("asks on the first visit, remembers a rejection across reloads, and can be changed from the footer", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The banner is in the page's first paint; its buttons answer once the app has started.
    await gotoInteractive(page, `${siteUrl}/`);
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await banner.waitFor();
    const consentCookie = async () =>
      (await context.cookies()).find((c) => c.name === "cookie_consent")?.value;
    expect(await consentCookie()).toBeUndefined();

    await banner.getByRole("button", { name: "Reject optional" }).click();
    await expect(banner.count()).resolves.toBe(0);
    expect(decodeURIComponent((await consentCookie()) ?? "")).toBe(NECESSARY);

    await page.reload();
    await page.waitForTimeout(300);
    await expect(page.getByRole("region", { name: "Cookies on this site" }).count()).resolves.toBe(0);
    const names = (await context.cookies()).map((c) => c.name);
    for (const optional of OPTIONAL_NAMES) expect(names).not.toContain(optional);

    await page.locator("footer").getByRole("button", { name: "Cookie settings" }).click();
    const settings = page.getByRole("dialog", { name: "Cookie settings" });
    // A visitor who has chosen gets the settings' code when they open them (decision 22).
    await settings.waitFor({ state: "visible" });
    await expect(settings.getByRole("checkbox", { name: /locale/ }).isDisabled()).resolves.toBe(true);
    await settings.getByRole("checkbox", { name: /recently_viewed/ }).check();
    await settings.getByRole("button", { name: "Save choices" }).click();
    expect(decodeURIComponent((await consentCookie()) ?? "")).toBe(`${NECESSARY}|recently_viewed`);

    await page.locator("footer").getByRole("button", { name: "Cookie settings" }).click();
    await page
      .getByRole("dialog", { name: "Cookie settings" })
      .getByRole("button", { name: "Accept all" })
      .click();
    expect(decodeURIComponent((await consentCookie()) ?? "")).toBe(ALL);
    await context.close();
  });

  it("accepting all stores every id and the banner stays away", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoInteractive(page, `${siteUrl}/games`);
    await page.getByRole("button", { name: "Accept all" }).click();
    await page.goto(`${siteUrl}/news`);
    await page.waitForTimeout(300);
    await expect(page.getByRole("region", { name: "Cookies on this site" }).count()).resolves.toBe(0);
    const value = (await context.cookies()).find((c) => c.name === "cookie_consent")?.value ?? "";
    expect(decodeURIComponent(value)).toBe(ALL);
    await context.close();
  });
});

describe("the consent banner in the first paint", () => {
  const bannerMarkup = 'class="cookie-banner"';

  it("is in a rendered page's markup until the visitor has chosen", async () => {
    const firstVisit = await (await fetch(`${siteUrl}/games`)).text();
    expect(firstVisit).toContain(bannerMarkup);
    // Without scripts its buttons cannot answer, so it is hidden then.
    expect(firstVisit).toMatch(/<noscript><style>\.cookie-banner \{ display: none; \}<\/style><\/noscript>/);
    const chosen = await fetch(`${siteUrl}/games`, {
      headers: { cookie: `cookie_consent=${encodeURIComponent(NECESSARY)}` },
    });
    expect(await chosen.text()).not.toContain(bannerMarkup);
  });

  it("shows on a prerendered page, built for every visitor, once the app has read the cookies", async () => {
    const markup = await (await fetch(`${siteUrl}/games/quest-of-ra`)).text();
    expect(markup).not.toContain(bannerMarkup);
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoInteractive(page, `${siteUrl}/games/quest-of-ra`);
    await page.getByRole("region", { name: "Cookies on this site" }).waitFor();
    await context.close();
  });
});

describe("optional cookies", () => {
  it("remember viewed games only after consent", async () => {
    const rejecting = await browser.newContext();
    const page = await rejecting.newPage();
    await page.goto(`${siteUrl}/games/quest-of-ra`);
    await page.getByRole("button", { name: "Reject optional" }).click();
    await page.goto(`${siteUrl}/games/admiral-wilds`);
    await page.waitForTimeout(300);
    expect((await rejecting.cookies()).map((c) => c.name)).not.toContain("recently_viewed");
    await rejecting.close();

    const accepting = await browser.newContext();
    const visitor = await accepting.newPage();
    await visitor.goto(`${siteUrl}/games/quest-of-ra`);
    expect((await accepting.cookies()).map((c) => c.name)).not.toContain("recently_viewed");
    await visitor.getByRole("button", { name: "Accept all" }).click();
    await visitor.goto(`${siteUrl}/games/admiral-wilds`);
    await expect
      .poll(async () => (await accepting.cookies()).find((c) => c.name === "recently_viewed")?.value)
      .toBe("admiral-wilds");
    await visitor.goto(`${siteUrl}/games`);
    await expect(
      visitor.getByRole("navigation", { name: "Recently viewed" }).getByRole("link").allTextContents(),
    ).resolves.toEqual(["Admiral Wilds"]);
    await accepting.close();
  });
});
