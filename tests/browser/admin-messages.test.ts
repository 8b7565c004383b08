import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signInToBackOffice } from "./back-office";
import { axeViolations, contextWithConsent } from "./browser";
import { useMailSession } from "./mail-session";

const siteUrl = inject("siteUrl");
const admin = inject("adminAccount");
const session = useMailSession();
const TABLET = { width: 768, height: 1024 };

/**
 * A visitor of their own address, so this file's messages never spend the contact form's per-address
 * allowance that the other browser tests share. The form goes through the page's action (scripts
 * off), where the site's server forwards the visitor's address to the API (decision 16).
 */
let visitors = 0;
const visitorContext = () =>
  contextWithConsent(session.browser, {
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${(++visitors % 200) + 20}` },
  });

/** A visitor writes to the studio through /contact-us, as anyone would. */
async function sendContactForm(context: BrowserContext, message: string, name = "Ana Ruiz") {
  const page = await context.newPage();
  await page.goto(`${siteUrl}/contact-us`);
  await expect.poll(() => page.getByRole("button", { name: "Send message" }).isEnabled()).toBe(true);
  await page.getByLabel("Your name", { exact: true }).fill(name);
  await page.getByLabel("Work email", { exact: true }).fill("ana.ruiz@northbay-gaming.example");
  await page.getByLabel("Company (optional)").fill("Northbay Gaming");
  await page.getByLabel("What is it about?").selectOption("partnership");
  await page.getByLabel("Message", { exact: true }).fill(message);
  await page.getByRole("checkbox", { name: /keeps these details to answer me/ }).check();
  await page.getByRole("button", { name: "Send message" }).click();
  await page.getByRole("heading", { name: "Message sent" }).waitFor();
  await page.close();
}

/** The list filtered to one message by the search field of its GET form. */
async function searchMessages(page: Page, marker: string) {
  await page.goto(`${siteUrl}/admin/messages`);
  await page.getByLabel("Search", { exact: true }).fill(marker);
  await page.getByRole("button", { name: "Filter" }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === marker);
  return page.getByRole("row").filter({ hasText: marker });
}

/** Reloads until the message's row shows the mail state: the API's worker delivers on its own. */
async function waitForMailState(page: Page, marker: string, state: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`${siteUrl}/admin/messages?q=${encodeURIComponent(marker)}`);
        return page.getByRole("row").filter({ hasText: marker }).getByRole("cell").last().textContent();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(state);
}

describe("messages in the back office", () => {
  it("shows a message sent from /contact-us unread, opens it as typed, assigns it and marks it handled", async () => {
    const marker = `ref-${Date.now()}`;
    const message = `Hello <b>studio</b> & <script>alert("x")</script>,\n\n  we run 40 operators (${marker}).\nSecond line stays.`;
    const visitor = await visitorContext();
    await sendContactForm(visitor, message);
    await visitor.close();

    const context = await contextWithConsent(session.browser, { viewport: TABLET });
    const page = await context.newPage();
    await signInToBackOffice(page, siteUrl, admin);
    await expect(page.getByRole("link", { name: "Unread messages" }).getAttribute("href")).resolves.toBe(
      "/admin/messages?read=unread",
    );
    const row = await searchMessages(page, marker);
    await expect(row.count()).resolves.toBe(1);
    await expect(row.getByText("Unread", { exact: true }).count()).resolves.toBe(1);
    await expect(
      row.evaluate((tr) => getComputedStyle((tr as HTMLTableRowElement).cells[0] as Element).fontWeight),
    ).resolves.toBe("700");
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(TABLET.width);
    expect(await axeViolations(page)).toEqual([]);
    await waitForMailState(page, marker, "Sent");

    await page.getByRole("link", { name: new RegExp(marker) }).click();
    await page.getByRole("heading", { name: "Partnerships and aggregators: Ana Ruiz" }).waitFor();
    const body = page.locator(".message-body");
    await expect(body.textContent()).resolves.toBe(message.trim());
    await expect(body.locator("b, script").count()).resolves.toBe(0);
    await expect(body.evaluate((el) => getComputedStyle(el).whiteSpace)).resolves.toBe("pre-wrap");
    await expect(
      page.getByRole("link", { name: "Reply to Ana Ruiz by email" }).getAttribute("href"),
    ).resolves.toBe(
      `mailto:ana.ruiz@northbay-gaming.example?subject=${encodeURIComponent("Re: Partnerships and aggregators")}`,
    );
    await expect(page.locator(".mail-history").textContent()).resolves.toContain("Sent");
    await expect(page.getByRole("button", { name: "Retry sending" }).count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(TABLET.width);
    expect(await axeViolations(page)).toEqual([]);

    const assignee = page.getByLabel("Assignee", { exact: true });
    await assignee.selectOption({ label: `Test Operations (${admin.email})` });
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    await expect
      .poll(() => assignee.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent))
      .toBe(`Test Operations (${admin.email})`);
    await page.getByRole("button", { name: "Mark handled" }).click();
    await page.getByRole("button", { name: "Reopen" }).waitFor();
    await expect(page.locator(".admin-page__lead").textContent()).resolves.toContain(
      "Handled by Test Operations",
    );

    // Opened once, it is read for the team; the list shows the work done on it.
    const handled = await searchMessages(page, marker);
    await expect(handled.getByText("Unread", { exact: true }).count()).resolves.toBe(0);
    await expect(handled.getByRole("cell").allTextContents()).resolves.toEqual(
      expect.arrayContaining(["Test Operations", "Handled", "Sent"]),
    );
    await page.goto(`${siteUrl}/admin/messages?state=handled&assignee=me&q=${marker}`);
    await expect(page.getByRole("row").filter({ hasText: marker }).count()).resolves.toBe(1);
    await page.goto(`${siteUrl}/admin/messages?state=open&q=${marker}`);
    await expect(page.getByText("No message matches these filters.").count()).resolves.toBe(1);
    await context.close();
  });

  it("shows a mail the mail server refused as failed, and its retry gets it delivered", async () => {
    const marker = `failed-${Date.now()}`;
    session.inbox.refuseNext(1);
    const visitor = await visitorContext();
    await sendContactForm(visitor, `Please send the certification list for Latvia (${marker}).`, "Bo Chen");
    await visitor.close();

    const context = await contextWithConsent(session.browser, { viewport: TABLET });
    const page = await context.newPage();
    await signInToBackOffice(page, siteUrl, admin);
    await waitForMailState(page, marker, "Failed");
    await page.getByRole("link", { name: new RegExp(marker) }).click();
    const history = page.locator(".mail-history");
    await expect(history.textContent()).resolves.toMatch(/Failed.*Last refusal: .*451/s);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Retry sending" }).click();
    await expect.poll(() => history.textContent()).toContain("Queued again by staff");
    const mail = await session.inbox.waitFor((received) => received.text.includes(marker), 20_000);
    expect(mail.header("reply-to")).toBe("ana.ruiz@northbay-gaming.example");
    await waitForMailState(page, marker, "Sent");
    await context.close();
  });

  it("marks a message handled and reopens it without JavaScript", async () => {
    const marker = `nojs-${Date.now()}`;
    const visitor = await visitorContext();
    await sendContactForm(visitor, `We need a demo build for our lobby, please (${marker}).`);
    await visitor.close();

    const context = await contextWithConsent(session.browser, { javaScriptEnabled: false, viewport: TABLET });
    const page = await context.newPage();
    await signInToBackOffice(page, siteUrl, admin);
    const row = await searchMessages(page, marker);
    await row.getByRole("link").click();
    await page.getByRole("button", { name: "Mark handled" }).click();
    await page.getByRole("button", { name: "Reopen" }).waitFor();
    await page.getByRole("button", { name: "Reopen" }).click();
    await page.getByRole("button", { name: "Mark handled" }).waitFor();
    await page.getByRole("button", { name: "Mark unread" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/messages");
    const unread = await searchMessages(page, marker);
    await expect(unread.getByText("Unread", { exact: true }).count()).resolves.toBe(1);
    await context.close();
  });
});
