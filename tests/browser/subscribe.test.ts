import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, gotoInteractive } from "./browser";
import { useMailSession } from "./mail-session";

const siteUrl = inject("siteUrl");
const session = useMailSession();

async function openSubscribeDialog(
  width: number,
): Promise<{ context: BrowserContext; page: Page; dialog: Locator }> {
  const context = await contextWithConsent(session.browser, { viewport: { width, height: 800 } });
  const page = await context.newPage();
  await gotoInteractive(page, `${siteUrl}/`);
  if (width < 1080) await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("button", { name: "Subscribe" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Subscribe" });
  await dialog.getByLabel("Email address").waitFor();
  return { context, page, dialog };
}

const tokenLink = (text: string, path: string) =>
  text.match(new RegExp(`${siteUrl.replaceAll(".", "\\.")}${path}\\?token=[A-Za-z0-9_-]{43}`))?.[0];

describe.each([1280, 375])("subscribe dialog at %i px", (width) => {
  it("checks the form, subscribes, confirms by the emailed link and unsubscribes in one click", async () => {
    const { context, page, dialog } = await openSubscribeDialog(width);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("email");
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(width);

    await dialog.getByRole("button", { name: "Subscribe" }).click();
    const summary = dialog.locator(".form-summary");
    await summary.waitFor();
    await expect(summary.textContent()).resolves.toContain("Enter your email address");
    await expect(summary.textContent()).resolves.toContain("Agree to the privacy policy to subscribe");
    await expect(dialog.getByLabel("Email address").getAttribute("aria-invalid")).resolves.toBe("true");
    expect(await axeViolations(page)).toEqual([]);

    const email = `reader-${width}-${Date.now()}@riverside-casino.example`;
    await dialog.getByLabel("Email address").fill(email.toUpperCase());
    await dialog.getByRole("checkbox", { name: /Send me the newsletter/ }).check();
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await dialog.getByRole("heading", { name: "Check your inbox" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog.isVisible()).resolves.toBe(false);
    if (width >= 1080) {
      const opener = page
        .getByRole("navigation", { name: "Main navigation" })
        .getByRole("button", { name: "Subscribe" });
      await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    }

    const mail = await session.inbox.waitFor((received) => received.recipients.includes(email), 20_000);
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.header("list-unsubscribe")).toMatch(
      /^<http.+\/subscriptions\/unsubscribe\/one-click\?token=/,
    );
    const confirmLink = tokenLink(mail.text, "/subscriptions/confirm");
    const unsubscribeLink = tokenLink(mail.text, "/subscriptions/unsubscribe");
    expect(confirmLink).toBeTruthy();
    expect(unsubscribeLink).toBeTruthy();

    await page.goto(confirmLink ?? "");
    await page.getByRole("heading", { name: "You are subscribed" }).waitFor();
    await expect(page.getByRole("status").first().textContent()).resolves.toContain(
      "Your subscription is confirmed",
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(unsubscribeLink ?? "");
    await page.getByRole("heading", { name: "You are unsubscribed" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("subscriptions", () => {
  it("answers a second subscribe of the same address exactly like the first", async () => {
    const email = `twice-${Date.now()}@riverside-casino.example`;
    const texts: string[] = [];
    for (let round = 0; round < 2; round++) {
      const { context, dialog } = await openSubscribeDialog(1280);
      await dialog.getByLabel("Email address").fill(email);
      await dialog.getByRole("checkbox", { name: /Send me the newsletter/ }).check();
      await dialog.getByRole("button", { name: "Subscribe" }).click();
      await dialog.getByRole("heading", { name: "Check your inbox" }).waitFor();
      texts.push((await dialog.locator(".form-success").textContent()) ?? "");
      await context.close();
    }
    expect(texts[1]).toBe(texts[0]);
  });

  it("explains a broken or unknown link instead of failing silently", async () => {
    const context = await contextWithConsent(session.browser);
    const page = await context.newPage();
    await page.goto(`${siteUrl}/subscriptions/confirm?token=cut-off`);
    await page.getByRole("heading", { name: "This link did not work" }).waitFor();
    await expect(page.locator("main").getByText("This link is incomplete").count()).resolves.toBe(1);

    await page.goto(`${siteUrl}/subscriptions/unsubscribe?token=${"Z".repeat(43)}`);
    await page.getByRole("heading", { name: "This link did not work" }).waitFor();
    await expect(page.locator("main").getByText("This unsubscribe link is not valid").count()).resolves.toBe(
      1,
    );
    await expect(page.locator(".Toastify__toast").first().textContent()).resolves.toContain("404: ");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
