import type { DemoRoundSummary } from "@quillspin/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, gotoInteractive, launchBrowser } from "./browser";
import { skipBeatsUntil } from "./demo-round-search";
import { apiSession, fun, launchDemo, settled } from "./demo-sessions";

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
const slug = "quest-of-ra";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The reels as a screen reader reads them: each cell's picture, reel by reel. */
const shownGrid = (page: Page) =>
  page
    .locator(".reel-grid")
    .evaluate((grid) =>
      [...grid.querySelectorAll(".reel-column")].map((column) =>
        [...column.querySelectorAll("img")].map((image) => image.alt),
      ),
    );

async function history(sessionId: string): Promise<DemoRoundSummary[]> {
  const response = await fetch(`${apiUrl}/demo-sessions/${sessionId}/rounds`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: DemoRoundSummary[] }).data;
}

describe("round history and replays", () => {
  // Plays rounds until one wins, then replays it twice in a fresh browser: 20 s when the first round wins,
  // 72 s on a quiet machine after ten losing rounds and a win of 10x whose replay counts it up, so 240 s
  // keeps a 3x margin (issue 31).
  it("lists the rounds, shares a round's link, and replays it in a fresh browser with the same grid and win", {
    timeout: 240_000,
  }, async () => {
    const context = await contextWithConsent(browser, { viewport: { width: 960, height: 600 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
    const page = await context.newPage();
    const { url, sessionId } = await launchDemo(slug);
    await gotoInteractive(page, url);
    await page.getByRole("button", { name: "Turbo" }).click();
    // A winning round shows the most (its win and its winning cells); most come within a few spins.
    let rounds = 0;
    let latest: DemoRoundSummary | undefined;
    do {
      await page.getByRole("button", { name: "Spin", exact: true }).click();
      await settled(page, ++rounds);
      [latest] = await history(sessionId);
    } while (latest && latest.win === 0 && rounds < 12);
    if (!latest) throw new Error("the API lists no round");
    const grid = await shownGrid(page);
    expect(grid.flat().length).toBe(15);
    const shownWin = await page.locator(".control-bar__meters dd").nth(1).textContent();
    expect(shownWin).toBe(fun.format(latest.win));

    await page.getByRole("button", { name: "History" }).click();
    const dialog = page.getByRole("dialog", { name: "Rounds of this session" });
    const rows = dialog.locator("tbody tr");
    // The history's code and the session's rounds arrive about 1 s after the press on this loaded
    // machine: expect.poll's default second was too short for it.
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(rounds);
    const newest = rows.first();
    const shownTime = await newest.locator("td").first().textContent();
    expect(shownTime).toMatch(/^\d{2}:\d{2}:\d{2} UTC$/);
    await expect(newest.locator("td").nth(1).textContent()).resolves.toBe(`${fun.format(latest.bet)} FUN`);
    await expect(newest.locator("td").nth(2).textContent()).resolves.toBe(`${fun.format(latest.win)} FUN`);
    const link = newest.getByRole("link", { name: `Replay round ${latest.id}` });
    const path = `/demo/${slug}/replay/${latest.id}`;
    await expect(link.getAttribute("href")).resolves.toBe(path);
    await newest.getByRole("button", { name: `Share the replay of round ${latest.id}` }).click();
    await expect(newest.getByRole("status").textContent()).resolves.toBe("Link copied");
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${siteUrl}${path}`);
    expect(await axeViolations(page)).toEqual([]);
    const balance = (await apiSession(sessionId)).balance;

    // Someone else, with no session: the link alone.
    const fresh = await contextWithConsent(browser, { viewport: { width: 960, height: 600 } });
    const viewer = await fresh.newPage();
    const response = await viewer.goto(`${siteUrl}${path}`);
    expect(response?.status()).toBe(200);
    await expect(viewer.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex");
    await expect(viewer.locator("h1").textContent()).resolves.toBe("Quest of Ra replay");
    await expect(
      viewer.getByText("This is a replay: nothing is staked and no balance changes.").count(),
    ).resolves.toBe(1);
    await viewer.waitForSelector('.demo-replay[data-replay="done"]', { timeout: 60_000 });
    expect(await shownGrid(viewer)).toEqual(grid);
    await expect(viewer.getByTestId("replay-win").textContent()).resolves.toBe(
      `${fun.format(latest.win)} FUN`,
    );
    await expect(viewer.getByTestId("replay-announcement").textContent()).resolves.toMatch(
      latest.win > 0 ? /^Replay finished\. .*You won / : /^Replay finished\. No win\.$/,
    );
    await expect(viewer.getByText(latest.id, { exact: true }).count()).resolves.toBe(1);
    // The replay's time is the history's, both in UTC.
    await expect(viewer.locator("dd").filter({ hasText: / UTC$/ }).textContent()).resolves.toMatch(
      new RegExp(`, ${shownTime}$`),
    );
    expect(await axeViolations(viewer)).toEqual([]);
    // Again on request, its beats skipped (the first showing played them all); no balance moved anywhere.
    await viewer.getByRole("button", { name: "Replay again" }).click();
    await skipBeatsUntil(viewer, '.demo-replay[data-replay="done"]');
    await viewer.waitForSelector('.demo-replay[data-replay="done"]', { timeout: 60_000 });
    expect(await shownGrid(viewer)).toEqual(grid);
    expect((await apiSession(sessionId)).balance).toBe(balance);
    await fresh.close();
    await context.close();
  });

  it("answers an unknown, malformed or other game's round with a clear 404 page", async () => {
    const context = await contextWithConsent(browser);
    const page = await context.newPage();
    const { sessionId } = await launchDemo("squid-gold-x2");
    await fetch(`${apiUrl}/demo-sessions/${sessionId}/spins`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ round_id: crypto.randomUUID(), bet: 1 }),
    });
    const [squidRound] = await history(sessionId);
    for (const path of [
      `/demo/${slug}/replay/${crypto.randomUUID()}`,
      `/demo/${slug}/replay/not-a-round`,
      `/demo/${slug}/replay/${squidRound?.id}`,
    ]) {
      const response = await page.goto(`${siteUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("h1").textContent()).resolves.toBe("This replay is not available");
      await expect(page.getByText("a demo round's replay is kept for 30 days").count()).resolves.toBe(1);
      await expect(page.getByRole("link", { name: "Play the demo" }).getAttribute("href")).resolves.toBe(
        `/demo/${slug}/launch`,
      );
    }
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
