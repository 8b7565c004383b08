import { slugFromTitle } from "@quillspin/contracts";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signInToBackOffice } from "./back-office";
import { axeViolations, contextWithConsent, gotoInteractive, launchBrowser, openStaffPage } from "./browser";

/** The back office, second round (issue 29): drafts, autosave, the live preview and the layouts. */

const siteUrl = inject("siteUrl");
const editor = inject("editorAccount");
const stamp = Date.now().toString(36);

let browser: Browser;
let coverFile: Buffer;

beforeAll(async () => {
  browser = await launchBrowser();
  coverFile = await sharp({
    create: { width: 1300, height: 700, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .png()
    .toBuffer();
});
afterAll(() => browser.close());

const staffPage = (options: { javaScriptEnabled?: boolean; width?: number } = {}) =>
  openStaffPage(browser, editor, { ...options, timeoutMs: 20_000 });

const savedId = (page: Page) => /\/admin\/news\/([0-9a-f-]{36})/.exec(page.url())?.[1];

describe("the news editor, second round", () => {
  it("saves a draft with only a title, its slug following the title and its author the editor", async () => {
    const { context, page } = await staffPage();
    const title = `Harbour lights ${stamp}: a first look`;
    await gotoInteractive(page, `${siteUrl}/admin/news/new`);
    await page.getByLabel(/^Title/).fill(title);
    await expect.poll(() => page.getByLabel("Slug", { exact: true }).inputValue()).toBe(slugFromTitle(title));
    await Promise.all([
      page.waitForURL(/\/admin\/news\/[0-9a-f-]{36}\?done=saved/),
      page.getByRole("button", { name: "Save draft" }).click(),
    ]);
    // The address changes before React has drawn the saved article (the router renders in a
    // transition), so the fields are read once the page is the saved article's.
    await page.getByRole("heading", { level: 1, name: `Edit: ${title}` }).waitFor();
    await expect(page.getByLabel("Slug", { exact: true }).inputValue()).resolves.toBe(slugFromTitle(title));
    await expect(page.getByLabel("Author", { exact: true }).inputValue()).resolves.toBe("Test Editorial");
    await context.close();
  });

  it("saves by itself a few seconds after typing stops, and on Ctrl+S, keeping the revisions", async () => {
    const { context, page } = await staffPage();
    await gotoInteractive(page, `${siteUrl}/admin/news/new`);
    await page.getByLabel(/^Title/).fill(`Autosaved ${stamp}`);
    await page.getByLabel("Text", { exact: true }).fill("A first paragraph.");
    const status = page.getByText(/^Saved at \d\d:\d\d UTC$/);
    await status.waitFor({ timeout: 20_000 });
    // The draft has an address of its own now, without a click.
    await expect.poll(() => savedId(page)).toBeTruthy();
    const id = savedId(page);
    await page.getByLabel("Text", { exact: true }).fill("A first paragraph, rewritten.");
    await page.keyboard.press("Control+s");
    await page.getByText(/^Saved at \d\d:\d\d UTC$/).waitFor({ timeout: 20_000 });
    await gotoInteractive(page, `${siteUrl}/admin/news/${id}`);
    await expect(page.getByLabel("Text", { exact: true }).inputValue()).resolves.toBe(
      "A first paragraph, rewritten.",
    );
    const revisions = page.getByRole("region", { name: "Revisions" }).getByRole("listitem");
    await expect.poll(() => revisions.count()).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it("says in plain English why an article without a cover cannot be published, then publishes it", async () => {
    const { context, page } = await staffPage();
    const title = `Publish me ${stamp}`;
    await gotoInteractive(page, `${siteUrl}/admin/news/new`);
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel("Summary", { exact: true }).fill("A summary long enough to publish.");
    await page.getByLabel("Text", { exact: true }).fill("## Ready\n\nAlmost.");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const summary = page.locator(".form-summary");
    await summary.waitFor();
    await expect(summary.innerText()).resolves.toContain(
      "A cover is needed to publish or schedule: upload one, drop one here or pick an earlier one",
    );
    await expect(summary.innerText()).resolves.toContain(
      "Describe the cover (alt text) to publish or schedule",
    );
    // The preview is still there after the refusal.
    await page.getByRole("region", { name: "Preview" }).getByRole("heading", { name: "Ready" }).waitFor();

    // A cover dropped onto the form is uploaded and fills the cover field.
    const drop = await page.evaluateHandle(
      ({ bytes }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], "cover.png", { type: "image/png" }));
        return transfer;
      },
      { bytes: [...coverFile] },
    );
    await page.locator("form[aria-label='Article']").dispatchEvent("drop", { dataTransfer: drop });
    await expect
      .poll(() => page.getByLabel("Cover", { exact: true }).inputValue(), { timeout: 20_000 })
      .toMatch(/^\/images\/news\/uploads\/[0-9a-f-]{36}\.webp$/);
    await page.getByLabel("Cover description (alt text)").fill("A harbour at night");
    await Promise.all([
      page.waitForURL(/done=published/),
      page.getByRole("button", { name: "Publish", exact: true }).click(),
    ]);
    const slug = await page.getByLabel("Slug", { exact: true }).inputValue();
    expect((await fetch(`${siteUrl}/news/${slug}`)).status).toBe(200);
    await context.close();
  });

  it("shows the preview from the first render and follows typing; on a phone a tab switches to it", async () => {
    const { context, page } = await staffPage({ width: 390 });
    await gotoInteractive(page, `${siteUrl}/admin/news/new`);
    await page.getByLabel(/^Title/).fill(`Preview ${stamp}`);
    await page.getByLabel("Text", { exact: true }).fill("## Live heading\n\nWords **here**.");
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Preview", pressed: false }).click();
    await preview.getByRole("heading", { name: "Live heading" }).waitFor();
    await expect(page.getByLabel("Text", { exact: true }).isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Write" }).click();
    await page.getByLabel("Text", { exact: true }).waitFor();

    const id = await expect
      .poll(() => savedId(page), { timeout: 20_000 })
      .toBeTruthy()
      .then(() => savedId(page));
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoInteractive(page, `${siteUrl}/admin/news/${id}`);
    // From the first render, before any typing: the stored body.
    await page
      .getByRole("region", { name: "Preview" })
      .getByRole("heading", { name: "Live heading" })
      .waitFor();
    await context.close();
  });

  it("still saves and publishes without JavaScript", async () => {
    const { context, page } = await staffPage({ javaScriptEnabled: false });
    const title = `No script draft ${stamp}`;
    await page.goto(`${siteUrl}/admin/news/new`);
    await page.getByLabel(/^Title/).fill(title);
    await Promise.all([
      page.waitForURL(/done=saved/),
      page.getByRole("button", { name: "Save draft" }).click(),
    ]);
    await expect(page.getByLabel("Slug", { exact: true }).inputValue()).resolves.toBe(slugFromTitle(title));
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.locator(".form-summary").waitFor();
    await expect(page.locator(".form-summary").innerText()).resolves.toContain(
      "A cover is needed to publish or schedule",
    );
    await page.getByLabel("Summary", { exact: true }).fill("Written without any script at all.");
    await page.getByLabel("Text", { exact: true }).fill("Plain words.");
    await page
      .getByLabel("Upload a cover")
      .setInputFiles({ name: "c.png", mimeType: "image/png", buffer: coverFile });
    await page.getByLabel("Cover description (alt text)").fill("An orange field");
    await Promise.all([
      page.waitForURL(/done=published/),
      page.getByRole("button", { name: "Publish", exact: true }).click(),
    ]);
    expect((await fetch(`${siteUrl}/news/${slugFromTitle(title)}`)).status).toBe(200);
    await context.close();
  });
});

describe("the back office's layouts (issue 29)", () => {
  const widths = [390, 768, 1280, 1920] as const;

  it.each(widths)(
    "at %i px: the sign-in centred and wide enough, lists full width, the editor readable",
    async (width) => {
      const context = await contextWithConsent(browser, { viewport: { width, height: 900 } });
      const page = await context.newPage();
      await gotoInteractive(page, `${siteUrl}/admin/sign-in`);
      const form = await page.getByRole("form", { name: "Sign in" }).boundingBox();
      expect(form?.width).toBeGreaterThanOrEqual(320);
      const centre = (form?.x ?? 0) + (form?.width ?? 0) / 2;
      expect(Math.abs(centre - width / 2)).toBeLessThan(24);
      expect(await axeViolations(page)).toEqual([]);

      await signInToBackOffice(page, siteUrl, editor, "/admin/news");
      const main = await page.locator("main").boundingBox();
      const filters = await page.getByRole("form", { name: "Find articles" }).boundingBox();
      // The filters take the list's whole width (less the page's padding).
      expect(filters?.width).toBeGreaterThan((main?.width ?? 0) - 80);
      const search = await page
        .getByLabel("Search", { exact: true })
        .evaluate((el) => getComputedStyle(el).borderRadius);
      expect(search).not.toBe("0px");
      expect(await axeViolations(page)).toEqual([]);

      await gotoInteractive(page, `${siteUrl}/admin/news/new`);
      const title = await page.getByLabel(/^Title/).boundingBox();
      expect(title?.width).toBeGreaterThan(Math.min(300, width - 80));
      const preview = page.getByRole("region", { name: "Preview" });
      if (width >= 1200) {
        const [formBox, previewBox] = [
          await page.getByRole("form", { name: "Article" }).boundingBox(),
          await preview.boundingBox(),
        ];
        // Side by side: the preview starts right of the form.
        expect(previewBox?.x ?? 0).toBeGreaterThan((formBox?.x ?? 0) + (formBox?.width ?? 0) - 1);
      } else {
        await expect(preview.isVisible()).resolves.toBe(false);
        await page.getByRole("button", { name: "Preview", pressed: false }).waitFor();
      }
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    },
  );
});
