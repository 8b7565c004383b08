import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signedHeaders } from "../../apps/api/src/modules/operator/signing";
import { startTestWallet, type TestWallet } from "../../apps/api/test/support/test-wallet";
import { axeViolations, contextWithConsent, fieldError, gotoInteractive, openStaffPage } from "./browser";
import { useMailSession } from "./mail-session";
import { apiCall, approvedPartner, type TestPartner } from "./partner-api";

/**
 * The back office's Integrations section (issue 28) against the real API and the tests' reference wallet:
 * a partner's wallet takes bets but answers 500 to every win, so a round played through the Operator API
 * leaves its win owed. An administrator finds the integration with its stuck transaction, resolves one
 * win with "retry" once the wallet answers and another with "mark settled" with scripts off, and the
 * partner's own rounds page sees them resolved; an editor is refused the section.
 */

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
const admin = inject("adminAccount");
const editor = inject("editorAccount");
const mail = useMailSession();
const stamp = Date.now();

const owner: TestPartner = {
  name: "Ines Duarte",
  email: `ines.duarte-${stamp}@tejo-slots.example`,
  company: `Tejo Slots ${stamp}`,
  jobTitle: "Payments Lead",
  password: "saffron tidal lantern quarry",
};
const playerId = `tejo-${stamp}`;

interface Stuck {
  transaction_id: string;
  round_id: string;
  kind: string;
  amount: number;
  attempts: number;
  next_attempt_at: string;
}

let token = "";
let operatorId = "";
let secret = "";
let sessionId = "";
let bet = 0;
/** Whether the test wallet answers wins; until it does, every `/win` is a 500. */
let winsAnswered = false;
const winsReceived: string[] = [];
let wallet: TestWallet | undefined;
let partnerContext: BrowserContext;
let partnerPage: Page;

/** The tests' reference wallet, which answers 500 to every win until `winsAnswered`, noting each it receives. */
function startWallet(): Promise<TestWallet> {
  return startTestWallet({
    secret: () => secret,
    behaviour: (operation, body) => {
      if (operation !== "win") return "answer";
      winsReceived.push(String(body.transaction_id));
      return winsAnswered ? "answer" : "500 before moving";
    },
  });
}

/** A sandbox session opened through the Operator API with a signed request, as an operator's casino would. */
async function openSession(): Promise<void> {
  const raw = JSON.stringify({ player_id: playerId, currency: "EUR", game: "quest-of-ra" });
  const response = await fetch(`${apiUrl}/operator/sessions`, {
    method: "POST",
    headers: { ...signedHeaders(operatorId, secret, raw), "content-type": "application/json" },
    body: raw,
  });
  expect(response.status).toBe(201);
  sessionId = ((await response.json()) as { session_id: string }).session_id;
  const session = await apiCall<{ bets: number[] }>(`/operator-sessions/${sessionId}`);
  bet = session.bets[0] ?? 0;
}

/** One round played as the game does; the wallet refusing its win leaves the win owed. */
async function playRoundWithWinOwed(): Promise<Stuck> {
  const spin = await apiCall<{ round: { id: string }; settlement: string }>(
    `/operator-sessions/${sessionId}/spins`,
    { method: "POST", body: { bet } },
  );
  expect(spin.settlement).toBe("pending");
  const owed = await stuckTransactions();
  const win = owed.find((transaction) => transaction.round_id === spin.round.id);
  expect(win?.kind).toBe("win");
  return win as Stuck;
}

async function stuckTransactions(): Promise<Stuck[]> {
  return (await apiCall<{ data: Stuck[] }>("/partner/integration/stuck-transactions", { token })).data;
}

/**
 * Waits until the win's next attempt is at least 5 s away, so a wallet told to answer now is reached by
 * the administrator's retry and not by the game server's own backoff (1, 2, 4, 8 s...) first.
 */
async function untilNextAttemptIsAway(transactionId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const win = (await stuckTransactions()).find((entry) => entry.transaction_id === transactionId);
        return win ? Date.parse(win.next_attempt_at) - Date.now() : 0;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBeGreaterThan(5_000);
}

async function signInPartner(page: Page): Promise<void> {
  await gotoInteractive(page, `${siteUrl}/client-area`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Work email").fill(owner.email);
  await form.getByLabel("Password", { exact: true }).fill(owner.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Your account", exact: true }).waitFor();
}

const stuckStatus = () => partnerPage.locator("[data-stuck-status]").textContent();

beforeAll(async () => {
  token = await approvedPartner(mail.inbox, owner);
  const issued = await apiCall<{ operator_id: string; secret: string }>("/partner/integration/credentials", {
    method: "POST",
    token,
  });
  operatorId = issued.operator_id;
  secret = issued.secret;
  wallet = await startWallet();
  await apiCall("/partner/integration", {
    method: "PUT",
    token,
    body: { wallet_url: wallet.url, currencies: ["EUR"] },
  });
  await openSession();
  partnerContext = await contextWithConsent(mail.browser);
  partnerPage = await partnerContext.newPage();
  await signInPartner(partnerPage);
}, 90_000);

afterAll(async () => {
  await partnerContext?.close();
  await wallet?.close();
});

describe("the back office's Integrations section", () => {
  it("lists the integration with its stuck win, and retrying it once the wallet answers settles it", async () => {
    const win = await playRoundWithWinOwed();
    await gotoInteractive(partnerPage, `${siteUrl}/client-area/integration/rounds`);
    await expect.poll(stuckStatus, { timeout: 20_000 }).toBe("1 transaction is owed; refreshing.");

    const { context, page } = await openStaffPage(mail.browser, admin, { timeoutMs: 30_000 });
    try {
      await page
        .getByRole("navigation", { name: "Back office" })
        .getByRole("link", { name: "Integrations" })
        .click();
      await page.getByRole("heading", { level: 1, name: "Integrations" }).waitFor();
      const row = page.locator(`tr[data-operator="${operatorId}"]`);
      const cells = row.locator("td");
      await expect(cells.nth(0).textContent()).resolves.toContain(owner.company);
      await expect(cells.nth(2).textContent()).resolves.toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wallet$/);
      await expect(cells.nth(3).textContent()).resolves.toBe("EUR");
      await expect(cells.nth(4).textContent()).resolves.toBe("Active");
      await expect(cells.nth(5).textContent()).resolves.toBe("1");
      await expect(cells.nth(6).textContent()).resolves.toBe("1");
      expect(await axeViolations(page)).toEqual([]);

      await row.getByRole("link", { name: `Operator ${operatorId} of ${owner.company}` }).click();
      await page.getByRole("heading", { level: 1, name: `Operator ${operatorId}` }).waitFor();
      const item = page.locator(`li[data-transaction="${win.transaction_id}"]`);
      await expect(item.getByRole("heading").textContent()).resolves.toBe(
        `Win of ${(win.amount / 100).toFixed(2)} EUR`,
      );
      await expect(item.textContent()).resolves.toContain("HTTP 500");
      await expect(page.locator("[data-stuck-count]").textContent()).resolves.toBe("1 transaction is owed.");
      // The report counts the round, in the operator's money, charted and per game and day as its
      // partner sees it.
      const eur = page.locator('tr[data-report-total="EUR"]');
      await expect(eur.locator("[data-rounds]").textContent()).resolves.toBe("1");
      await expect(eur.locator("[data-bets]").textContent()).resolves.toBe(`${(bet / 100).toFixed(2)} EUR`);
      await expect(page.locator('tr[data-report-row$=" quest-of-ra EUR"]').count()).resolves.toBe(1);
      await expect(page.locator('[data-chart-currency="EUR"] svg[role="img"]').count()).resolves.toBe(1);

      // Opened, the form says what each choice does; a reason is required before anything is sent.
      await item.getByText("Resolve…").click();
      await expect(item.textContent()).resolves.toContain("never sent again");
      const form = item.getByRole("form", { name: /^Resolve the win of/ });
      expect(await axeViolations(page)).toEqual([]);
      await form.getByLabel("What to do").selectOption("retry");
      await form.getByRole("button", { name: "Resolve" }).click();
      await expect
        .poll(() => fieldError(page, "Reason"), { timeout: 20_000 })
        .toEqual({ invalid: "true", error: "Error: Give a reason of at least 3 characters" });
      // The form stays open with the choice kept: nothing was sent.
      await expect(form.getByLabel("What to do").inputValue()).resolves.toBe("retry");
      const attemptsBefore = winsReceived.length;

      // The operator fixed their wallet: retried now, it is sent at once and acknowledged.
      await untilNextAttemptIsAway(win.transaction_id);
      winsAnswered = true;
      await form.getByLabel("Reason").fill("Tejo confirmed their wallet is back up");
      await form.getByRole("button", { name: "Resolve" }).click();
      await page.getByText("The win is being sent again now").waitFor();
      await expect.poll(async () => (await stuckTransactions()).length, { timeout: 20_000 }).toBe(0);
      expect(winsReceived.slice(attemptsBefore)).toContain(win.transaction_id);
      await page.reload();
      await expect(page.locator("[data-stuck-count]").textContent()).resolves.toBe(
        "Nothing is owed: the wallet has acknowledged every win and rollback.",
      );
      // The partner's rounds page, watching the list, sees it resolved.
      await expect
        .poll(stuckStatus, { timeout: 20_000 })
        .toBe("Every owed transaction has been acknowledged.");

      // The report's CSV through the back office, named after the operator.
      const csv = await context.request.get(`${siteUrl}/admin/integrations/${operatorId}/report.csv`);
      expect(csv.status()).toBe(200);
      expect(csv.headers()["content-disposition"]).toContain(operatorId);
      expect(await csv.text()).toContain("quest-of-ra");

      // The report's filters are a GET form of the page: a day without rounds reports nothing, and
      // its CSV (the link carries the same filters) has no round either.
      const report = page.getByRole("form", { name: "Filter the report" });
      await report.getByLabel("From (UTC day)").fill("2026-01-01");
      await report.getByLabel("Up to (UTC day)").fill("2026-01-01");
      await report.getByRole("button", { name: "Show the report" }).click();
      await page.locator("[data-report-empty]").waitFor();
      expect(new URL(page.url()).searchParams.get("from")).toBe("2026-01-01");
      await expect(
        page.getByRole("heading", { level: 2, name: "Report, 2026-01-01 to 2026-01-01 (UTC)" }).count(),
      ).resolves.toBe(1);
      const emptyCsv = await context.request.get(
        `${siteUrl}/admin/integrations/${operatorId}/report.csv?from=2026-01-01&to=2026-01-01`,
      );
      expect(emptyCsv.status()).toBe(200);
      expect(await emptyCsv.text()).not.toContain("quest-of-ra");
      // A range the API refuses is its words on the page, which still lists what is owed.
      const refused = await page.goto(
        `${siteUrl}/admin/integrations/${operatorId}?from=2026-01-01&to=2026-12-31`,
      );
      expect(refused?.status()).toBe(200);
      await expect(page.locator("[data-refusal]").textContent()).resolves.toMatch(/92 days/);
      await page.locator("[data-stuck-count]").waitFor();
      // An operator nobody has is the back office's not-found page.
      const unknown = await page.goto(`${siteUrl}/admin/integrations/no-such-operator`);
      expect(unknown?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });

  it("marks a stuck win settled with scripts off, and sending the form again changes nothing", async () => {
    winsAnswered = false;
    const win = await playRoundWithWinOwed();
    await gotoInteractive(partnerPage, `${siteUrl}/client-area/integration/rounds`);
    await expect.poll(stuckStatus, { timeout: 20_000 }).toBe("1 transaction is owed; refreshing.");

    const { context, page } = await openStaffPage(mail.browser, admin, {
      javaScriptEnabled: false,
      timeoutMs: 30_000,
    });
    try {
      const pageUrl = `${siteUrl}/admin/integrations/${operatorId}`;
      await page.goto(pageUrl);
      const item = page.locator(`li[data-transaction="${win.transaction_id}"]`);
      await item.getByText("Resolve…").click();
      const form = item.getByRole("form", { name: /^Resolve the win of/ });
      await form.getByLabel("What to do").selectOption("mark-settled");
      await form.getByLabel("Reason").fill("Tejo credited the win by hand on 29 Nov");
      await form.getByRole("button", { name: "Resolve" }).click();
      await page.getByText("The win is marked settled: it will not be sent again.").waitFor();
      await expect(page.locator("[data-stuck-count]").textContent()).resolves.toBe(
        "Nothing is owed: the wallet has acknowledged every win and rollback.",
      );

      // The same form posted again, as a browser resending it would: nothing changes, and the page says so.
      const again = await context.request.post(pageUrl, {
        form: {
          transaction: win.transaction_id,
          action: "mark-settled",
          reason: "Tejo credited the win by hand on 29 Nov",
        },
        headers: { origin: siteUrl },
      });
      expect(again.status()).toBe(200);
      expect(await again.text()).toContain("The win was already settled: nothing changed.");

      const round = await apiCall<{ status: string }>(`/partner/integration/rounds/${win.round_id}`, {
        token,
      });
      expect(round.status).toBe("settled");
      await expect
        .poll(stuckStatus, { timeout: 20_000 })
        .toBe("Every owed transaction has been acknowledged.");
    } finally {
      await context.close();
    }
  });

  it("refuses editors the section and its download, and leaves it out of their navigation", async () => {
    const { context, page } = await openStaffPage(mail.browser, editor, { timeoutMs: 30_000 });
    try {
      await expect(
        page
          .getByRole("navigation", { name: "Back office" })
          .getByRole("link", { name: "Integrations" })
          .count(),
      ).resolves.toBe(0);
      for (const path of ["/admin/integrations", `/admin/integrations/${operatorId}`]) {
        const refused = await page.goto(`${siteUrl}${path}`);
        expect(refused?.status()).toBe(403);
        await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Access denied");
      }
      const download = await context.request.get(`${siteUrl}/admin/integrations/${operatorId}/report.csv`);
      expect(download.status()).toBe(403);
      expect(await download.text()).not.toContain("quest-of-ra");
    } finally {
      await context.close();
    }
  });
});
