import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { inject } from "vitest";
import { type StaffCredentials, signInToBackOffice } from "./back-office";

const require = createRequire(import.meta.url);

export {
  chromiumPath as chromePath,
  launchChromium as launchBrowser,
} from "../../scripts/lib/headless-chromium";

/** Runs axe-core on the page and returns the violations (rule id and the first offending nodes). */
export async function axeViolations(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  // Sections fade in on scroll; contrast is checked as a visitor sees them once revealed.
  await page.addStyleTag({
    content:
      "[data-reveal] { opacity: 1 !important; transform: none !important; transition: none !important; }",
  });
  // Evaluated through the DevTools protocol: the site's Content-Security-Policy refuses a script tag
  // the test would add, as it would any injected script.
  await page.evaluate(readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document);
    return results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.slice(0, 3).map((node) => node.html),
    }));
  });
}

interface AxeResults {
  violations: { id: string; nodes: { html: string }[] }[];
}

/** A visitor who already answered the cookie banner, so it does not cover the page under test. */
export async function contextWithConsent(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
) {
  const context = await browser.newContext(options);
  await context.addCookies([
    {
      name: "cookie_consent",
      value: encodeURIComponent("locale|cookie_consent|age_confirmed|session_key|staff_session"),
      url: inject("siteUrl"),
    },
  ]);
  return context;
}

/** A staff member signed in to the back office in a context of its own, on a screen `width` wide. */
export async function openStaffPage(
  browser: Browser,
  staff: StaffCredentials,
  options: { javaScriptEnabled?: boolean; width?: number; timeoutMs?: number } = {},
) {
  const context = await contextWithConsent(browser, {
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  if (options.timeoutMs) page.setDefaultTimeout(options.timeoutMs);
  await signInToBackOffice(page, inject("siteUrl"), staff);
  return { context, page };
}

/** Opens `url` and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoInteractive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A form control's invalid state and the error its `aria-describedby` points at, as a screen reader reads them. */
export const fieldError = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((control) => {
    const ids = (control.getAttribute("aria-describedby") ?? "").split(" ");
    const error = ids
      .map((id) => document.getElementById(id))
      .find((el) => el?.classList.contains("field__error"));
    return { invalid: control.getAttribute("aria-invalid"), error: error?.textContent ?? null };
  });
