import { signatureHeaders, walletCheckScenarios, walletErrorCodes } from "@quillspin/contracts";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, gotoInteractive, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const sections = [
  "From sandbox to production",
  "Signing every request",
  "Money in minor units",
  "Operator API (ours, you call it)",
  "Wallet API (yours, we call it)",
  "How a round runs",
  "Signing examples",
  "Wallet error codes",
  "Conformance kit",
];

describe.each([375, 1280])("the integration guide at %i px", (width) => {
  it("is reached from the footer, has its title, one h1, its sections and examples, fits the screen and passes axe", async () => {
    const context = await contextWithConsent(browser, { viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/`);
    const footerLink = page.locator("footer").getByRole("link", { name: "Integration Guide" });
    await expect(footerLink.getAttribute("href")).resolves.toBe("/integration");
    await Promise.all([page.waitForURL(`${siteUrl}/integration`), footerLink.click()]);

    // A client-side navigation once the page runs: the title follows the new route's meta.
    await expect
      .poll(() => page.title())
      .toBe("Operator integration guide: seamless wallet API | Quillspin Games");
    await expect(page.locator("h1").allTextContents()).resolves.toEqual(["Operator integration guide"]);
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(
      /\/integration$/,
    );
    await expect(page.locator('meta[name="description"]').getAttribute("content")).resolves.toMatch(/wallet/);
    const headings = await page.locator("main h2").allTextContents();
    for (const section of sections) expect(headings).toContain(section);

    // The contract's facts, each from its one home.
    const headerCells = page.locator('[data-facts="signature-headers"] tbody td:first-child');
    await expect(headerCells.allTextContents()).resolves.toEqual(Object.values(signatureHeaders));
    const codes = page.locator('[data-facts="wallet-errors"] tbody td:first-child');
    await expect(codes.allTextContents()).resolves.toEqual([...walletErrorCodes]);
    const scenarios = page.locator('[data-facts="conformance-scenarios"] tbody td:first-child');
    await expect(scenarios.allTextContents()).resolves.toEqual(walletCheckScenarios.map((s) => s.title));
    await expect(page.getByText("{timestamp}.{raw body}").count()).resolves.toBe(1);

    // The examples: curl with openssl, Node with node:crypto, and the kit's command.
    const code = (id: string) => page.locator(`[data-example="${id}"] code`).textContent();
    await expect(code("curl-open-session")).resolves.toMatch(
      /openssl dgst -sha256 -hmac[\s\S]*curl -sS -X POST/,
    );
    await expect(code("curl-open-session")).resolves.toContain("/operator/sessions");
    await expect(code("node-signing")).resolves.toContain(
      'import { createHmac, timingSafeEqual } from "node:crypto"',
    );
    await expect(code("node-open-session")).resolves.toContain(
      "signedHeaders(OPERATOR_ID, OPERATOR_SECRET, body)",
    );
    await expect(code("wallet-check")).resolves.toMatch(/^npm run wallet-check -- --url/);

    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(width);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("the integration guide's code blocks", () => {
  it("are prerendered without scripts, and copy their code with the button once scripts run", async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    const response = await staticPage.goto(`${siteUrl}/integration`);
    expect(response?.status()).toBe(200);
    await expect(staticPage.title()).resolves.toBe(
      "Operator integration guide: seamless wallet API | Quillspin Games",
    );
    await expect(staticPage.locator("h1").count()).resolves.toBe(1);
    await expect(staticPage.locator("[data-example] pre").count()).resolves.toBeGreaterThanOrEqual(5);
    // No button that does nothing before the page runs.
    await expect(staticPage.getByRole("button", { name: "Copy" }).count()).resolves.toBe(0);
    await noScript.close();

    const context = await contextWithConsent(browser, { permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    await gotoInteractive(page, `${siteUrl}/integration`);
    const block = page.locator('[data-example="curl-open-session"]');
    await block.getByRole("button", { name: "Copy" }).click();
    await expect.poll(() => block.getByRole("status").textContent()).toBe("Copied");
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      await block.locator("code").textContent(),
    );
    // The code takes the keyboard's focus, so a phone-width block can be scrolled without a mouse.
    await expect(block.locator("pre").getAttribute("tabindex")).resolves.toBe("0");
    await context.close();
  });
});
