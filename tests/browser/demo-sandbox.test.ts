import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { signedHeaders } from "../../apps/api/src/modules/operator/signing";
import { axeViolations, contextWithConsent, gotoInteractive, launchBrowser } from "./browser";
import { settled as settledOn } from "./demo-sessions";
import { useMailSession } from "./mail-session";
import { apiCall, approvedPartner } from "./partner-api";

/**
 * Issue 28's sandbox play in the demo player, end to end with no mock: an approved partner issues
 * sandbox credentials, launches a game as a test player on the studio's reference wallet, and the
 * player plays the session's `game_url` in EUR against that wallet, showing only balances the wallet
 * reported and a refused bet in words.
 */

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
const mail = useMailSession();

/** EUR as the player writes a balance: "€1,000.00". */
const euro = (minor: number) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }).format(minor / 100);

let browser: Browser;
let page: Page;
let token = "";
let operatorId = "";
let secret = "";

beforeAll(async () => {
  browser = await launchBrowser();
  token = await approvedPartner(mail.inbox, {
    name: "Tomasz Wiercinski",
    email: `tomasz.wiercinski-${Date.now()}@amber-reels.example`,
    company: "Amber Reels sp. z o.o.",
    jobTitle: "Integration Lead",
    password: "violet harbour copper kettle",
  });
  const issued = await apiCall<{ operator_id: string; secret: string }>("/partner/integration/credentials", {
    method: "POST",
    token,
  });
  operatorId = issued.operator_id;
  secret = issued.secret;
  // No wallet URL: the studio's reference wallet holds the test players' money.
  await apiCall("/partner/integration", {
    method: "PUT",
    token,
    body: { wallet_url: null, currencies: ["EUR"] },
  });
}, 60_000);
afterAll(() => browser.close());

beforeEach(async () => {
  const context = await contextWithConsent(browser, { viewport: { width: 960, height: 600 } });
  page = await context.newPage();
  return () => context.close();
});

/** "Launch in the sandbox" as the client area calls it: a test player's session and its game_url. */
async function launchSandbox(game: string, playerId: string) {
  const opened = await apiCall<{ session_id: string; game_url: string }>("/partner/integration/sessions", {
    method: "POST",
    token,
    body: { game, currency: "EUR", player_id: playerId },
  });
  expect(opened.game_url.startsWith(`${siteUrl}/demo/${game}/play?session=${opened.session_id}`)).toBe(true);
  return opened;
}

/** The test player's balance as the reference wallet holds it, in minor units. */
async function walletBalance(playerId: string): Promise<number> {
  const players = await apiCall<{ data: { player_id: string; balance: number }[] }>(
    "/partner/integration/test-players?limit=200",
    { token },
  );
  const player = players.data.find((entry) => entry.player_id === playerId);
  expect(player, `${playerId} is on the reference wallet`).toBeDefined();
  return player?.balance ?? -1;
}

/** A bet sent to the reference wallet as the operator's other games would: the test player's money goes elsewhere. */
async function spendElsewhere(playerId: string, sessionId: string, amount: number) {
  const raw = JSON.stringify({
    player_id: playerId,
    session_id: sessionId,
    currency: "EUR",
    game: "another-game",
    round_id: randomUUID(),
    transaction_id: randomUUID(),
    amount,
  });
  const response = await fetch(`${apiUrl}/sandbox-wallet/${operatorId}/bet`, {
    method: "POST",
    headers: { ...signedHeaders(operatorId, secret, raw), "content-type": "application/json" },
    body: raw,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { balance: number }).balance;
}

const shownBalance = () => page.getByTestId("player-balance").textContent();

describe("a sandbox session in the demo player", () => {
  it("plays against the reference wallet in EUR, marked as test money, and words a refused bet", async () => {
    const playerId = `amber-${Date.now()}`;
    const { session_id: sessionId, game_url: url } = await launchSandbox("quest-of-ra", playerId);
    await gotoInteractive(page, url);

    // Marked as a sandbox: test money of the operator's test player, neither demo (FUN) nor real.
    const player = page.locator(".demo-player");
    await expect(player.getAttribute("data-session-kind")).resolves.toBe("sandbox");
    await expect(page.getByTestId("session-notice").textContent()).resolves.toContain("Sandbox · test money");
    await expect(page.getByText("Demo mode · play money").count()).resolves.toBe(0);
    await expect(page.getByTestId("sandbox-balance-badge").textContent()).resolves.toBe("Test money");
    const start = await walletBalance(playerId);
    expect(start).toBe(100_000);
    expect(await shownBalance()).toBe(euro(start));
    expect(await page.locator(".control-bar").textContent()).not.toContain("FUN");
    await expect(page.getByRole("button", { name: "Refill balance" }).count()).resolves.toBe(0);

    await page.getByRole("button", { name: "Rules" }).click();
    const rules = page.getByTestId("sandbox-rules");
    await rules.waitFor();
    await expect(rules.textContent()).resolves.toContain(playerId);
    await expect(rules.textContent()).resolves.toContain(
      "Nothing here is demo play money, and nothing is real money.",
    );
    await page.keyboard.press("Escape");

    // Each round ends on the balance the wallet reports after it.
    await page.getByRole("button", { name: "Turbo" }).click();
    let balance = start;
    for (let round = 1; round <= 3; round++) {
      await page.getByRole("button", { name: "Spin", exact: true }).click();
      await settledOn(page, round);
      balance = await walletBalance(playerId);
      expect(await shownBalance()).toBe(euro(balance));
    }
    // Money moved as the rounds say: three bets and their wins, to the minor unit (three rounds can
    // win back exactly what they cost, so the balance alone may well equal the start).
    const played = await fetch(`${apiUrl}/operator-sessions/${sessionId}`);
    const { rounds, net_position } = (await played.json()) as { rounds: number; net_position: number };
    expect(rounds).toBe(3);
    expect(balance).toBe(start + net_position);
    await expect(page.getByTestId("player-announcement").textContent()).resolves.toContain(
      `Balance ${euro(balance)}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    // The history lists the three rounds in EUR, each linking to its replay.
    await page.getByRole("button", { name: "History" }).click();
    const rows = page.locator(".round-history tbody tr");
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    const firstRound = await rows.first().getAttribute("data-round");
    expect(await rows.first().textContent()).toContain("€");
    await page.keyboard.press("Escape");

    // The operator's other games spend the whole balance: the page still shows the last one it read,
    // so the bet reaches the game server, whose wallet refuses it, and nothing is played.
    await spendElsewhere(playerId, sessionId, balance);
    await page.getByRole("button", { name: "Spin", exact: true }).click();
    const notice = page.locator(".player-notice");
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toBe(
      "Not enough balance for this bet: nothing was played and your balance is unchanged. Pick a smaller bet, or ask the operator to top up the test player.",
    );
    await page.waitForSelector('.demo-player[data-status="idle"]');
    await expect(player.getAttribute("data-rounds")).resolves.toBe("3");
    // The balance on screen becomes what the wallet reports now.
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="player-balance"]')?.textContent === expected,
      euro(0),
    );
    expect(await walletBalance(playerId)).toBe(0);

    // The round's replay plays it again in the session's money.
    const replay = await page.context().newPage();
    await gotoInteractive(replay, `${siteUrl}/demo/quest-of-ra/replay/${firstRound}`);
    await replay.waitForSelector('[data-replay="done"]', { timeout: 60_000 });
    await expect(replay.getByTestId("replay-win").textContent()).resolves.toMatch(/^€\d/);
  });

  it("shows a clear screen with a retry while the operator's wallet does not answer, and an ended session", async () => {
    const playerId = `amber-quiet-${Date.now()}`;
    const { game_url: url } = await launchSandbox("quest-of-ra", playerId);
    // A wallet on loopback that nothing listens on: the balance call finds no one.
    await apiCall("/partner/integration", {
      method: "PUT",
      token,
      body: { wallet_url: "http://127.0.0.1:9/wallet", currencies: ["EUR"] },
    });
    try {
      await gotoInteractive(page, url);
      const screen = page.getByTestId("wallet-down");
      await expect(screen.locator("h1").textContent()).resolves.toBe(
        "The operator's wallet is not answering",
      );
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await apiCall("/partner/integration", {
        method: "PUT",
        token,
        body: { wallet_url: null, currencies: ["EUR"] },
      });
    }
    await page.getByRole("link", { name: "Try again" }).click();
    await page.waitForSelector('.demo-player[data-session-kind="sandbox"]');
    expect(await shownBalance()).toBe(euro(100_000));

    // A sandbox id the game server does not know is the player's "ended" screen.
    await gotoInteractive(page, `${siteUrl}/demo/quest-of-ra/play?session=${randomUUID()}&mode=sandbox`);
    await expect(page.locator("h1").textContent()).resolves.toBe("This demo has ended");
  });

  it("leaves to the operator's lobby when the operator's session names one", async () => {
    // Opened as an operator's own server does, signed: only that call carries a lobby.
    const lobby = `${siteUrl}/integration?from=lobby`;
    const raw = JSON.stringify({
      player_id: `amber-lobby-${Date.now()}`,
      currency: "EUR",
      game: "quest-of-ra",
      lobby_url: lobby,
    });
    const opened = await fetch(`${apiUrl}/operator/sessions`, {
      method: "POST",
      headers: { ...signedHeaders(operatorId, secret, raw), "content-type": "application/json" },
      body: raw,
    });
    expect(opened.status).toBe(201);
    const { game_url: url } = (await opened.json()) as { game_url: string };
    await gotoInteractive(page, url);
    const exit = page.getByRole("link", { name: "Exit the game to the operator's lobby" });
    await expect(exit.getAttribute("href")).resolves.toBe(lobby);
    await exit.click();
    await page.waitForURL(lobby);
  });
});
