import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MailCatcher } from "../../apps/api/test/support/mail-catcher";
import { readPdf } from "../../apps/api/test/support/pdf-text";
import { axeViolations, contextWithConsent, gotoInteractive, launchBrowser } from "./browser";
import { testSmtpPort } from "./mail-session";
import { downloadsParSheets } from "./par-sheets";
import { approvePartner } from "./partner-api";

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");

const partner = {
  name: "Ana Novak",
  email: `ana.novak-${Date.now()}@riverside-casino.example`,
  company: "Riverside Casino Group",
  jobTitle: "Head of Casino Content",
  password: "tidal orchard velvet compass",
  newPassword: "granite heron lantern ribbon",
};

let browser: Browser;
let inbox: MailCatcher;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  inbox = await MailCatcher.start({ port: testSmtpPort });
  context = await contextWithConsent(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
  await inbox.close();
});

/** Everything the page keeps in local storage, as one string to search for a raw token. */
const localStorageText = (target: Page) => target.evaluate(() => JSON.stringify({ ...window.localStorage }));
const storedKeys = (target: Page) => target.evaluate(() => Object.keys(window.localStorage).sort());

async function signIn(password: string) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Work email").fill(partner.email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  const answer = page.waitForResponse((response) => response.url() === `${apiUrl}/auth/login`);
  await form.getByRole("button", { name: "Sign in" }).click();
  return (await (await answer).json()) as { accessToken: string; refreshToken: string };
}

/** The newest confirmation link mailed to the partner. */
async function confirmationLink(after = 0) {
  const mail = await inbox.waitFor(
    (received) =>
      received.recipients.includes(partner.email) &&
      /Confirm your email address/.test(received.header("subject") ?? "") &&
      inbox.mails.indexOf(received) >= after,
    20_000,
  );
  // Mailed to whatever address was typed, it carries none of the registrant's own words.
  expect(mail.text).not.toContain(partner.name);
  expect(mail.text).not.toContain(partner.company);
  const link = mail.links.find((address) => address.startsWith(`${siteUrl}/signup/verify?token=`));
  expect(link).toBeTruthy();
  return link ?? "";
}

async function fillSignUp() {
  const form = page.getByRole("form", { name: "Your details" });
  await form.getByLabel("Your name").fill(partner.name);
  await form.getByLabel("Work email").fill(partner.email);
  await form.getByLabel("Company").fill(partner.company);
  await form.getByLabel("Role or job title").fill(partner.jobTitle);
  await form.getByLabel("Password", { exact: true }).fill(partner.password);
  await form.getByRole("checkbox", { name: /I accept the partner terms/ }).check();
  const answer = page.waitForResponse((response) => response.url() === `${apiUrl}/auth/registration`);
  await form.getByRole("button", { name: "Create account" }).click();
  const response = await answer;
  await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
  return { status: response.status(), body: await response.text() };
}

async function signOut() {
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("form", { name: "Sign in" }).waitFor();
  await expect.poll(() => storedKeys(page)).not.toContain("accessToken");
  expect(await storedKeys(page)).not.toContain("refreshToken");
}

/** The session's chunk (app/session/session.ts): its store, the token vault and cipher. */
const SESSION_CHUNK = /\/assets\/session-[\w-]+\.js$/;

/** The scripts a page's visit fetched until the browser had its token key (site.md section 4). */
async function scriptsUntilKey(target: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  target.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const key = target.waitForResponse(`${siteUrl}/api/encryption-key`);
  await gotoInteractive(target, url);
  expect((await key).status()).toBe(200);
  return scripts;
}

describe("partner accounts", () => {
  it("asks for the token key on a first visit without loading the session's code", async () => {
    const visitor = await contextWithConsent(browser);
    try {
      const scripts = await scriptsUntilKey(await visitor.newPage(), `${siteUrl}/`);
      expect(scripts.filter((script) => SESSION_CHUNK.test(script))).toEqual([]);
      const keyCookie = (await visitor.cookies(`${siteUrl}/api/encryption-key`)).find(
        (c) => c.name === "session_key",
      );
      expect(keyCookie).toBeTruthy();
    } finally {
      await visitor.close();
    }
  });

  it("signs up through the form, confirms the address from the mail and sees the pending status", async () => {
    await gotoInteractive(page, `${siteUrl}/signup`);
    const form = page.getByRole("form", { name: "Your details" });
    const submit = form.getByRole("button", { name: "Create account" });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await form.getByLabel("Your name").fill("Ana\tNovak");
    await submit.click();
    const summary = form.locator(".form-summary");
    await summary.waitFor();
    await expect(summary.textContent()).resolves.toContain(
      "Remove the control or text-direction characters this field cannot hold",
    );
    await expect(summary.textContent()).resolves.toContain("Accept the partner terms to continue");
    expect(await axeViolations(page)).toEqual([]);

    const mailsBefore = inbox.mails.length;
    const { status } = await fillSignUp();
    expect(status).toBe(202);
    await expect(page.getByText(`we have emailed ${partner.email} the next step`).count()).resolves.toBe(1);
    expect(await storedKeys(page)).not.toContain("accessToken");
    expect(await axeViolations(page)).toEqual([]);
    const firstLink = await confirmationLink(mailsBefore);

    // Signing in before confirming is refused, with a way to a new link.
    await gotoInteractive(page, `${siteUrl}/client-area`);
    const signInAnswer = page.waitForResponse((response) => response.url() === `${apiUrl}/auth/login`);
    const signInForm = page.getByRole("form", { name: "Sign in" });
    await signInForm.getByLabel("Work email").fill(partner.email);
    await signInForm.getByLabel("Password", { exact: true }).fill(partner.password);
    await signInForm.getByRole("button", { name: "Sign in" }).click();
    expect((await signInAnswer).status()).toBe(403);
    await expect
      .poll(() => signInForm.locator(".form-summary").textContent())
      .toContain("Confirm your email address first");
    const mailsBeforeResend = inbox.mails.length;
    await signInForm.getByRole("button", { name: "Email me a new confirmation link" }).click();
    await expect.poll(() => signInForm.textContent()).toContain("we have emailed it a new link");
    const link = await confirmationLink(mailsBeforeResend);
    expect(link).not.toBe(firstLink);

    await gotoInteractive(page, link);
    const confirm = page.getByRole("form", { name: "Confirm your email address" });
    const confirmButton = confirm.getByRole("button", { name: "Confirm my email address" });
    await expect.poll(() => confirmButton.isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await confirmButton.click();
    await page.getByRole("heading", { name: "Your email address is confirmed" }).waitFor();
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${siteUrl}/client-area`);
    const registered = await signIn(partner.password);

    await page.getByRole("heading", { name: "Your account is waiting for approval" }).waitFor();
    await expect(page.getByText(`Welcome, ${partner.name}`).count()).resolves.toBe(1);
    await expect(page.getByRole("heading", { name: "Games and downloads" }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The link worked once.
    await gotoInteractive(page, firstLink);
    await confirmButton.click();
    await expect
      .poll(() => page.locator(".form-summary").textContent())
      .toContain("This confirmation link has expired or has already been used");
    await gotoInteractive(page, `${siteUrl}/client-area`);
    await page.getByRole("heading", { name: "Your account is waiting for approval" }).waitFor();

    // Both tokens are kept, sealed: local storage alone gives neither away.
    expect(await storedKeys(page)).toEqual(expect.arrayContaining(["accessToken", "refreshToken"]));
    const stored = await localStorageText(page);
    expect(stored).not.toContain(registered.accessToken);
    expect(stored).not.toContain(registered.refreshToken);
    const keyCookie = (await context.cookies(`${siteUrl}/api/encryption-key`)).find(
      (c) => c.name === "session_key",
    );
    expect(keyCookie).toMatchObject({ httpOnly: true, path: "/api", sameSite: "Strict" });
  });

  it("starts a stored session on a page that does not read it, and keeps it", async () => {
    const home = await context.newPage();
    try {
      const started = home.waitForRequest((request) => SESSION_CHUNK.test(new URL(request.url()).pathname));
      await scriptsUntilKey(home, `${siteUrl}/`);
      await started;
      // Opened with this browser's key, the tokens stay; sealed under another they would be dropped.
      await home.waitForLoadState("networkidle");
      expect(await storedKeys(home)).toEqual(expect.arrayContaining(["accessToken", "refreshToken"]));
    } finally {
      await home.close();
    }
  });

  it("sends a signed-in partner who may not have a download yet to /forbidden", async () => {
    await gotoInteractive(page, `${siteUrl}/client-area/games/quest-of-ra/info-kit`);
    await page.waitForURL(`${siteUrl}/forbidden`);
    await page.getByRole("heading", { name: "Access denied" }).waitFor();
    await expect(page.locator(".Toastify__toast").first().textContent()).resolves.toContain(
      "403: Your partner account is waiting for approval",
    );
  });

  it("logs out, clearing both tokens; a second sign-up with the address answers the same and mails its owner", async () => {
    await gotoInteractive(page, `${siteUrl}/client-area`);
    await page.getByRole("heading", { name: "Your account is waiting for approval" }).waitFor();
    await signOut();

    await gotoInteractive(page, `${siteUrl}/signup`);
    const mailsBefore = inbox.mails.length;
    const { status, body } = await fillSignUp();
    expect(status).toBe(202);
    expect(JSON.parse(body)).toEqual({
      message: expect.stringContaining(`We have emailed ${partner.email}`),
    });
    const notice = await inbox.waitFor(
      (received) =>
        received.recipients.includes(partner.email) &&
        inbox.mails.indexOf(received) >= mailsBefore &&
        /Someone tried to register/.test(received.header("subject") ?? ""),
      20_000,
    );
    expect(notice.links).toContain(`${siteUrl}/forgot-password`);
  });

  it("once approved, logs in, downloads an info kit and logs out again", async () => {
    await approvePartner(partner.email);
    await gotoInteractive(page, `${siteUrl}/client-area`);
    const tokens = await signIn(partner.password);
    await page.getByRole("heading", { name: "Games and downloads" }).waitFor();
    const stored = await localStorageText(page);
    expect(stored).not.toContain(tokens.accessToken);
    expect(stored).not.toContain(tokens.refreshToken);

    // A reload finds the sealed tokens again and stays signed in.
    await page.reload();
    await page.getByRole("heading", { name: "Games and downloads" }).waitFor();
    await expect(page.getByText("Approved", { exact: true }).count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Info kit for Quest of Ra (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("quest-of-ra-info-kit.pdf");
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await readPdf(pdf)).text).toContain("Quest of Ra");
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Quest of Ra info kit downloaded." }).count())
      .toBe(1);
    await downloadsParSheets(page);

    // Copied into another browser (no session_key cookie, so another key), the stored values open nothing.
    const copy = await page.evaluate(() => ({ ...window.localStorage }));
    const elsewhere = await contextWithConsent(browser);
    await elsewhere.addInitScript((entries: Record<string, string>) => {
      if (!window.sessionStorage.getItem("copied")) {
        window.sessionStorage.setItem("copied", "yes");
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }
    }, copy);
    const thief = await elsewhere.newPage();
    await gotoInteractive(thief, `${siteUrl}/client-area`);
    await thief.getByRole("form", { name: "Sign in" }).waitFor();
    await expect.poll(() => storedKeys(thief)).not.toContain("accessToken");
    await elsewhere.close();

    await signOut();
  });

  it("sets a new password through the emailed link and signs in with it", async () => {
    // The app starts after the first paint: what is typed before it hydrates would be replaced.
    await gotoInteractive(page, `${siteUrl}/forgot-password`);
    const form = page.getByRole("form", { name: "Forgot your password?" });
    const submit = form.getByRole("button", { name: "Email me a link" });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await form.getByLabel("Work email").fill(partner.email);
    await submit.click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const mail = await inbox.waitFor(
      (received) =>
        received.recipients.includes(partner.email) && /Reset your/.test(received.header("subject") ?? ""),
      20_000,
    );
    const link = mail.links.find((address) => address.startsWith(`${siteUrl}/reset-password?token=`));
    expect(link).toBeTruthy();

    await gotoInteractive(page, link ?? "");
    const reset = page.getByRole("form", { name: "Choose a new password" });
    const setPassword = reset.getByRole("button", { name: "Set new password" });
    await expect.poll(() => setPassword.isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await reset.getByLabel("New password", { exact: true }).fill(partner.newPassword);
    await setPassword.click();
    await page.getByRole("heading", { name: "Your new password is set" }).waitFor();

    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${siteUrl}/client-area`);
    await signIn(partner.newPassword);
    await page.getByRole("heading", { name: "Games and downloads" }).waitFor();
    await signOut();

    // The link worked once.
    await gotoInteractive(page, link ?? "");
    await reset.getByLabel("New password", { exact: true }).fill(partner.password);
    await expect.poll(() => setPassword.isEnabled()).toBe(true);
    await setPassword.click();
    await expect
      .poll(() => page.locator(".form-summary").textContent())
      .toContain("This password reset link has expired or has already been used");
  });
});
