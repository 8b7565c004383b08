import paidModes from "@quillspin/game-engine/rtp-results/buy-modes.json";
import report from "@quillspin/game-engine/rtp-results/simulated-rtp.json";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, launchBrowser } from "./browser";

const siteUrl = inject("siteUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const row = report.rows.find((candidate) => candidate.game === "quest-of-ra" && candidate.mode === "base");
if (!row) throw new Error("The committed report has no base row for Quest of Ra");
const spins = row.spins.toLocaleString("en-GB");

describe("measured maths on a game page", () => {
  it("shows the committed simulation figures after the facts table, without JavaScript", async () => {
    const context = await contextWithConsent(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/games/quest-of-ra`);
    const headings = await page.locator("h2").allTextContents();
    expect(headings.indexOf("Measured maths")).toBe(headings.indexOf("Game facts") + 1);

    const section = page.locator("section", { has: page.locator("#game-maths") });
    await expect(section.locator("p").first().textContent()).resolves.toContain(
      `We played ${spins} paid rounds of the Quest of Ra maths model in simulation, starting from seed ${row.seed}`,
    );
    const figures = Object.fromEntries(
      await section
        .locator(".measured-maths__figure")
        .evaluateAll((items) =>
          items.map((item) => [item.querySelector("dt")?.textContent, item.querySelector("dd")?.textContent]),
        ),
    );
    expect(figures["Stated RTP"]).toBe("96.36%");
    // Quest of Ra's whole round is computed exactly; the simulated rest is the max-win cap's effect.
    const exact = Object.values(row.exactRtp ?? {}).reduce((sum, part) => sum + part, 0);
    expect(exact).toBeGreaterThan(0);
    expect(figures["RTP: exact part plus simulated part"]).toBe(
      `${row.rtp.toFixed(2)}% ± ${row.ci95.toFixed(2)} pp, 95% confidence`,
    );
    expect(figures["Computed exactly from the reel weights"]).toBe(
      `${exact.toFixed(2)}%, exact (no sampling error)`,
    );
    const rest = new Intl.NumberFormat("en-GB", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: "negative",
    }).format(row.simulatedRtp ?? 0);
    expect(figures["Measured in simulation (features that depend on earlier spins)"]).toBe(
      `${rest}% ± ${row.ci95.toFixed(2)} pp, 95% confidence`,
    );
    expect(figures["Paid rounds simulated"]).toBe(spins);
    expect(figures["Hit frequency"]).toMatch(
      new RegExp(`^${row.hitFrequency.toFixed(2)}% \\(1 in [\\d.]+ rounds\\)$`),
    );
    const bonusOneIn = Number(
      figures["Bonus or feature triggered"]?.match(/^1 in ([\d,.]+) rounds$/)?.[1]?.replaceAll(",", ""),
    );
    // Rounded to one decimal, a whole number or three significant figures.
    const bonusFrequency = row.bonusFrequency ?? Number.NaN;
    expect(Math.abs(bonusOneIn - bonusFrequency)).toBeLessThanOrEqual(bonusFrequency * 0.005 + 0.5);
    const maxWin = figures["Odds of the 5,000x max win"];
    if (row.maxWinHits === 0) expect(maxWin).toBe(`not reached in ${spins} rounds`);
    else expect(maxWin).toMatch(/^1 in [\d,]+ rounds \(reached /);
    expect(figures["Largest win seen"]).toBe(
      `${row.largestWin.toLocaleString("en-GB", { maximumFractionDigits: 2 })}x`,
    );

    const chart = section.getByRole("img");
    await expect(chart.getAttribute("aria-label")).resolves.toMatch(
      new RegExp(`^Win distribution over ${spins} simulated spins: [\\d.]+% of spins win nothing`),
    );
    await expect(chart.locator(".win-chart__bar").count()).resolves.toBe(row.winDistribution.length);

    await section.getByText("The distribution as a table").click({ timeout: 10_000 });
    const cells = section.locator(".win-chart .maths-table tbody tr");
    await expect(cells.first().isVisible()).resolves.toBe(true);
    const shown = await cells.evaluateAll((rows) =>
      rows.map((tr) => [tr.querySelector("th")?.textContent, tr.querySelector("td")?.textContent]),
    );
    expect(shown.map(([band]) => band)).toEqual([
      "No win",
      "Under 1x",
      "1x to 2x",
      "2x to 5x",
      "5x to 10x",
      "10x to 20x",
      "20x to 50x",
      "50x to 100x",
      "100x to 500x",
      "500x to 1,000x",
      "1,000x and over",
    ]);
    for (const [index, bucket] of row.winDistribution.entries()) {
      const share = Number.parseFloat(shown[index]?.[1] ?? "");
      // Two decimals from 1%, two significant figures below.
      expect(Math.abs(share - bucket.share), `band ${index}`).toBeLessThanOrEqual(
        bucket.share >= 1 ? 0.005 : bucket.share * 0.05,
      );
    }
    await context.close();
  });

  it("fits the chart and figures on a phone, with the table open and no axe violation", async () => {
    const context = await contextWithConsent(browser, { viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/games/quest-of-ra`);
    const chart = page.locator(".win-chart__bars");
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.boundingBox();
    expect(box?.width).toBeGreaterThan(250);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    // Every label and value stays inside the chart and clear of its neighbour on the same row.
    const overlaps = await chart.evaluate((svg) => {
      const width = svg.getBoundingClientRect().width;
      const labels = [...svg.querySelectorAll(".win-chart__label")] as SVGTextElement[];
      const values = [...svg.querySelectorAll(".win-chart__value")] as SVGTextElement[];
      return labels.filter((label, index) => {
        const value = values[index];
        const labelBox = label.getBBox();
        const valueBox = value?.getBBox();
        return (
          !valueBox || labelBox.x + labelBox.width >= valueBox.x || valueBox.x + valueBox.width > width + 1
        );
      }).length;
    });
    expect(overlaps).toBe(0);
    await page.getByText("The distribution as a table").click({ timeout: 10_000 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("lists each bonus buy with the RTP it returns at its own price", async () => {
    const context = await contextWithConsent(browser, { viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/games/monster-load-up-hold-and-win`);
    const table = page.locator(".measured-maths__paid-modes");
    await table.scrollIntoViewIfNeeded();
    const rows = await table
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.querySelector("th")?.textContent,
          ...[...tr.querySelectorAll("td")].map((td) => td.textContent),
        ]),
      );
    const committed = paidModes.rows.filter((candidate) => candidate.game === "monster-load-up-hold-and-win");
    expect(rows).toEqual(
      committed.map((mode) => [
        mode.mode === "buy:bonus" ? "Bonus, 3 respins" : "Bonus, 4 respins",
        `${mode.price}x the bet`,
        `${mode.rtp.toFixed(2)}% ± ${mode.ci95.toFixed(2)} pp, 95% confidence`,
        mode.spins.toLocaleString("en-GB"),
      ]),
    );
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await context.close();
  });

  it("shows a bought round computed exactly as exact, without an interval", async () => {
    const context = await contextWithConsent(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/games/squid-gold-x2`);
    const committed = paidModes.rows.find(
      (candidate) => candidate.game === "squid-gold-x2" && candidate.mode === "buy:free-spins",
    );
    if (!committed) throw new Error("The buy-mode report has no Squid Gold X2 buy");
    await expect(page.locator(".measured-maths__paid-modes tbody tr td").nth(1).textContent()).resolves.toBe(
      `${committed.rtp.toFixed(2)}%, exact (no sampling error)`,
    );
    await context.close();
  });

  it("shows a game's exact part as exact, beside the simulated part and its interval", async () => {
    const squid = report.rows.find(
      (candidate) => candidate.game === "squid-gold-x2" && candidate.mode === "base",
    );
    if (!squid || !("exactRtp" in squid))
      throw new Error("The committed report has no exact part for Squid Gold X2");
    // Each row of the JSON has its own sources, so read them as plain numbers.
    const parts: unknown = squid.exactRtp;
    const exact = Object.values(parts as Record<string, number>).reduce((sum, part) => sum + part, 0);
    const context = await contextWithConsent(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/games/squid-gold-x2`);
    const section = page.locator("section", { has: page.locator("#game-maths") });
    const figures = Object.fromEntries(
      await section
        .locator(".measured-maths__figure")
        .evaluateAll((items) =>
          items.map((item) => [item.querySelector("dt")?.textContent, item.querySelector("dd")?.textContent]),
        ),
    );
    expect(figures["Computed exactly from the reel weights"]).toBe(
      `${exact.toFixed(2)}%, exact (no sampling error)`,
    );
    expect(figures["RTP: exact part plus simulated part"]).toBe(
      `${squid.rtp.toFixed(2)}% ± ${squid.ci95.toFixed(2)} pp, 95% confidence`,
    );
    expect(figures["RTP measured in simulation"]).toBeUndefined();
    await expect(section.textContent()).resolves.toContain(
      "a seed no setting of the model was ever tuned on",
    );
    await context.close();
  });

  it("shows Wild Yoga's stated 8,000x with no cap note, now that its maths reaches it, and its odds", async () => {
    const context = await contextWithConsent(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/games?q=wild+yoga`);
    const card = page.locator("article.game-card", { hasText: "Wild Yoga" });
    await expect(card.count()).resolves.toBe(1);
    await expect(card.locator(".game-card__cap").count()).resolves.toBe(0);

    await page.goto(`${siteUrl}/games/compare?games=wild-yoga-collector&games=fortune-777-respin`);
    const maxWinRow = page.locator("tr", {
      has: page.getByRole("rowheader", { name: "Max win", exact: true }),
    });
    await expect(maxWinRow.locator("td").allTextContents()).resolves.toEqual(["8,000x", "5,000x"]);

    await page.goto(`${siteUrl}/games/wild-yoga-collector`);
    const factRow = page.locator(".facts-table__row", { has: page.locator("dt", { hasText: "Max win" }) });
    await expect(factRow.locator("dd").textContent()).resolves.toBe("8,000x");
    // The odds of the max win, from the committed long run like every other game's (decision 0033).
    const odds = page.locator(".measured-maths__figures dt", { hasText: "Odds of the 8,000x max win" });
    await expect(odds.count()).resolves.toBe(1);
    await expect(odds.locator("+ dd").textContent()).resolves.toMatch(
      /^1 in [\d,]+ rounds \(reached [\d,]+ times in [\d,]+\)$/,
    );
    await context.close();
  });
});
