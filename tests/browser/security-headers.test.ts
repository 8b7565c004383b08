import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

/** Inline scripts of an HTML page: their attributes, for the ones a browser would run. */
function inlineScriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>[\s\S]*?<\/script>/gi)]
    .map(([, attributes = ""]) => attributes)
    .filter((attributes) => !/\bsrc=/.test(attributes) && !/application\/ld\+json/.test(attributes));
}

describe("security headers", () => {
  it("give a rendered page a fresh nonce that every inline script carries", async () => {
    const nonces = new Set<string>();
    for (const path of ["/", "/news", "/news"]) {
      const response = await fetch(`${siteUrl}${path}`);
      expect(response.status).toBe(200);
      const policy = directives(response.headers.get("content-security-policy"));
      const scriptSources = policy.get("script-src") ?? [];
      const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce ?? "");
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      const tags = inlineScriptTags(await response.text());
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });

  it("allow a prerendered page's inline scripts by hash, and name the API, framing and plugins", async () => {
    const response = await fetch(`${siteUrl}/games/quest-of-ra`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(inlineScriptTags(html).every((tag) => !tag.includes("nonce"))).toBe(true);
    const policy = directives(response.headers.get("content-security-policy"));
    const scriptSources = policy.get("script-src") ?? [];
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources.slice(1).length).toBe(inlineScriptTags(html).length);
    for (const source of scriptSources.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(policy.get("connect-src")).toEqual(["'self'", new URL(apiUrl).origin]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);

    const permissions = response.headers.get("permissions-policy") ?? "";
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"]) {
      expect(permissions).toContain(feature);
    }
    expect(permissions).toContain("fullscreen=(self)");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // The test site is served over http: no HSTS there (the server tests cover https).
    expect(response.headers.get("strict-transport-security")).toBeNull();

    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    const assetPolicy = directives(
      (await fetch(`${siteUrl}${asset}`)).headers.get("content-security-policy"),
    );
    expect(assetPolicy.get("script-src")).toEqual(["'self'"]);
  });
});

/** Every CSP violation and console error of every frame in the context, as the visitor browses. */
async function watchViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const problems: string[] = [];
  await context.exposeBinding("reportCspViolation", ({ frame }, text: string) => {
    problems.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

describe("the Content-Security-Policy in a browser", () => {
  it("refuses nothing the site does: consent, pages, client navigation, demo player and forms", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: "age_confirmed", value: "1", url: siteUrl }]);
    const page = await context.newPage();
    const problems = await watchViolations(context, page);
    const hydrated = () => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // The home page (rendered) and the consent banner.
    await page.goto(`${siteUrl}/`);
    await hydrated();
    await page
      .getByRole("region", { name: "Cookies on this site" })
      .getByRole("button", { name: "Accept all" })
      .click();

    // A client-side navigation: the route's data comes from the site's server (`.data`).
    const dataCall = page.waitForResponse((response) => response.url().startsWith(`${siteUrl}/news.data`));
    await page.locator("header").getByRole("link", { name: "News", exact: true }).first().click();
    await page.waitForURL(`${siteUrl}/news`);
    expect((await dataCall).status()).toBe(200);

    // The news search form (a GET form to the site).
    await page.getByLabel("Search the news").fill("certified");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/search=certified/);

    // A prerendered page, loaded from its file, then its demo in the modal's frame.
    await page.goto(`${siteUrl}/games/quest-of-ra`, { waitUntil: "networkidle" });
    await hydrated();
    await page.getByRole("main").getByRole("link", { name: "Play demo", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Quest of Ra" });
    await dialog.locator("iframe").waitFor();
    const player = page.frameLocator(".demo-modal iframe");
    await player.locator('.demo-player[data-status="idle"]').waitFor({ timeout: 60_000 });
    await player.getByRole("button", { name: "Spin", exact: true }).click();
    await player.locator('.demo-player[data-rounds="1"][data-status="idle"]').waitFor({ timeout: 60_000 });
    await page.keyboard.press("Escape");

    // The contact form (prerendered), checked in the browser before anything is sent.
    await page.goto(`${siteUrl}/contact-us`);
    await expect.poll(() => page.getByRole("button", { name: "Send message" }).isEnabled()).toBe(true);
    await page.getByRole("button", { name: "Send message" }).click();
    await page.locator(".form-summary").waitFor();

    // Open pages poll for a newer build (every second in the test build): that fetch is allowed too.
    await page.waitForResponse((response) => response.url().includes("/_build/"));
    expect(problems).toEqual([]);
    await context.close();
  });
});
