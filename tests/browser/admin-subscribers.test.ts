import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { createStaffAccount, signInToBackOffice } from "./back-office";
import { axeViolations, contextWithConsent, gotoInteractive } from "./browser";
import { useMailSession } from "./mail-session";

const siteUrl = inject("siteUrl");
const admin = inject("adminAccount");
const session = useMailSession();
const tablet = { viewport: { width: 768, height: 1024 } };

const confirmedNow = async (page: Page) =>
  Number(await page.locator(".subscriber-totals strong").first().textContent());

/** The page's width fits the tablet: nothing scrolls sideways but the list's own table. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("subscribers in the back office", () => {
  it("shows a new subscriber in the counts and the list, exports them, and erases them on request", async () => {
    const adminContext = await contextWithConsent(session.browser, tablet);
    const adminPage = await adminContext.newPage();
    // A page that renders different text on the server and in the browser fails hydration here.
    const pageErrors: string[] = [];
    adminPage.on("pageerror", (error) => pageErrors.push(`${adminPage.url()}: ${error.message}`));
    await signInToBackOffice(adminPage, siteUrl, admin, "/admin/subscribers");
    const before = await confirmedNow(adminPage);

    // A visitor subscribes and confirms from the mail.
    const email = `reader-${Date.now()}@riverside-casino.example`;
    const visitor = await contextWithConsent(session.browser, tablet);
    const visitorPage = await visitor.newPage();
    await gotoInteractive(visitorPage, `${siteUrl}/subscribe`);
    await visitorPage.getByLabel("Email address").fill(email);
    await visitorPage.getByRole("checkbox", { name: /Send me the newsletter/ }).check();
    await visitorPage.getByRole("button", { name: "Subscribe" }).click();
    await visitorPage.getByRole("heading", { name: "Check your inbox" }).waitFor();
    const mail = await session.inbox.waitFor((received) => received.recipients.includes(email), 20_000);
    const confirmLink = mail.text.match(/https?:\S+\/subscriptions\/confirm\?token=[A-Za-z0-9_-]{43}/)?.[0];
    await visitorPage.goto(confirmLink ?? "");
    await visitorPage.getByRole("heading", { name: "You are subscribed" }).waitFor();
    await visitor.close();

    // The administrator sees them in the counts, the chart's table and the list.
    await adminPage.reload();
    await adminPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await confirmedNow(adminPage)).toBe(before + 1);
    await expect(adminPage.getByRole("img", { name: /Subscriptions by status/ }).count()).resolves.toBe(1);
    await adminPage.getByText("The counts as a table").click();
    const today = new Date().toISOString().slice(0, 10);
    const todayRow = adminPage.getByRole("row", { name: new RegExp(`^${today}`) });
    await expect(todayRow.getByRole("cell").nth(0).textContent()).resolves.toBe(String(before + 1));
    expect(await axeViolations(adminPage)).toEqual([]);
    expect(await pageWidth(adminPage)).toBeLessThanOrEqual(768);

    await adminPage.getByLabel("Address contains").fill(email.slice(0, 20));
    await adminPage.getByLabel("Status", { exact: true }).selectOption("confirmed");
    await adminPage.getByRole("button", { name: "Search" }).click();
    await adminPage.waitForURL((url) => url.searchParams.get("status") === "confirmed");
    const row = adminPage.getByRole("row", { name: new RegExp(email) });
    await expect(row.getByRole("cell").first().textContent()).resolves.toBe("Confirmed");

    // The export holds the address, its cells quoted.
    const [download] = await Promise.all([
      adminPage.waitForEvent("download"),
      adminPage.getByRole("link", { name: "Download confirmed subscribers (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`quillspin-subscribers-${today}.csv`);
    const csv = await readFile((await download.path()) ?? "", "utf8");
    expect(csv.startsWith('\uFEFF"Email address","Confirmed at","Consent given at"\r\n')).toBe(true);
    expect(csv).toMatch(new RegExp(`\\r\\n"${email.replaceAll(".", "\\.")}","${today}T`));

    // The erase link asks for confirmation first; cancelling keeps the subscriber.
    await adminPage.getByRole("link", { name: `Erase ${email}` }).click();
    const asking = adminPage.getByRole("region", { name: `Erase ${email}?` });
    await asking.waitFor();
    await expect.poll(() => adminPage.evaluate(() => document.activeElement?.id)).toBe("erase-heading");
    expect(await axeViolations(adminPage)).toEqual([]);
    await asking.getByRole("link", { name: "Cancel, keep the subscriber" }).click();
    await asking.waitFor({ state: "detached" });
    await expect(adminPage.getByRole("row", { name: new RegExp(email) }).count()).resolves.toBe(1);

    // Erasure, without JavaScript: the link opens the confirmation, only its post erases.
    const noScript = await contextWithConsent(session.browser, { ...tablet, javaScriptEnabled: false });
    const plainPage = await noScript.newPage();
    await signInToBackOffice(plainPage, siteUrl, admin, "/admin/subscribers");
    await plainPage.goto(`${siteUrl}/admin/subscribers?search=${encodeURIComponent(email)}`);
    await plainPage.getByRole("link", { name: `Erase ${email}` }).click();
    const confirmation = plainPage.getByRole("region", { name: `Erase ${email}?` });
    await confirmation.waitFor();
    await confirmation.getByRole("button", { name: "Erase permanently" }).click();
    await expect(plainPage.getByRole("status").textContent()).resolves.toContain("The address is erased");
    await expect(plainPage.getByRole("row", { name: new RegExp(email) }).count()).resolves.toBe(0);
    await expect(plainPage.getByText(/No subscriber matches/).count()).resolves.toBe(1);
    await noScript.close();

    // The counts keep the erased subscription's dates, as unsubscribed; the address is gone everywhere.
    await adminPage.goto(`${siteUrl}/admin/subscribers?search=${encodeURIComponent(email)}`);
    await expect(adminPage.getByRole("row", { name: new RegExp(email) }).count()).resolves.toBe(0);
    expect(await confirmedNow(adminPage)).toBe(before);
    const [again] = await Promise.all([
      adminPage.waitForEvent("download"),
      adminPage.getByRole("link", { name: "Download confirmed subscribers (CSV)" }).click(),
    ]);
    expect(await readFile((await again.path()) ?? "", "utf8")).not.toContain(email);
    expect(pageErrors).toEqual([]);
    await adminContext.close();
  });

  it("is for administrators only: visitors are sent to sign in, editors get the 403 page", async () => {
    const context = await contextWithConsent(session.browser);
    const page = await context.newPage();
    await page.goto(`${siteUrl}/admin/subscribers`);
    expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
    const download = await context.request.get(`${siteUrl}/admin/subscribers/export.csv`, {
      maxRedirects: 0,
    });
    expect(download.status()).toBe(302);
    expect(download.headers().location).toMatch(/^\/admin\/sign-in/);

    const editor = {
      name: "Ezra Editor",
      email: `ezra.editor-${Date.now()}@quillspin-tests.example`,
      password: "lantern orchard pebble compass",
    };
    await createStaffAccount(inject("apiDataDir"), "editor", editor);
    await signInToBackOffice(page, siteUrl, editor);
    const refused = await page.goto(`${siteUrl}/admin/subscribers`);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Access denied");
    const refusedDownload = await context.request.get(`${siteUrl}/admin/subscribers/export.csv`);
    expect(refusedDownload.status()).toBe(403);
    expect(await refusedDownload.text()).not.toContain("@");
    await context.close();
  });
});
