import { zodWording } from "@quillspin/contracts";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signInToBackOffice } from "./back-office";
import { contextWithConsent, launchBrowser } from "./browser";

/**
 * No page of the site or the back office shows a validator's raw text (issue 29): every form on
 * these pages is sent as a browser without scripts sends it, with its fields empty, with values of
 * the wrong type (words in a date, an option the list does not have, a number for an id) and too
 * long, and the page that comes back is searched for zod's wording. A 5xx fails too.
 */
const siteUrl = inject("siteUrl");
const admin = inject("adminAccount");

const publicPages = ["/contact-us", "/subscribe", "/signup", "/forgot-password", "/reset-password?token=abc"];
const backOfficePages = [
  "/admin/news",
  "/admin/news/new",
  "/admin/roadmap",
  "/admin/staff",
  "/admin/messages",
  "/admin/subscribers",
  "/admin/partners",
  "/admin/audit",
];

type Mode = "empty" | "wrong" | "long";

interface Control {
  name: string;
  kind: "hidden" | "text" | "checkbox" | "radio" | "select" | "file" | "button";
  type: string;
  value: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function controlsOf(form: Locator): Promise<Control[]> {
  const controls: Control[] = [];
  const read = async (selector: string, kindOf: (type: string) => Control["kind"]) => {
    const found = form.locator(selector);
    for (let index = 0; index < (await found.count()); index++) {
      const element = found.nth(index);
      const type = (await element.getAttribute("type")) ?? "";
      const name = (await element.getAttribute("name")) ?? "";
      const value = (await element.getAttribute("value")) ?? "";
      controls.push({ name, kind: kindOf(type), type, value });
    }
  };
  await read("input[name]", (type) =>
    type === "hidden"
      ? "hidden"
      : type === "checkbox"
        ? "checkbox"
        : type === "radio"
          ? "radio"
          : type === "file"
            ? "file"
            : type === "submit"
              ? "button"
              : "text",
  );
  await read("select[name]", () => "select");
  await read("textarea[name]", () => "text");
  await read("button[name]", () => "button");
  return controls;
}

/** What a field holds in each mode: nothing, a value of the wrong type, or far too much. */
function valueFor(control: Control, mode: Mode): string | null {
  switch (control.kind) {
    case "hidden":
      return control.name === "intent" || mode === "empty" ? control.value : "12345";
    case "checkbox":
      return mode === "wrong" ? "maybe" : null;
    case "radio":
    case "file":
    case "button":
      return null;
    case "select":
      return mode === "empty" ? "" : mode === "wrong" ? "no-such-option" : "x".repeat(500);
    default:
      if (mode === "empty") return "";
      if (mode === "long") return "a".repeat(120_000);
      return /date|month|time|number/.test(control.type)
        ? "next tuesday"
        : control.type === "email"
          ? "42"
          : "7";
  }
}

/** Sends every form of a page in every mode, once per button it names; answers what came back wrong. */
async function sendEveryForm(page: Page, path: string): Promise<string[]> {
  await page.goto(`${siteUrl}${path}`);
  const forms = page.locator("main form");
  const found: string[] = [];
  for (let index = 0; index < (await forms.count()); index++) {
    const form = forms.nth(index);
    const action = new URL((await form.getAttribute("action")) ?? path, `${siteUrl}${path}`);
    if (action.pathname === "/admin/sign-out") continue;
    const method = ((await form.getAttribute("method")) ?? "get").toLowerCase();
    const controls = await controlsOf(form);
    // A form of buttons alone (move up, sign out, approve) has no field to get wrong.
    if (!controls.some((control) => ["text", "select", "checkbox"].includes(control.kind))) continue;
    const buttons = controls.filter((control) => control.kind === "button" && control.name);
    for (const button of buttons.length > 0 ? buttons : [null]) {
      if (button && /delete|erase|disable|revoke|remove/.test(button.value)) continue;
      for (const mode of ["empty", "wrong", "long"] as const) {
        const body = new URLSearchParams();
        for (const control of controls) {
          const value = valueFor(control, mode);
          if (control.name && value !== null) body.append(control.name, value);
        }
        if (button) body.set(button.name, button.value);
        const response =
          method === "post"
            ? await page.request.post(action.href, {
                headers: { "content-type": "application/x-www-form-urlencoded", origin: siteUrl },
                data: body.toString(),
                maxRedirects: 0,
              })
            : await page.request.get(`${action.origin}${action.pathname}?${body}`, { maxRedirects: 0 });
        const text = await response.text();
        const where = `${path} form ${index + 1}${button ? ` (${button.value})` : ""}, ${mode}`;
        if (response.status() >= 500) found.push(`${where}: ${response.status()}`);
        const raw = zodWording.exec(text);
        if (raw) found.push(`${where}: …${text.slice(Math.max(0, raw.index - 80), raw.index + 80)}…`);
      }
    }
  }
  return found;
}

describe("plain English everywhere (issue 29)", () => {
  it("the public forms, sent empty, wrongly typed and too long, never show zod's wording", async () => {
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of publicPages) found.push(...(await sendEveryForm(page, path)));
    expect(found).toEqual([]);
    await context.close();
  }, 240_000);

  it("the back office's forms, sent empty, wrongly typed and too long, never show zod's wording", async () => {
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    const found: string[] = [];
    found.push(...(await sendEveryForm(page, "/admin/sign-in")));
    found.push(...(await sendEveryForm(page, "/admin/invitation?token=abc")));
    await signInToBackOffice(page, siteUrl, admin);
    for (const path of backOfficePages) found.push(...(await sendEveryForm(page, path)));
    // An article of its own, so the editor's page for an existing article is sent too.
    await page.goto(`${siteUrl}/admin/news/new`);
    await page.getByLabel(/^Title/).fill("Plain words test");
    await Promise.all([
      page.waitForURL(/done=saved/),
      page.getByRole("button", { name: "Save draft" }).click(),
    ]);
    found.push(...(await sendEveryForm(page, new URL(page.url()).pathname)));
    expect(found).toEqual([]);
    await context.close();
  }, 480_000);

  it("would notice zod's wording on a page", () => {
    expect(zodWording.test("<p>Slug: Too small: expected string to have >=1 characters</p>")).toBe(true);
  });
});
