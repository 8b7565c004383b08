import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MailCatcher } from "../../apps/api/test/support/mail-catcher";
import { staffSessionRefreshAfterMs } from "../test-env";
import { createStaffAccount, signInToBackOffice } from "./back-office";
import { axeViolations, contextWithConsent, gotoInteractive, launchBrowser } from "./browser";
import { testSmtpPort } from "./mail-session";
import { registerPartner } from "./partner-api";

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
const admin = inject("adminAccount");

const stamp = Date.now();
const editor = {
  name: "Nina Editor",
  email: `nina.editor-${stamp}@quillspin-tests.example`,
  password: "meadow copper lantern harbour",
  newPassword: "velvet compass tidal orchard",
};
const partner = {
  name: "Pavel Partner",
  email: `pavel.partner-${stamp}@riverside-casino.example`,
  company: "Riverside Casino Group",
  jobTitle: "Head of Content",
  password: "granite heron lantern ribbon",
};

let browser: Browser;
let inbox: MailCatcher;

beforeAll(async () => {
  browser = await launchBrowser();
  inbox = await MailCatcher.start({ port: testSmtpPort });
  await createStaffAccount(inject("apiDataDir"), "editor", editor);
});
afterAll(async () => {
  await browser.close();
  await inbox.close();
});

async function apiPost<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path} answered ${response.status}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A partner who registered and confirmed the address, as in the client area's own test. */
async function confirmedPartner() {
  await registerPartner(partner);
  const mail = await inbox.waitFor(
    (received) =>
      received.recipients.includes(partner.email) &&
      /Confirm your email address/.test(received.header("subject") ?? ""),
    20_000,
  );
  const token = new URL(
    mail.links.find((link) => link.includes("/signup/verify?token=")) ?? "",
  ).searchParams.get("token");
  await apiPost("/auth/verify-email", { token });
}

/** Waits for the page's h1: a client-side navigation changes the address before it renders. */
const showsHeading = (page: Page, text: string) =>
  page.getByRole("heading", { level: 1, name: text, exact: true }).waitFor({ timeout: 10_000 });
const navigationLinks = (page: Page) =>
  page.getByRole("navigation", { name: "Back office" }).getByRole("link").allTextContents();
const staffCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "staff_session");

describe("the back office", () => {
  it("sends an anonymous visitor to the sign-in form, and back to the page asked for after signing in", async () => {
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    const answer = await page.goto(`${siteUrl}/admin/audit?action=staff`);
    expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
    expect(answer?.headers()["cache-control"]).toBe("private, no-store");
    expect(answer?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toContain("noindex");
    await showsHeading(page, "Sign in to the back office");
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByLabel("Email", { exact: true }).fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${siteUrl}/admin/audit?action=staff`);
    await showsHeading(page, "Audit log");
    await expect(navigationLinks(page)).resolves.toEqual([
      "Dashboard",
      "News",
      "Roadmap",
      "Partners",
      "Messages",
      "Subscribers",
      "Integrations",
      "Staff",
      "Audit log",
    ]);
    const staffBadge = page.getByRole("banner");
    await expect(staffBadge.getByText("Test Operations").count()).resolves.toBe(1);
    await expect(staffBadge.getByText("Administrator", { exact: true }).count()).resolves.toBe(1);
    const cookie = await staffCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    // Sealed: no token the API issued can be read from it. A JWT's header and claims are both JSON
    // objects, so in base64url both begin "eyJ"; a sealed value may hold "eyJ" by chance (about one in
    // 250 of them did), never a header and claims in a row.
    expect(cookie?.value).not.toMatch(/eyJ[\w-]*\.eyJ/);

    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Dashboard" })
      .click();
    await page.waitForURL(`${siteUrl}/admin`);
    await showsHeading(page, "Welcome, Test Operations");
    await expect(page.getByRole("link", { name: "Partners waiting for approval" }).count()).resolves.toBe(1);
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/sign-in");
    // The address changes as the sign-in page's data arrives; its text follows with the render.
    await expect.poll(() => page.getByText("You are signed out.").count()).toBe(1);
    expect(await staffCookie(context)).toBeUndefined();
    await page.goto(`${siteUrl}/admin`);
    expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
    await context.close();
  });

  it("signs in without JavaScript, with errors that name the field and the API's refusal", async () => {
    const context = await contextWithConsent(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/admin/sign-in`);
    await page.getByLabel("Email", { exact: true }).fill("not-an-address");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toContain("Enter a valid email address");
    await expect(page.getByLabel("Email", { exact: true }).getAttribute("aria-invalid")).resolves.toBe(
      "true",
    );
    await page.getByLabel("Email", { exact: true }).fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill("a wrong password entirely");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toContain("Email or password is incorrect.");
    await expect(page.getByLabel("Password", { exact: true }).inputValue()).resolves.toBe("");
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${siteUrl}/admin`);
    await showsHeading(page, "Welcome, Test Operations");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/sign-in");
    expect(await staffCookie(context)).toBeUndefined();
    await context.close();
  });

  it("answers a partner who signs in with the access-denied page and keeps no session", async () => {
    await confirmedPartner();
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    await gotoInteractive(page, `${siteUrl}/admin/sign-in`);
    await page.getByLabel("Email", { exact: true }).fill(partner.email);
    await page.getByLabel("Password", { exact: true }).fill(partner.password);
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Sign in" }).click();
    expect((await answer).status()).toBe(403);
    await showsHeading(page, "Access denied");
    expect(await staffCookie(context)).toBeUndefined();

    // Without scripts the document itself is the 403.
    const noScript = await contextWithConsent(browser, { javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${siteUrl}/admin/sign-in`);
    await plain.getByLabel("Email", { exact: true }).fill(partner.email);
    await plain.getByLabel("Password", { exact: true }).fill(partner.password);
    const document = plain.waitForResponse((response) => response.request().method() === "POST");
    await plain.getByRole("button", { name: "Sign in" }).click();
    expect((await document).status()).toBe(403);
    await showsHeading(plain, "Access denied");
    await context.close();
    await noScript.close();
  });

  it("shows an editor News and Roadmap only, and the 403 page on an administrators' section", async () => {
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    await signInToBackOffice(page, siteUrl, editor);
    await expect(page.getByRole("banner").getByText("Editor", { exact: true }).count()).resolves.toBe(1);
    await expect(navigationLinks(page)).resolves.toEqual(["Dashboard", "News", "Roadmap"]);
    await expect(page.getByRole("link", { name: "Partners waiting for approval" }).count()).resolves.toBe(0);
    const refused = await page.goto(`${siteUrl}/admin/audit`);
    expect(refused?.status()).toBe(403);
    await showsHeading(page, "Access denied");
    // The navigation stays, so the editor can go on with their own sections.
    await expect(navigationLinks(page)).resolves.toEqual(["Dashboard", "News", "Roadmap"]);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await context.close();
  });

  it("sends a staff member whose session ended to the sign-in form, and back to their page after", async () => {
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    await signInToBackOffice(page, siteUrl, editor);
    await page.goto(`${siteUrl}/admin?from=expiry`);

    // Changing the password elsewhere ends every other session, as the 30-minute idle timeout does.
    const tokens = await apiPost<{ accessToken: string }>("/auth/login", {
      email: editor.email,
      password: editor.password,
    });
    await apiPost(
      "/auth/change-password",
      { currentPassword: editor.password, newPassword: editor.newPassword },
      tokens.accessToken,
    );
    editor.password = editor.newPassword;

    await page.reload();
    expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
    await expect(
      page.getByRole("status").filter({ hasText: "Your session has ended" }).count(),
    ).resolves.toBe(1);
    expect(await staffCookie(context)).toBeUndefined();
    await page.getByLabel("Email", { exact: true }).fill(editor.email);
    await page.getByLabel("Password", { exact: true }).fill(editor.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${siteUrl}/admin?from=expiry`);
    await showsHeading(page, "Welcome, Nina Editor");
    await context.close();
  });

  it("refreshes the session once for requests that arrive together, and keeps it alive", async () => {
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    await signInToBackOffice(page, siteUrl, admin);
    const before = (await staffCookie(context))?.value;
    // Past the time after which a request refreshes the tokens (STAFF_SESSION_REFRESH_AFTER_MS).
    await page.waitForTimeout(staffSessionRefreshAfterMs + 1_000);
    // Four data requests at once with the same cookie, as a page and its revalidations send them:
    // were each to trade the refresh token, the API would see a replay and end the session.
    const statuses = await page.evaluate(() =>
      Promise.all(
        ["/admin.data", "/admin/audit.data", "/admin.data", "/admin/audit.data"].map((path) =>
          fetch(path).then((response) => response.status),
        ),
      ),
    );
    expect(statuses).toEqual([200, 200, 200, 200]);
    const after = (await staffCookie(context))?.value;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    await page.goto(`${siteUrl}/admin/audit`);
    await showsHeading(page, "Audit log");
    await context.close();
  });

  it("lists staff sign-ins in the audit log and filters them through the address", async () => {
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    await signInToBackOffice(page, siteUrl, admin, "/admin/audit");
    await gotoInteractive(page, `${siteUrl}/admin/audit`);
    const filters = page.getByRole("form", { name: "Filter the audit log" });
    await filters.getByLabel("Staff member").fill(editor.email);
    await filters.getByLabel("Action or area").fill("staff.sign-in");
    await filters.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL((url) => url.searchParams.get("actor") === editor.email);
    const entries = page.getByRole("list", { name: "Audit entries" }).getByRole("listitem");
    // The editor signed in four times above: once to see their sections, and in the expiry test
    // once before, once through the API to change the password, once after.
    // The address changes as the filtered list is fetched; the list follows once it has arrived.
    await expect.poll(() => entries.count()).toBe(4);
    await expect(entries.first().textContent()).resolves.toContain("staff.sign-in");
    await expect(entries.first().getByRole("row", { name: /role/ }).textContent()).resolves.toContain(
      "editor",
    );
    await expect(page.getByText("4 entries match these filters").count()).resolves.toBe(1);
    await expect(axeViolations(page)).resolves.toEqual([]);

    await gotoInteractive(
      page,
      `${siteUrl}/admin/audit?action=staff.sign-out&actor=${encodeURIComponent(admin.email)}`,
    );
    await expect(entries.count()).resolves.toBeGreaterThanOrEqual(2);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL(`${siteUrl}/admin/audit`);
    await expect.poll(() => page.getByLabel("Staff member").inputValue()).toBe("");

    // A page past the last answers 404, inside the back office.
    const past = await page.goto(`${siteUrl}/admin/audit?page=999`);
    expect(past?.status()).toBe(404);
    await context.close();
  });

  it("works on a tablet and a phone, and from the keyboard", async () => {
    for (const viewport of [
      { width: 768, height: 1024 },
      { width: 390, height: 844 },
    ]) {
      const context = await contextWithConsent(browser, { viewport });
      const page = await context.newPage();
      await signInToBackOffice(page, siteUrl, admin);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal scroll at ${viewport.width}px`).toBeLessThanOrEqual(0);
      const navigation = page.getByRole("navigation", { name: "Back office" });
      await expect(navigation.getByRole("link", { name: "Audit log" }).isVisible()).resolves.toBe(true);
      await expect(axeViolations(page)).resolves.toEqual([]);

      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Skip to content");
      await page.keyboard.press("Enter");
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
      await navigation.getByRole("link", { name: "Audit log" }).focus();
      await page.keyboard.press("Enter");
      await showsHeading(page, "Audit log");
      await context.close();
    }
  });
});
