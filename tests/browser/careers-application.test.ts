import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signInToBackOffice } from "./back-office";
import { axeViolations, contextWithConsent, gotoInteractive, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
const admin = inject("adminAccount");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A one-page PDF whose text carries the marker, so each run's CV is its own file. */
async function pdfCv(marker: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(`CV ${marker}`);
  document.addPage([595, 842]);
  return Buffer.from(await document.save());
}

async function fillApplication(page: Page, marker: string, cv: Buffer) {
  await page.getByLabel("Your name", { exact: true }).fill("Mira Kovač");
  await page.getByLabel("Email address", { exact: true }).fill("mira.kovac@example.org");
  await page.getByLabel("Role", { exact: true }).selectOption({ label: "Senior Game Mathematician" });
  await page.getByLabel("CV", { exact: true }).setInputFiles({
    name: `Mira CV ${marker}.pdf`,
    mimeType: "application/pdf",
    buffer: cv,
  });
  await page.getByLabel("A short note (optional)").fill(`Eight years of slot maths (${marker}).`);
  await page.getByRole("checkbox", { name: /keeps my application and CV/ }).check();
}

/** The CV the back office hands out for the application carrying the marker. */
async function downloadedCv(page: Page, marker: string): Promise<Buffer> {
  await page.goto(`${siteUrl}/admin/messages?q=${encodeURIComponent(marker)}`);
  const row = page.getByRole("row").filter({ hasText: marker });
  await expect(row.count()).resolves.toBe(1);
  await expect(row.textContent()).resolves.toMatch(/Careers.*Senior Game Mathematician.*1 file/);
  await row.getByRole("link", { name: new RegExp(marker) }).click();
  await page.getByRole("heading", { name: "Careers: Mira Kovač" }).waitFor();
  await expect(page.locator(".message-body").textContent()).resolves.toBe(
    `Eight years of slot maths (${marker}).`,
  );
  expect(await axeViolations(page)).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: `Download Mira CV ${marker}.pdf` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Mira CV ${marker}.pdf`);
  return readFile((await download.path()) ?? "");
}

describe("careers applications (issue 27)", () => {
  it("arrive in the back office's messages with their CV, byte for byte, with and without JavaScript", async () => {
    const scripted = `cv-js-${Date.now()}`;
    const plain = `cv-nojs-${Date.now()}`;
    const scriptedCv = await pdfCv(scripted);
    const plainCv = await pdfCv(plain);

    const visitor = await contextWithConsent(browser);
    const page = await visitor.newPage();
    await gotoInteractive(page, `${siteUrl}/careers`);
    // A file the form refuses by its name, before anything is sent.
    await page.getByLabel("CV", { exact: true }).setInputFiles({
      name: "cv.exe",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("MZ"),
    });
    await page.getByRole("button", { name: "Send application" }).click();
    await expect
      .poll(() => page.locator(".field--invalid").allTextContents())
      .toEqual(
        expect.arrayContaining([expect.stringContaining("Attach your CV as a PDF or Word (.docx) file")]),
      );
    await fillApplication(page, scripted, scriptedCv);
    await page.getByRole("button", { name: "Send application" }).click();
    await page.getByRole("heading", { name: "Application sent" }).waitFor();
    await visitor.close();

    const noScript = await contextWithConsent(browser, { javaScriptEnabled: false });
    const form = await noScript.newPage();
    await form.goto(`${siteUrl}/careers`);
    await fillApplication(form, plain, plainCv);
    await form.getByRole("button", { name: "Send application" }).click();
    await form.getByRole("heading", { name: "Application sent" }).waitFor();
    await noScript.close();

    const context = await contextWithConsent(browser, { acceptDownloads: true });
    const office = await context.newPage();
    await signInToBackOffice(office, siteUrl, admin);
    expect((await downloadedCv(office, scripted)).equals(scriptedCv)).toBe(true);
    expect((await downloadedCv(office, plain)).equals(plainCv)).toBe(true);
    await context.close();
  });
});
