import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signInToBackOffice } from "./back-office";
import { axeViolations, contextWithConsent, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
const admin = inject("adminAccount");

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the back office", () => {
  it("sends an anonymous visitor to the sign-in form, and back to the page asked for after signing in", async () => {
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    const answer = await page.goto(`${siteUrl}/admin`);
    expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
    expect(answer?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Sign in to the back office",
    );
    await signInToBackOffice(page, siteUrl, admin);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Welcome, Test Operations",
    );
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link").allTextContents()).resolves.toEqual([
      "Dashboard",
      "News",
      "Roadmap",
      "Partners",
      "Messages",
      "Subscribers",
      "Staff",
      "Audit log",
    ]);
    const cookie = (await context.cookies()).find((c) => c.name === "staff_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(cookie?.value).not.toContain(".ey");
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/sign-in");
    await expect(page.getByText("You are signed out.").count()).resolves.toBe(1);
    expect((await context.cookies()).find((c) => c.name === "staff_session")).toBeUndefined();
    await page.goto(`${siteUrl}/admin`);
    expect(new URL(page.url()).pathname).toBe("/admin/sign-in");
    await context.close();
  });

  it("signs in without JavaScript, with errors that name the field", async () => {
    const context = await contextWithConsent(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/admin/sign-in`);
    await page.getByLabel("Email", { exact: true }).fill("not-an-address");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toContain("Enter a valid email address");
    await page.getByLabel("Email", { exact: true }).fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill("a wrong password entirely");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toContain("incorrect");
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Welcome, Test Operations",
    );
    await context.close();
  });
});
