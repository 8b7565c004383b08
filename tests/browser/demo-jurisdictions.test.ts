import { jurisdictionProfiles } from "@quillspin/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { testBuildEnv } from "../test-env";
import { axeViolations, contextWithConsent, fieldError, gotoInteractive, launchBrowser } from "./browser";
import { apiSession, fun, launchDemo, settled } from "./demo-sessions";

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
const uk = jurisdictionProfiles.uk;
/** The test build's reality check interval (tests/test-env.ts) instead of the profile's 60 minutes. */
const realityCheckMs = Number(testBuildEnv.REALITY_CHECK_INTERVAL_MS);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  const context = await contextWithConsent(browser, { viewport: { width: 960, height: 600 } });
  page = await context.newPage();
  return () => context.close();
});

const net = (amount: number) => `${amount > 0 ? "+" : ""}${fun.format(amount)} FUN`;
const seconds = (clock: string | null) =>
  (clock ?? "").split(":").reduce((total, part) => total * 60 + Number(part), 0);

/**
 * In the page: presses Space, then every 250 ms until the round is over clicks Spin, presses Space and
 * clicks the reels; answers each change of the player's status, when it came (ms after the first press)
 * and the Spin button's label then.
 */
function pressThroughRound() {
  const player = document.querySelector(".demo-player") as HTMLElement;
  const button = document.querySelector(".spin-button") as HTMLButtonElement;
  const reels = document.querySelector(".reel-grid") as HTMLElement;
  const space = () => document.body.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
  const start = performance.now();
  const seen: { status: string; at: number; label: string; net: string }[] = [];
  const shownNet = () => document.querySelector('[data-testid="net-position"]')?.textContent ?? "";
  return new Promise<typeof seen>((resolve) => {
    const observer = new MutationObserver(() => {
      const status = player.dataset.status ?? "";
      if (status === seen.at(-1)?.status) return;
      seen.push({ status, at: performance.now() - start, label: button.textContent ?? "", net: shownNet() });
      if (status === "idle") {
        observer.disconnect();
        clearInterval(presses);
        resolve(seen);
      }
    });
    observer.observe(player, { attributes: true, attributeFilter: ["data-status"] });
    space();
    // The observer runs before the next tick, so no press lands once the round is over.
    const presses = setInterval(() => {
      button.click();
      space();
      reels.click();
    }, 250);
  });
}

/** The rules dialog's section naming the session's build, as a player reads it. */
async function buildRules() {
  await page.getByRole("button", { name: "Rules" }).click();
  const rules = page.getByRole("dialog").getByRole("region", { name: / build$/ });
  await rules.waitFor();
  return rules;
}

describe("jurisdiction profiles in the player", () => {
  it("uk: no autoplay or turbo, a round of 2.5 s no press shortens, net position and a ticking clock", async () => {
    const { url, sessionId } = await launchDemo("quest-of-ra", "?jurisdiction=uk");
    expect(new URL(url).searchParams.get("jurisdiction")).toBe("uk");
    await gotoInteractive(page, url);
    await expect(page.getByRole("button", { name: "Autoplay" }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Turbo" }).count()).resolves.toBe(0);
    const start = await apiSession(sessionId);
    await expect(page.getByTestId("session-rtp").textContent()).resolves.toBe(
      `${start.rtp_version.rtp.toFixed(2)}%`,
    );
    await expect(page.getByTestId("net-position").textContent()).resolves.toBe("0.00 FUN");
    const clock = page.getByTestId("session-time");
    const first = await clock.textContent();
    expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await expect.poll(() => clock.textContent(), { timeout: 5_000 }).not.toBe(first);
    expect(seconds(await clock.textContent())).toBeGreaterThan(seconds(first));

    // Space starts the round; for the next 2.5 s, and while the round shows, presses of Spin and Space
    // and clicks on the reels change nothing. Pressed in the page on a timer: this machine's test
    // actions can take longer than a round.
    const seen = await page.evaluate(pressThroughRound);
    expect(seen.map((change) => change.status)).toEqual(["waiting", "playing", "idle"]);
    expect(seen[1]?.at).toBeGreaterThanOrEqual(uk.minRoundMs);
    // No quick stop: the round's show ran its course, its button never offering Skip.
    expect(seen.map((change) => change.label)).toEqual(["Spinning", "Spinning", "Spin"]);
    // The stake counts in the net position from the press, as it leaves the balance then.
    expect(seen[0]?.net).toBe(net(-start.bet));
    await settled(page, 1);
    const after = await apiSession(sessionId);
    expect(after.rounds).toBe(1);
    await expect(page.getByTestId("net-position").textContent()).resolves.toBe(net(after.net_position));
    await expect(page.getByTestId("player-announcement").textContent()).resolves.toMatch(
      /^Round 1\. .*Balance [\d,.]+ FUN\.$/,
    );
    expect(await axeViolations(page)).toEqual([]);

    const rules = await buildRules();
    await expect(rules.getByRole("heading").textContent()).resolves.toBe("UK build");
    await expect(rules.textContent()).resolves.toContain(
      "Each round lasts at least 2.5 seconds from the press of Spin to its result.",
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    // A client that skips the wait gets the API's refusal: a second round within 2.5 s is a 409.
    const direct = (await launchDemo("quest-of-ra", "?jurisdiction=uk")).sessionId;
    const spin = () =>
      fetch(`${apiUrl}/demo-sessions/${direct}/spins`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ round_id: crypto.randomUUID(), bet: 1 }),
      });
    expect((await spin()).status).toBe(200);
    const refused = await spin();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^A round of the UK build lasts at least 2\.5 seconds: the next one may start in /,
    );
  });

  it("mt: autoplay refused without a loss limit and kept within one, then a reality check", async () => {
    const { url, sessionId } = await launchDemo("quest-of-ra", "?jurisdiction=mt");
    await gotoInteractive(page, url);
    // The test build checks reality every 15 s of session time: on a loaded machine one can open before
    // the autoplay steps are done, and it stops play until answered. Until those steps are done, a
    // player who meets one continues; the check itself is read afterwards.
    const check = page.getByRole("dialog", { name: "Reality check" });
    const continuePlaying = () => check.getByRole("button", { name: "Continue playing" }).click();
    await page.addLocatorHandler(check, continuePlaying);
    // Turbo, which the Malta build offers: ten rounds at normal pace outlast the first check's 15 s, so
    // the handler answered it and the test waited out a second one (37 s at load 9; 17 s with turbo).
    await page.getByRole("button", { name: "Turbo" }).click();
    await page.getByRole("button", { name: "Autoplay" }).click();
    const tenSpins = page.getByRole("button", { name: "10 spins" });
    await tenSpins.click();
    await expect
      .poll(() => fieldError(page, "Loss limit (FUN)"))
      .toEqual({
        invalid: "true",
        error: "Set a loss limit to start autoplay.",
      });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Loss limit (FUN)").fill("3");
    await tenSpins.click();
    await expect
      .poll(async () => (await apiSession(sessionId)).rounds, { timeout: 30_000 })
      .toBeGreaterThan(0);
    // It ends at its count, at the limit, at a feature or at the reality check, whichever comes first.
    await page.getByRole("button", { name: "Autoplay" }).waitFor({ timeout: 60_000 });
    const played = await apiSession(sessionId);
    expect(played.rounds).toBeGreaterThan(0);
    expect(played.net_position).toBeGreaterThanOrEqual(-3);

    await page.removeLocatorHandler(check);
    await check.waitFor({ timeout: realityCheckMs + 30_000 });
    const session = await apiSession(sessionId);
    const time = (await check.getByTestId("reality-check-time").textContent()) ?? "";
    expect(time).toMatch(/^You have been playing for \d{2}:\d{2}:\d{2}\.$/);
    expect(seconds(/\d{2}:\d{2}:\d{2}/.exec(time)?.[0] ?? null) * 1000).toBeGreaterThanOrEqual(
      realityCheckMs,
    );
    await expect(check.getByTestId("reality-check-net").textContent()).resolves.toBe(
      `Your net position in this session: ${net(session.net_position)}.`,
    );
    await expect(check.getByRole("link", { name: "Leave the game" }).getAttribute("href")).resolves.toBe(
      "/games/quest-of-ra",
    );
    expect(await axeViolations(page)).toEqual([]);
    await check.getByRole("button", { name: "Continue playing" }).click();
    await expect(check.isVisible()).resolves.toBe(false);
    // Play goes on; the next check falls due 15 s of session time later, which a loaded machine reaches
    // before the last steps, and the player continues again.
    await page.addLocatorHandler(check, continuePlaying);
    await page.getByRole("button", { name: "Spin", exact: true }).click();
    await settled(page, session.rounds + 1);

    const rules = await buildRules();
    await expect(rules.getByRole("heading").textContent()).resolves.toBe("Malta build");
    await expect(rules.textContent()).resolves.toContain(
      "Every 60 minutes a reality check shows your session time and net position.",
    );
  });

  it("com: autoplay and turbo as before, without a loss limit, and nothing of the other builds", async () => {
    const { url, sessionId } = await launchDemo("quest-of-ra");
    await gotoInteractive(page, url);
    await page.getByRole("button", { name: "Turbo" }).click();
    await page.getByRole("button", { name: "Autoplay" }).click();
    await expect(page.getByLabel("Loss limit (FUN)").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "10 spins" }).click();
    await expect
      .poll(async () => (await apiSession(sessionId)).rounds, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const stop = page.getByRole("button", { name: /^Stop autoplay/ });
    if (await stop.count()) await stop.click();
    await page.getByRole("button", { name: "Autoplay" }).waitFor({ timeout: 60_000 });
    await expect(page.getByTestId("session-time").count()).resolves.toBe(0);
    await expect(page.getByTestId("net-position").count()).resolves.toBe(0);
    const rules = await buildRules();
    await expect(rules.getByRole("heading").textContent()).resolves.toBe(".com build");
  });

  it("launches each build from the launch page's query, and refuses one it does not know", async () => {
    await page.context().addCookies([{ name: "age_confirmed", value: "1", url: siteUrl }]);
    await page.goto(`${siteUrl}/demo/quest-of-ra/launch?rtp=94&jurisdiction=uk`);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/demo/quest-of-ra/play");
    const address = new URL(page.url());
    expect(address.searchParams.get("jurisdiction")).toBe("uk");
    const session = await apiSession(address.searchParams.get("session") ?? "");
    expect(session).toMatchObject({ jurisdiction: "uk", rtp_version: { id: 94 } });

    // A build it does not know is said in words, with a way to the standard demo, not a generic error.
    const refused = await page.goto(`${siteUrl}/demo/quest-of-ra/launch?jurisdiction=xx`);
    expect(refused?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "This demo link asks for a build we do not offer",
    );
    await expect(page.locator(".page-hero .lead").textContent()).resolves.toBe(
      "Quest of Ra has no “xx” build: its demos play the UK, Malta, or .com builds. The link may be mistyped or out of date.",
    );
    await page.getByRole("link", { name: "Play the standard demo" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/demo/quest-of-ra/play");

    const unoffered = await page.goto(`${siteUrl}/demo/quest-of-ra/launch?rtp=12`);
    expect(unoffered?.status()).toBe(400);
    await expect(page.locator(".page-hero .lead").textContent()).resolves.toMatch(
      /^Quest of Ra is not offered at an RTP of 12%/,
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
