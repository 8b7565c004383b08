import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, gotoInteractive, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const four = ["Quest of Ra", "Admiral Wilds", "Squid Gold X2", "Wild Dragon Respin"];

describe("/games/compare (issue 27 item 4)", () => {
  it("shows four games with their hit frequency, max-win odds, RTP versions and demos as the game pages write them", async () => {
    const context = await contextWithConsent(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoInteractive(page, `${siteUrl}/games/compare`);
    for (const name of four) await page.getByRole("checkbox", { name, exact: true }).check();
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await page.waitForURL(/games=wild-dragon-respin/);
    await expect.poll(() => page.locator(".compare-table thead th").count()).toBe(5);

    const row = (label: string) =>
      page
        .locator(".compare-table tbody tr")
        .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
    // Columns follow the catalogue's order, whatever order the boxes were ticked in.
    const admiral =
      (await page.locator(".compare-table thead th").allTextContents()).indexOf("Admiral Wilds") - 1;
    const cell = (label: string) => row(label).locator("td").nth(admiral);
    const odds = await cell("Max win odds").textContent();
    const hit = await cell("Hit frequency").textContent();
    await expect(row("RTP versions").locator("td").count()).resolves.toBe(4);
    const versions = await cell("RTP versions").locator("li").allTextContents();
    await expect(row("Demo").getByRole("link", { name: "Play demo: Admiral Wilds" }).count()).resolves.toBe(
      1,
    );
    await expect(
      cell("RTP versions")
        .getByRole("link", { name: "94.00%: play version 94 of the Admiral Wilds demo" })
        .getAttribute("href"),
    ).resolves.toContain("/demo/admiral-wilds/launch?rtp=94");
    expect(await axeViolations(page)).toEqual([]);

    // The game page writes the same figures the same way.
    await page.goto(`${siteUrl}/games/admiral-wilds`);
    const measured = page.locator(".measured-maths");
    await expect(
      measured
        .locator("dt", { hasText: "Odds of the 5,000x max win" })
        .locator("xpath=following-sibling::dd[1]")
        .textContent(),
    ).resolves.toBe(odds);
    await expect(
      page
        .locator(".facts-table dt", { hasText: "Hit frequency" })
        .locator("xpath=following-sibling::dd[1]")
        .textContent(),
    ).resolves.toBe(hit);
    const pageVersions = await page
      .locator(".rtp-versions__table tbody tr td:nth-of-type(1)")
      .allTextContents();
    expect(versions.map((version) => version.replace(" (stated)", ""))).toEqual(pageVersions);
    expect(versions[0]).toMatch(/^95\.87% \(stated\)$/);
    await context.close();
  });

  it("refuses a fifth game before it is ticked, and the server refuses five without scripts", async () => {
    const context = await contextWithConsent(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoInteractive(page, `${siteUrl}/games/compare`);
    for (const name of four) await page.getByRole("checkbox", { name, exact: true }).check();
    const fifth = page.getByRole("checkbox", { name: "Coral Reef FlexiWays", exact: true });
    await expect.poll(() => fifth.isDisabled()).toBe(true);
    await expect(page.locator("#compare-limit").textContent()).resolves.toBe(
      "Four games chosen: untick one to choose another.",
    );
    await page.getByRole("checkbox", { name: "Quest of Ra", exact: true }).uncheck();
    await expect.poll(() => fifth.isDisabled()).toBe(false);
    await context.close();

    const noScripts = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScripts.newPage();
    await plain.goto(`${siteUrl}/games/compare`);
    for (const name of [...four, "Coral Reef FlexiWays"])
      await plain.getByRole("checkbox", { name, exact: true }).check();
    const [response] = await Promise.all([
      plain.waitForResponse((answer) => answer.url().includes("/games/compare?")),
      plain.getByRole("button", { name: "Compare", exact: true }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(plain.getByRole("alert").textContent()).resolves.toBe(
      "Compare takes up to four games and 5 were ticked. Untick one and press Compare again.",
    );
    await expect(plain.locator(".compare-table").count()).resolves.toBe(0);
    await expect(plain.getByRole("checkbox", { checked: true }).count()).resolves.toBe(5);
    await noScripts.close();
  });
});
