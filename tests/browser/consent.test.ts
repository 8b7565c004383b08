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

  it("the cookie policy says what the visitor chose, and follows a change made there", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoInteractive(page, `${siteUrl}/cookie-policy`);
    const choice = page.locator("main").getByRole("status");
    await expect
      .poll(() => choice.textContent())
      .toBe("You have not chosen yet: the site sets only its necessary cookies until you do.");
    await page
      .getByRole("region", { name: "Cookies on this site" })
      .getByRole("button", { name: "Reject optional" })
      .click();
    await expect.poll(() => choice.textContent()).toBe("You allowed the necessary cookies only.");

    await page.locator("main").getByRole("button", { name: "Cookie settings" }).click();
    const settings = page.getByRole("dialog", { name: "Cookie settings" });
    await settings.waitFor({ state: "visible" });
    await settings.getByRole("checkbox", { name: /game_list_preferences/ }).check();
    await settings.getByRole("button", { name: "Save choices" }).click();
    await expect
      .poll(() => choice.textContent())
      .toBe("You allowed the necessary cookies and these optional ones: game_list_preferences");

    // A later visit reads the stored choice; accepting every cookie is consent given (site.md section 4).
    await page.reload();
    await expect.poll(() => choice.textContent()).toContain("game_list_preferences");
    await page.locator("main").getByRole("button", { name: "Cookie settings" }).click();
    await page
      .getByRole("dialog", { name: "Cookie settings" })
      .getByRole("button", { name: "Accept all" })
      .click();
    await expect.poll(() => choice.textContent()).toBe("You accepted all cookies.");
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
    // Without scripts its answers post a form; only the settings, the app's dialog, are hidden then.
    expect(firstVisit).toMatch(
      /<noscript><style>\.cookie-banner__settings \{ display: none; \}<\/style><\/noscript>/,
    );
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

describe("the banner's answer before or without the app", () => {
  it("is stored by the site's server without JavaScript, which sends the visitor back to the page", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/games?sort=a_z`);
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await expect(banner.getByRole("button", { name: "Cookie settings" }).isVisible()).resolves.toBe(false);
    const posted = page.waitForResponse(`${siteUrl}/cookie-consent`);
    await banner.getByRole("button", { name: "Reject optional" }).click();
    expect((await posted).headers().location).toBe("/games?sort=a_z");
    await page.waitForLoadState();
    expect(page.url()).toBe(`${siteUrl}/games?sort=a_z`);
    await expect(banner.count()).resolves.toBe(0);
    const value = (await context.cookies()).find((c) => c.name === "cookie_consent")?.value ?? "";
    expect(decodeURIComponent(value)).toBe(NECESSARY);
    await context.close();
  });

  it("is stored when clicked before the app's code has arrived", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The app's modules are held back until the visitor has answered.
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await answered;
      // The page that asked may be gone by then.
      await route.continue().catch(() => {});
    });
    await page.goto(`${siteUrl}/`, { waitUntil: "domcontentloaded" });
    await expect(page.evaluate(() => "hydrated" in document.documentElement.dataset)).resolves.toBe(false);
    const posted = page.waitForResponse(`${siteUrl}/cookie-consent`);
    await page.getByRole("button", { name: "Accept all" }).click();
    expect((await posted).status()).toBe(303);
    release();
    await gotoInteractive(page, `${siteUrl}/`);
    await expect(page.getByRole("region", { name: "Cookies on this site" }).count()).resolves.toBe(0);
    const value = (await context.cookies()).find((c) => c.name === "cookie_consent")?.value ?? "";
    expect(decodeURIComponent(value)).toBe(ALL);
    await context.close();
  });

  it("is refused from another site, and sends the visitor back only to a page of this site", async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${siteUrl}/cookie-consent`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body,
      });
    const forged = await post("choice=all&back=%2F", { origin: "https://elsewhere.example" });
    expect(forged.status).toBe(403);
    expect(forged.headers.get("set-cookie")).toBeNull();
    const away = await post("choice=necessary&back=%2F%2Felsewhere.example%2F");
    expect(away.status).toBe(303);
    expect(new URL(away.headers.get("location") ?? "", siteUrl).href).toBe(`${siteUrl}/`);
    expect(decodeURIComponent(away.headers.get("set-cookie") ?? "")).toContain(
      `cookie_consent=${NECESSARY};`,
    );
    const unknown = await post("choice=everything&back=%2F");
    expect(unknown.status).toBe(400);
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
