import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, gotoInteractive } from "./browser";
import { useMailSession } from "./mail-session";
import { apiCall, approvedPartner, type TestPartner } from "./partner-api";

/**
 * The client area's Reports and Fraud signals pages (issue 28) in a real browser against the real API:
 * a partner's sandbox round is counted in the report's table, chart and CSV for its game and today;
 * another partner's report is empty; no fraud signal is raised by one honest round, and five calls
 * refused for their signature are one.
 */

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
const mail = useMailSession();
const stamp = Date.now();
const today = new Date().toISOString().slice(0, 10);

const partner = (name: string, company: string): TestPartner => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}-${stamp}@${company.toLowerCase().replace(/\W+/g, "-")}.example`,
  company,
  jobTitle: "Head of Payments",
  password: "copper lantern meadow quill",
});
const owner = partner("Ines Duarte", "Atlantico Jogos");
const other = partner("Kofi Mensah", "Volta Gaming");

let context: BrowserContext;
let page: Page;
let bet = 0;
let operatorId = "";

async function partnerPage(account: TestPartner): Promise<{ context: BrowserContext; page: Page }> {
  const fresh = await contextWithConsent(mail.browser, { acceptDownloads: true });
  await fresh.addCookies([{ name: "age_confirmed", value: "1", url: siteUrl }]);
  const opened = await fresh.newPage();
  await gotoInteractive(opened, `${siteUrl}/client-area`);
  const form = opened.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Work email").fill(account.email);
  await form.getByLabel("Password", { exact: true }).fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await opened.getByRole("heading", { name: "Your account", exact: true }).waitFor();
  return { context: fresh, page: opened };
}

beforeAll(async () => {
  const token = await approvedPartner(mail.inbox, owner);
  await approvedPartner(mail.inbox, other);
  // The partner's sandbox as the Integration section's other pages set it up: credentials, the
  // reference wallet in EUR, a launch, and one round played through the session's API.
  ({ operator_id: operatorId } = await apiCall<{ operator_id: string }>("/partner/integration/credentials", {
    method: "POST",
    token,
  }));
  await apiCall("/partner/integration", {
    method: "PUT",
    token,
    body: { wallet_url: null, currencies: ["EUR"] },
  });
  const session = await apiCall<{ session_id: string }>("/partner/integration/sessions", {
    method: "POST",
    token,
    body: { game: "quest-of-ra", currency: "EUR", player_id: `atlantico-${stamp}` },
  });
  const state = await apiCall<{ bets: number[] }>(`/operator-sessions/${session.session_id}`);
  bet = state.bets[0] ?? 0;
  const spin = await apiCall<{ settlement: string }>(`/operator-sessions/${session.session_id}/spins`, {
    method: "POST",
    body: { bet },
  });
  expect(spin.settlement).toBe("settled");
  ({ context, page } = await partnerPage(owner));
}, 90_000);

afterAll(async () => {
  await context?.close();
});

/** EUR minor units as the client area writes them: "1,234.56 EUR". */
const eur = (minor: number) =>
  `${Math.trunc(minor / 100).toLocaleString("en")}.${String(minor % 100).padStart(2, "0")} EUR`;

describe("the client area's Reports and Fraud signals pages", () => {
  it("counts the partner's round in the report's table, chart and CSV, with the filters in the address", async () => {
    await page
      .getByRole("region", { name: "Integration" })
      .getByRole("link", { name: "Reports", exact: true })
      .click();
    await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();
    const row = page.locator(`tr[data-report-row="${today} quest-of-ra EUR"]`);
    await row.waitFor();
    await expect(row.locator("[data-rounds]").textContent()).resolves.toBe("1");
    await expect(row.locator("[data-bets]").textContent()).resolves.toBe(eur(bet));
    await expect(row.textContent()).resolves.toContain("Quest of Ra");
    const total = page.locator('tr[data-report-total="EUR"]');
    await expect(total.locator("[data-bets]").textContent()).resolves.toBe(eur(bet));
    await expect(total.locator("[data-rtp]").textContent()).resolves.toMatch(/^\d+\.\d{2}%$/);

    // The chart is an image named by its title, described in words, with today's bars drawn.
    const chart = page.getByRole("img", { name: "Bets and GGR per UTC day, EUR" });
    await expect(chart.count()).resolves.toBe(1);
    const description = await chart.evaluate((svg) => svg.querySelector("desc")?.textContent ?? "");
    expect(description).toContain(`Most was bet on ${today}: ${eur(bet)}.`);
    expect(description).toContain("1 day has rounds");
    const height = await chart
      .locator(`g[data-day="${today}"] .report-chart__bets`)
      .evaluate((bar) => Number(bar.getAttribute("height")));
    expect(height).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    // Filters go in the address, so the report reloads as it was asked for.
    const filters = page.getByRole("form", { name: "Filter the report" });
    await filters.getByLabel("From (UTC day)").fill(today);
    await filters.getByLabel("Up to (UTC day)").fill(today);
    await filters.getByLabel("Currency").selectOption("EUR");
    await filters.getByLabel("Game").selectOption("quest-of-ra");
    await filters.getByRole("button", { name: "Show the report" }).click();
    await page.waitForURL((url) => url.searchParams.get("game") === "quest-of-ra");
    await page.reload();
    await row.waitFor();
    const reloaded = page.getByRole("form", { name: "Filter the report" });
    await expect(reloaded.getByLabel("From (UTC day)").inputValue()).resolves.toBe(today);
    await expect(reloaded.getByLabel("Currency").inputValue()).resolves.toBe("EUR");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`quillspin-sandbox-report-${today}-to-${today}.csv`);
    const csv = readFileSync((await file.path()) ?? "", "utf8");
    expect(csv).toContain(`"${today}","quest-of-ra","EUR","1","${bet}"`);

    // A range the API refuses is shown in its words.
    await gotoInteractive(page, `${siteUrl}/client-area/integration/reports?from=2026-01-01&to=2026-12-31`);
    await expect
      .poll(() => page.locator("[data-refusal]").textContent())
      .toContain("a report covers at most 92 days");
  });

  it("links the fraud signals from the section's navigation and says in words that there are none", async () => {
    await page
      .getByRole("navigation", { name: "Integration" })
      .getByRole("link", { name: "Fraud signals" })
      .click();
    await page.getByRole("heading", { name: "Fraud signals", level: 1 }).waitFor();
    const empty = page.locator("[data-signals-empty]");
    await empty.waitFor();
    await expect(empty.textContent()).resolves.toMatch(
      /^No signals in this range: from \d{4}-\d{2}-\d{2} to /,
    );
    expect(await axeViolations(page)).toEqual([]);

    // Someone holding the operator's id but not its secret: five calls refused for their signature
    // within ten minutes are a signal, listed with the times of the refusals.
    const timestamp = String(Math.floor(Date.now() / 1000));
    for (let call = 0; call < 5; call++) {
      const refused = await fetch(`${apiUrl}/operator/rounds`, {
        headers: { "x-operator-id": operatorId, "x-timestamp": timestamp, "x-signature": "0".repeat(64) },
      });
      expect(refused.status).toBe(401);
    }
    await page.reload();
    const signals = page.getByRole("region", { name: "Signature failures" });
    await expect
      .poll(async () => (await signals.textContent()) ?? "", { timeout: 30_000 })
      .toContain(operatorId);
    await expect(page.locator("[data-signals-empty]").count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows another partner an empty report", async () => {
    const { context: otherContext, page: otherPage } = await partnerPage(other);
    try {
      await gotoInteractive(otherPage, `${siteUrl}/client-area/integration/reports`);
      const empty = otherPage.locator("[data-report-empty]");
      await empty.waitFor();
      await expect(empty.textContent()).resolves.toContain("No rounds were played");
      expect(await otherPage.locator("tr[data-report-row]").count()).toBe(0);
      expect(await otherPage.getByRole("img").count()).toBe(0);
    } finally {
      await otherContext.close();
    }
  });
});
