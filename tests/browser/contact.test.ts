import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, fieldError, gotoInteractive } from "./browser";
import { useMailSession } from "./mail-session";

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
const session = useMailSession();

async function openContactPage(
  width: number,
  path = "/contact-us",
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await contextWithConsent(session.browser, { viewport: { width, height: 900 } });
  const page = await context.newPage();
  // These tests type into the scripted form: the page imports the app after its first paint, and a
  // form with a route action is enabled before that (it posts without scripts), so wait for the app.
  await gotoInteractive(page, `${siteUrl}${path}`);
  await expect.poll(() => page.getByRole("button", { name: "Send message" }).isEnabled()).toBe(true);
  return { context, page };
}

async function fillValidMessage(page: Page, message: string) {
  await page.getByLabel("Your name", { exact: true }).fill("Ana Ruiz");
  await page.getByLabel("Work email", { exact: true }).fill("ana.ruiz@northbay-gaming.example");
  await page.getByLabel("Company (optional)").fill("Northbay Gaming");
  await page.getByLabel("What is it about?").selectOption("partnership");
  await page.getByLabel("Message", { exact: true }).fill(message);
  await page.getByRole("checkbox", { name: /keeps these details to answer me/ }).check();
}

describe.each([1280, 375])("contact form at %i px", (width) => {
  it("shows inline errors and a summary, then sends the message to the studio inbox", async () => {
    const { context, page } = await openContactPage(width);
    await expect(page.getByRole("heading", { name: "Who to write to" }).count()).resolves.toBe(1);
    await expect(
      page.locator("aside").getByRole("link", { name: "sales@quillspin.games" }).count(),
    ).resolves.toBe(1);

    await page.getByRole("button", { name: "Send message" }).click();
    const summary = page.locator(".form-summary");
    await summary.waitFor();
    await expect(summary.getAttribute("role")).resolves.toBe("alert");
    await expect(summary.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const summaryText = await summary.textContent();
    for (const message of [
      "Enter your name",
      "Enter your work email address",
      "Choose what your message is about",
      "Write your message",
      "Agree to the privacy policy so we can answer you",
    ]) {
      expect(summaryText).toContain(message);
    }
    await expect(fieldError(page, "Your name")).resolves.toEqual({
      invalid: "true",
      error: "Error: Enter your name",
    });
    await expect(fieldError(page, "Message")).resolves.toEqual({
      invalid: "true",
      error: "Error: Write your message",
    });
    expect(await axeViolations(page)).toEqual([]);

    // A summary link takes the visitor to the field.
    await summary.getByRole("link", { name: "Enter your work email address" }).click();
    await expect(
      page.getByLabel("Work email", { exact: true }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await page.getByLabel("Work email", { exact: true }).fill("ana.ruiz@");
    await expect(fieldError(page, "Work email")).resolves.toMatchObject({
      error: "Error: Enter a valid email address, like name@company.com",
    });
    await page.getByLabel("Message", { exact: true }).fill("Too short");
    await expect(fieldError(page, "Message")).resolves.toMatchObject({
      error: "Error: Tell us a little more: at least 20 characters",
    });

    const marker = `browser-${width}-${Date.now()}`;
    await fillValidMessage(
      page,
      `We aggregate for 40 operators in Latin America and want your catalogue. Ref ${marker}.`,
    );
    await expect(fieldError(page, "Work email")).resolves.toEqual({ invalid: null, error: null });
    await page.getByRole("button", { name: "Send message" }).click();

    const success = page.getByRole("heading", { name: "Message sent" });
    await success.waitFor();
    await expect(page.getByRole("button", { name: "Send message" }).count()).resolves.toBe(0);
    await expect(page.locator(".form-success").evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(width);
    expect(await axeViolations(page)).toEqual([]);

    const mail = await session.inbox.waitFor((received) => received.text.includes(marker), 20_000);
    expect(mail.header("subject")).toBe(
      "Contact form · Partnerships and aggregators · Ana Ruiz (Northbay Gaming)",
    );
    expect(mail.header("reply-to")).toBe("ana.ruiz@northbay-gaming.example");

    await page.getByRole("button", { name: "Send another message" }).click();
    await expect(page.getByLabel("Your name", { exact: true }).inputValue()).resolves.toBe("");
    await context.close();
  });
});

describe("contact form failures", () => {
  it("puts the API's field message under the field when the server refuses what the browser accepted", async () => {
    const { context, page } = await openContactPage(1280, "/contact");
    await page.route(`${apiUrl}/auth/contact`, (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          statusCode: 400,
          error: "Bad Request",
          message: "body.email: This address cannot receive mail",
        }),
      }),
    );
    await fillValidMessage(page, "We would like to discuss a distribution deal for the Nordic markets.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect
      .poll(() => fieldError(page, "Work email"))
      .toEqual({
        invalid: "true",
        error: "Error: This address cannot receive mail",
      });
    await expect(page.locator(".Toastify__toast").first().textContent()).resolves.toContain(
      "400: body.email: This address cannot receive mail",
    );
    await context.close();
  });

  it("explains a rate limit above the form and keeps what was typed", async () => {
    const { context, page } = await openContactPage(375);
    await page.route(`${apiUrl}/auth/contact`, (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "retry-after": "540" },
        body: JSON.stringify({
          statusCode: 429,
          error: "Too Many Requests",
          message: "Too many requests: try again in 9 minutes",
        }),
      }),
    );
    await fillValidMessage(page, "Please send the certification list for your Hold and Win titles.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect
      .poll(() => page.locator(".form-summary").textContent())
      .toContain("Too many requests: try again in 9 minutes");
    await expect(page.getByLabel("Your name", { exact: true }).inputValue()).resolves.toBe("Ana Ruiz");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
