import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { contextWithConsent, fieldError } from "./browser";
import { useMailSession } from "./mail-session";

const siteUrl = inject("siteUrl");
const session = useMailSession();

/**
 * A visitor whose browser runs no scripts: every form is posted to the page's route action. `address`
 * names the visitor as nginx would, so the API's per-address limits count this test alone.
 */
async function openWithoutScripts(path: string, address?: string): Promise<Page> {
  const context = await contextWithConsent(session.browser, {
    javaScriptEnabled: false,
    ...(address ? { extraHTTPHeaders: { "x-forwarded-for": address } } : {}),
  });
  const page = await context.newPage();
  await page.goto(`${siteUrl}${path}`);
  return page;
}

describe("forms with JavaScript off", () => {
  it("sends the contact form through the page's action and shows the success state", async () => {
    const page = await openWithoutScripts("/contact-us");
    await expect(page.getByText("This form needs JavaScript").count()).resolves.toBe(0);
    const marker = `noscript-${Date.now()}`;
    await page.getByLabel("Your name", { exact: true }).fill("Ana Ruiz");
    await page.getByLabel("Work email", { exact: true }).fill("ana.ruiz@northbay-gaming.example");
    await page.getByLabel("What is it about?").selectOption("partnership");
    await page
      .getByLabel("Message", { exact: true })
      .fill(`Posted from a browser without scripts, about your catalogue. Ref ${marker}.`);
    await page.getByRole("checkbox", { name: /keeps these details to answer me/ }).check();
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Send message" }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await page.getByRole("heading", { name: "Message sent" }).waitFor();

    const mail = await session.inbox.waitFor((received) => received.text.includes(marker), 20_000);
    expect(mail.header("reply-to")).toBe("ana.ruiz@northbay-gaming.example");
    await page.context().close();
  });

  it("shows the schema's field errors and keeps what was typed", async () => {
    const page = await openWithoutScripts("/contact");
    await page.getByLabel("Your name", { exact: true }).fill("Ana Ruiz");
    await page.getByLabel("Work email", { exact: true }).fill("ana.ruiz@");
    await page.getByLabel("Message", { exact: true }).fill("Too short");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.locator(".form-summary").waitFor();
    await expect(page.locator(".form-summary").textContent()).resolves.toContain(
      "Agree to the privacy policy so we can answer you",
    );
    await expect(fieldError(page, "Work email")).resolves.toEqual({
      invalid: "true",
      error: "Error: Enter a valid email address, like name@company.com",
    });
    await expect(fieldError(page, "Message")).resolves.toEqual({
      invalid: "true",
      error: "Error: Tell us a little more: at least 20 characters",
    });
    await expect(page.getByLabel("Your name", { exact: true }).inputValue()).resolves.toBe("Ana Ruiz");
    await expect(page.getByLabel("Message", { exact: true }).inputValue()).resolves.toBe("Too short");
    await page.context().close();
  });

  it("asks for a password reset link and shows the API's answer", async () => {
    const page = await openWithoutScripts("/forgot-password");
    const form = page.getByRole("form", { name: "Forgot your password?" });
    await form.getByLabel("Work email").fill(`nobody-${Date.now()}@northbay-gaming.example`);
    await form.getByRole("button", { name: "Email me a link" }).click();
    const success = page.locator(".form-success");
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    await expect(success.textContent()).resolves.toContain(
      "If an account uses this address, we have emailed it a link",
    );
    await page.context().close();
  });

  it("signs up, confirms the address, sets a new password and signs in through the pages' actions, never echoing a password", async () => {
    const page = await openWithoutScripts("/signup");
    const form = page.getByRole("form", { name: "Your details" });
    const email = `noscript-${Date.now()}@northbay-gaming.example`;
    await form.getByLabel("Your name").fill("Ana Ruiz");
    await form.getByLabel("Work email").fill(email);
    await form.getByLabel("Company").fill("Northbay Gaming");
    await form.getByLabel("Role or job title").fill("Head of content");
    await form.getByLabel("Password", { exact: true }).fill("short");
    await form.getByRole("button", { name: "Create account" }).click();
    await page.locator(".form-summary").waitFor();
    await expect(page.getByLabel("Work email").inputValue()).resolves.toBe(email);
    await expect(page.getByLabel("Password", { exact: true }).inputValue()).resolves.toBe("");
    await expect(page.content()).resolves.not.toContain(">short<");
    await expect(page.getByLabel("Password", { exact: true }).getAttribute("aria-invalid")).resolves.toBe(
      "true",
    );

    await page.getByLabel("Password", { exact: true }).fill("Correct-Horse-Battery-42");
    await page.getByRole("checkbox", { name: /I accept the partner terms/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    const mail = await session.inbox.waitFor((received) => received.recipients.includes(email), 20_000);
    const confirmLink = mail.links.find((address) => address.startsWith(`${siteUrl}/signup/verify?token=`));
    expect(confirmLink).toBeTruthy();

    // The address is confirmed by the button of the emailed link; the link works once.
    for (const attempt of ["first", "again"]) {
      await page.goto(confirmLink ?? "");
      await page.getByRole("button", { name: "Confirm my email address" }).click();
      if (attempt === "first")
        await page.getByRole("heading", { name: "Your email address is confirmed" }).waitFor();
      else await page.locator(".form-summary").waitFor();
    }
    await page.context().close();

    // The same account sets a new password through the emailed link, still without scripts.
    const forgot = await openWithoutScripts("/forgot-password");
    await forgot.getByLabel("Work email").fill(email);
    await forgot.getByRole("button", { name: "Email me a link" }).click();
    await forgot.getByRole("heading", { name: "Check your inbox" }).waitFor();
    const resetMail = await session.inbox.waitFor(
      (received) =>
        received.recipients.includes(email) && /Reset your/.test(received.header("subject") ?? ""),
      20_000,
    );
    const link = resetMail.links.find((address) => address.startsWith(`${siteUrl}/reset-password?token=`));
    expect(link).toBeTruthy();
    await forgot.goto(link ?? "");
    await forgot.getByLabel("New password", { exact: true }).fill("short");
    await forgot.getByRole("button", { name: "Set new password" }).click();
    await forgot.locator(".form-summary").waitFor();
    await expect(forgot.getByLabel("New password", { exact: true }).inputValue()).resolves.toBe("");
    await forgot.getByLabel("New password", { exact: true }).fill("Another-Horse-Battery-43");
    await forgot.getByRole("button", { name: "Set new password" }).click();
    await forgot.getByRole("heading", { name: "Your new password is set" }).waitFor();

    // The link works once: posting it again shows the API's refusal above the form.
    await forgot.goto(link ?? "");
    await forgot.getByLabel("New password", { exact: true }).fill("Third-Horse-Battery-44");
    await forgot.getByRole("button", { name: "Set new password" }).click();
    await forgot.locator(".form-summary").waitFor();
    await expect(forgot.getByRole("heading", { name: "Your new password is set" }).count()).resolves.toBe(0);
    await forgot.context().close();

    // Signing in: the action checks the password with the API and keeps no session anywhere.
    const client = await openWithoutScripts("/client-area");
    const signIn = client.getByRole("form", { name: "Sign in" });
    await signIn.getByLabel("Work email").fill(email);
    await signIn.getByLabel("Password", { exact: true }).fill("Correct-Horse-Battery-42");
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await client.locator(".form-summary").waitFor();
    await expect(client.locator(".form-summary").textContent()).resolves.toContain(
      "Email or password is incorrect.",
    );
    await expect(client.getByLabel("Work email").inputValue()).resolves.toBe(email);
    await expect(client.getByLabel("Password", { exact: true }).inputValue()).resolves.toBe("");
    await client.getByLabel("Password", { exact: true }).fill("Another-Horse-Battery-43");
    const [answer] = await Promise.all([
      client.waitForResponse((response) => response.request().method() === "POST"),
      client.getByRole("button", { name: "Sign in" }).click(),
    ]);
    await client.getByRole("heading", { name: "You are signed in" }).waitFor();
    expect(answer.headers()["set-cookie"] ?? "").not.toMatch(/token/i);
    await expect(answer.text()).resolves.not.toMatch(/accessToken|refreshToken/);
    await client.context().close();
  });

  it("refuses a blank, guessable or self-naming password at sign-up, saying why under the field", async () => {
    const page = await openWithoutScripts("/signup", `198.51.100.${1 + Math.floor(Math.random() * 250)}`);
    const form = page.getByRole("form", { name: "Your details" });
    await form.getByLabel("Your name").fill("Pw Tester");
    await form.getByLabel("Work email").fill(`pw.tester-${Date.now()}@northbay-gaming.example`);
    await form.getByLabel("Company").fill("Northbay Gaming");
    await form.getByLabel("Role or job title").fill("Head of content");
    // What an outside probe got accepted (issue 25): each is refused, with the reason in plain English.
    for (const [password, reason] of [
      [" ".repeat(12), "Use letters, digits or symbols you can see"],
      ["\u200b".repeat(12), "Use letters, digits or symbols you can see"],
      [
        "ä".repeat(12),
        'This password would be easy to guess. Repeated characters like "aaa" are easy to guess.',
      ],
      ["Pw Tester Pw Tester", "Choose a password that does not contain your name, your email address"],
    ] as const) {
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("checkbox", { name: /I accept the partner terms/ }).check();
      await Promise.all([
        page.waitForResponse((response) => response.request().method() === "POST"),
        page.getByRole("button", { name: "Create account" }).click(),
      ]);
      const { invalid, error } = await fieldError(page, "Password");
      expect(invalid, password).toBe("true");
      expect(error, password).toContain(reason);
    }
    await expect(page.getByRole("heading", { name: "Check your inbox" }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("subscribes on the /subscribe page: the schema's field errors, then the success state and the mail", async () => {
    // The header's Subscribe opens a dialog once scripts run; before that it is the way to the page.
    const home = await openWithoutScripts("/");
    await home
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Subscribe" })
      .click();
    await home.waitForURL(`${siteUrl}/subscribe`);
    await home.context().close();
    const page = await openWithoutScripts("/subscribe");
    await expect(page.getByText("This form needs JavaScript").count()).resolves.toBe(0);
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
    const email = `noscript-reader-${Date.now()}@riverside-casino.example`;
    await page.getByLabel("Email address").fill("reader@");
    await page.locator('form[method="post"]').getByRole("button", { name: "Subscribe" }).click();
    await page.locator(".form-summary").waitFor();
    await expect(fieldError(page, "Email address")).resolves.toMatchObject({ invalid: "true" });
    await expect(page.locator(".form-summary").textContent()).resolves.toContain(
      "Agree to the privacy policy to subscribe",
    );
    await expect(page.getByLabel("Email address").inputValue()).resolves.toBe("reader@");

    await page.getByLabel("Email address").fill(email);
    await page.getByRole("checkbox", { name: /Send me the newsletter/ }).check();
    await page.locator('form[method="post"]').getByRole("button", { name: "Subscribe" }).click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    const mail = await session.inbox.waitFor((received) => received.recipients.includes(email), 20_000);
    expect(mail.links.some((address) => address.startsWith(`${siteUrl}/subscriptions/confirm?token=`))).toBe(
      true,
    );
    await page.context().close();
  });

  it("lets the API throttle each visitor, not the site's server that posts for them all", async () => {
    // nginx names the visitor in X-Forwarded-For; here each context sends that header itself.
    const visitor = async (address: string) => {
      const context = await contextWithConsent(session.browser, {
        javaScriptEnabled: false,
        extraHTTPHeaders: { "x-forwarded-for": address },
      });
      const send = async () => {
        const answer = await context.request.post(`${siteUrl}/contact-us`, {
          form: {
            name: "Ana Ruiz",
            email: "ana.ruiz@northbay-gaming.example",
            topic: "support",
            message: `Throttle check from ${address}, sent without scripts.`,
            consent: "on",
          },
        });
        return answer.text();
      };
      return { context, send };
    };
    const octet = () => 1 + Math.floor(Math.random() * 250);
    const first = await visitor(`198.51.100.${octet()}`);
    const second = await visitor(`203.0.113.${octet()}`);
    const answers: string[] = [];
    for (let sent = 0; sent < 6; sent++) answers.push(await first.send());
    expect(answers.slice(0, 5).every((html) => html.includes("Message sent"))).toBe(true);
    expect(answers[5]).toContain("Too many requests");
    await expect(second.send()).resolves.toContain("Message sent");
    await first.context.close();
    await second.context.close();
  });
});
