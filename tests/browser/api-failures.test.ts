import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { waitForHttp } from "../../scripts/process-group";
import { testBuildEnv, testPorts } from "../test-env";
import { contextWithConsent, launchBrowser } from "./browser";

/**
 * Pages load their data on the site's server (one loader per page, also for client navigations), so
 * an API failure has to happen between the site's server and the API. This file starts a second site
 * from the same build whose server reaches the real API through a gateway on 127.0.0.1 that passes
 * everything through except the paths a test makes fail.
 */
const apiUrl = inject("apiUrl");
const siteUrl = `http://127.0.0.1:${testPorts.siteOnFailingApi}`;
type Failure = "service-unavailable" | "connection-dropped";
const failing = new Map<string, Failure>();
const calls = new Map<string, number>();

function bodyOf(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function startGateway(): Promise<Server> {
  const apiOrigin = new URL(apiUrl).origin;
  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? "/", apiOrigin).pathname;
    const failure = failing.get(pathname);
    if (failure) {
      calls.set(pathname, (calls.get(pathname) ?? 0) + 1);
      if (failure === "connection-dropped") {
        request.socket.destroy();
        return;
      }
      response.writeHead(503, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          statusCode: 503,
          error: "Service Unavailable",
          message: "Catalogue is being updated",
        }),
      );
      return;
    }
    const body = await bodyOf(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string" && name !== "host" && name !== "connection") headers.set(name, value);
    }
    const answer = await fetch(`${apiOrigin}${request.url}`, {
      method: request.method,
      headers,
      body: body.length ? new Uint8Array(body) : undefined,
    });
    const passed: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      // fetch has already decoded the body.
      if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(name))
        passed[name] = value;
    });
    response.writeHead(answer.status, passed);
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  return new Promise((resolve) => server.listen(testPorts.failingApi, "127.0.0.1", () => resolve(server)));
}

let gateway: Server;
let site: ChildProcess;
let dataDir: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  gateway = await startGateway();
  dataDir = mkdtempSync(path.join(tmpdir(), "quillspin-failing-api-"));
  site = spawn(process.execPath, [path.join(inject("webBuildDir"), "web-server.js")], {
    env: {
      ...process.env,
      ...testBuildEnv,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      WEB_METRICS_PORT: "0",
      PORT: String(testPorts.siteOnFailingApi),
      DATA_DIR: dataDir,
      API_INTERNAL_URL: `http://127.0.0.1:${testPorts.failingApi}/v1`,
    },
    stdio: ["ignore", "ignore", "ignore"],
  });
  await waitForHttp(`${siteUrl}/about-us`);
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  site?.kill("SIGTERM");
  gateway?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  failing.clear();
  calls.clear();
  const context = await contextWithConsent(browser);
  page = await context.newPage();
  return () => context.close();
});

const toast = () => page.locator(".Toastify__toast").first().textContent();
const heading = () => page.locator("h1").textContent();

describe("a failed API call behind a page", () => {
  it("shows the server's message in a toast after one retry, then the error page in the layout", async () => {
    await page.goto(`${siteUrl}/`);
    failing.set("/v1/games", "service-unavailable");
    await page.locator("main").getByRole("link", { name: "View All Games" }).first().click();

    await expect.poll(toast).toContain("503: Catalogue is being updated");
    await expect.poll(heading).toBe("Oops! Something went wrong");
    await expect(page.getByText("Unknown error occurred, please contact support").count()).resolves.toBe(1);
    await expect(page.locator("header.site-header").count()).resolves.toBe(1);
    // GET calls get one retry (site.md section 7), then the failure is final.
    expect(calls.get("/v1/games")).toBe(2);
  });

  it("answers a first load with the API's status and toasts its message once the page runs", async () => {
    failing.set("/v1/games", "service-unavailable");
    const response = await page.goto(`${siteUrl}/games?volatility=high`);
    expect(response?.status()).toBe(503);
    await expect(heading()).resolves.toBe("Oops! Something went wrong");
    await expect.poll(toast).toContain("503: Catalogue is being updated");
    await expect(page.locator(".Toastify__toast").count()).resolves.toBe(1);
  });

  it("answers 502 with the network error's own message when the API cannot be reached", async () => {
    failing.set("/v1/news", "connection-dropped");
    const response = await page.goto(`${siteUrl}/news?search=volatility`);
    expect(response?.status()).toBe(502);
    await expect(heading()).resolves.toBe("Oops! Something went wrong");
    await expect.poll(toast).toContain("fetch failed");
    await expect(page.locator("header.site-header").count()).resolves.toBe(1);
  });

  it("still renders the home page when the API is down during server rendering", async () => {
    failing.set("/v1/games", "connection-dropped");
    // The home page's recent news is the content-API style call (site.md section 7).
    failing.set("/v1/articles", "connection-dropped");
    // The home page is rendered once and shared for a few seconds (decision 25), and the first test
    // visited it: an address of its own (a campaign tag, as visitors bring) makes this visit a render.
    const response = await page.goto(`${siteUrl}/?utm_source=api-failure-test`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1").count()).resolves.toBe(1);
    expect(calls.get("/v1/games")).toBe(2);
    // The rest of the page is there, and each failed call is toasted once the page runs.
    await expect
      .poll(() => page.locator(".Toastify__toast").allTextContents())
      .toEqual([expect.stringContaining("fetch failed"), expect.stringContaining("fetch failed")]);
  });

  it("toasts a failed request for a demo's address on the launch page, which offers to try again", async () => {
    failing.set("/v1/games/squid-gold-x2/demo", "service-unavailable");
    await page.context().addCookies([{ name: "age_confirmed", value: "1", url: siteUrl }]);
    const response = await page.goto(`${siteUrl}/demo/squid-gold-x2/launch`);
    expect(response?.status()).toBe(503);
    await expect.poll(toast).toContain("503: Catalogue is being updated");
    await expect(page.getByRole("link", { name: "Try again" }).count()).resolves.toBe(1);
    expect(calls.get("/v1/games/squid-gold-x2/demo")).toBe(2);
  });

  it("toasts the server's message for a home page block whose call failed, and shows the rest", async () => {
    failing.set("/v1/articles", "service-unavailable");
    const response = await page.goto(`${siteUrl}/?utm_source=api-failure-news`);
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.locator(".Toastify__toast").allTextContents())
      .toEqual([expect.stringContaining("503: Catalogue is being updated")]);
    // The games teaser still shows its games.
    await expect(page.locator("main a[href^='/games/']").count()).resolves.toBeGreaterThan(0);
  });
});
