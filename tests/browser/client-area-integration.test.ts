import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent, gotoInteractive } from "./browser";
import { useMailSession } from "./mail-session";
import { apiCall, approvedPartner, type TestPartner, verifiedPartner } from "./partner-api";

/**
 * The client area's Integration section (issue 28) in a real browser against the real API: a partner
 * creates credentials and sees the secret once, saves the wallet, checks the reference wallet, adds
 * and tops up a test player, launches a sandbox game, plays a round through the API and finds it in
 * the rounds table and the CSV; another partner, an editor and a pending partner see none of it.
 */

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
const editor = inject("editorAccount");
const mail = useMailSession();
const stamp = Date.now();

const partner = (name: string, company: string): TestPartner => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, ".")}-${stamp}@${company.toLowerCase().replace(/\W+/g, "-")}.example`,
  company,
  jobTitle: "Head of Integrations",
  password: "harbour violet quill engine",
});
const owner = partner("Noor Haddad", "Dune Gaming");
const other = partner("Lars Berg", "Fjell Casino");
const pending = partner("Ada Kim", "Waiting Room Slots");
const bhdPlayer = `bhd-${stamp}`;
const eurPlayer = `eur-${stamp}`;

let context: BrowserContext;
let page: Page;
let otherToken = "";
let roundId = "";

async function newPartnerPage(): Promise<{ context: BrowserContext; page: Page }> {
  const fresh = await contextWithConsent(mail.browser, { acceptDownloads: true });
  await fresh.addCookies([{ name: "age_confirmed", value: "1", url: siteUrl }]);
  await fresh.grantPermissions(["clipboard-read", "clipboard-write"], { origin: siteUrl });
  return { context: fresh, page: await fresh.newPage() };
}

async function signIn(target: Page, email: string, password: string) {
  await gotoInteractive(target, `${siteUrl}/client-area`);
  const form = target.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Work email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await target.getByRole("heading", { name: "Your account", exact: true }).waitFor();
}

const section = (target: Page, name: string) => target.getByRole("region", { name });

beforeAll(async () => {
  await approvedPartner(mail.inbox, owner);
  otherToken = await approvedPartner(mail.inbox, other);
  await verifiedPartner(mail.inbox, pending);
  ({ context, page } = await newPartnerPage());
  await signIn(page, owner.email, owner.password);
}, 60_000);

afterAll(async () => {
  await context?.close();
});

describe("the client area's Integration section", () => {
  it("is linked from the dashboard, links to the guide, and shows a secret exactly once", async () => {
    const open = page.getByRole("link", { name: "Open the Integration section" });
    await expect(
      section(page, "Integration").getByRole("link", { name: "Integration guide" }).getAttribute("href"),
    ).resolves.toBe("/integration");
    await open.click();
    await page.getByRole("heading", { name: "Credentials and wallet", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/client-area/integration");
    const credentials = section(page, "Sandbox credentials");
    await credentials.getByRole("button", { name: "Create sandbox credentials" }).click();

    const secretBox = section(page, "Your secret");
    await secretBox.waitFor();
    await expect(secretBox.textContent()).resolves.toContain("it is shown this once and never again");
    const secret = (await secretBox.locator("[data-secret]").textContent()) ?? "";
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await secretBox.getByRole("button", { name: "Copy the secret" }).click();
    await expect
      .poll(() => secretBox.getByRole("status").textContent())
      .toBe("Secret copied to the clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await page.locator("[data-credentials-status='active']").waitFor();
    expect(await page.locator("[data-secret]").count()).toBe(0);
    expect(await page.content()).not.toContain(secret);

    // Rotation asks first, then shows the new secret once.
    await credentials.getByRole("button", { name: "Rotate the secret" }).click();
    await expect(credentials.textContent()).resolves.toContain(
      "The current secret stops working within 5 seconds",
    );
    await credentials.getByRole("button", { name: "Yes, rotate it" }).click();
    const rotated = (await section(page, "Your secret").locator("[data-secret]").textContent()) ?? "";
    expect(rotated).not.toBe(secret);
    expect(rotated.length).toBeGreaterThanOrEqual(32);
    await section(page, "Your secret").getByRole("button", { name: "I have saved it" }).click();
    expect(await page.locator("[data-secret]").count()).toBe(0);
  });

  it("saves the wallet settings, with plain messages for what it refuses", async () => {
    const wallet = page.getByRole("form", { name: "Wallet settings" });
    await expect(wallet.getByText(/\/sandbox-wallet\//).count()).resolves.toBe(1);
    await wallet.getByLabel("Wallet URL").fill("wallet dot example");
    await wallet.getByLabel("Currencies").selectOption([]);
    await wallet.getByRole("button", { name: "Save wallet settings" }).click();
    const summary = wallet.locator(".form-summary");
    await summary.waitFor();
    await expect(summary.textContent()).resolves.toContain("Enter the wallet's full address");
    await expect(summary.textContent()).resolves.toContain("Choose at least one currency");
    await expect(wallet.locator(".field__error").count()).resolves.toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    await wallet.getByLabel("Wallet URL").fill("");
    await wallet.getByLabel("Currencies").selectOption(["EUR", "BHD"]);
    const saved = page.waitForResponse(
      (response) =>
        response.url() === `${apiUrl}/partner/integration` && response.request().method() === "PUT",
    );
    await wallet.getByRole("button", { name: "Save wallet settings" }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    const selected = await page
      .getByRole("form", { name: "Wallet settings" })
      .getByLabel("Currencies")
      .evaluate((select: HTMLSelectElement) => Array.from(select.selectedOptions, (option) => option.value));
    expect(selected.sort()).toEqual(["BHD", "EUR"]);
    await expect(page.locator("[data-wallet-in-use]").textContent()).resolves.toBe(
      "The sandbox uses the reference wallet.",
    );
  });

  it("checks the reference wallet and shows every scenario passing with its requests and answers", async () => {
    const check = section(page, "Check my wallet");
    await check.getByRole("button", { name: "Check my wallet" }).click();
    const verdict = check.locator(".wallet-check__verdict");
    await verdict.waitFor({ timeout: 60_000 });
    await expect(verdict.textContent()).resolves.toMatch(/^Every scenario passed \(\d+ of \d+\)/);
    const scenarios = check.locator("[data-scenario]");
    expect(await scenarios.count()).toBeGreaterThanOrEqual(15);
    expect(await check.locator("[data-scenario][data-passed='false']").count()).toBe(0);
    const first = scenarios.first();
    await first.locator("summary").click();
    await expect(first.locator("pre").first().textContent()).resolves.toMatch(
      /"X-Signature": "[0-9a-f]{64}"/,
    );
    expect(await axeViolations(page)).toEqual([]);

    // Three runs a minute: the fourth is refused, and the page says so in plain words.
    const run = check.getByRole("button", { name: "Check my wallet" });
    for (let runs = 1; runs < 3; runs++) {
      const answered = page.waitForResponse((response) => response.url().endsWith("/wallet-check"));
      await run.click();
      expect((await answered).status()).toBe(200);
      await expect.poll(() => run.isEnabled()).toBe(true);
    }
    await run.click();
    await expect
      .poll(() => check.getByRole("alert").textContent())
      .toBe("The wallet check runs at most three times a minute. Wait a minute, then run it again.");
  }, 90_000);

  it("adds a test player and tops it up once however often the form is sent, in the currency's units", async () => {
    await page
      .getByRole("navigation", { name: "Integration" })
      .getByRole("link", { name: "Test players and launch" })
      .click();
    await page.getByRole("heading", { name: "Test players and launch", level: 1 }).waitFor();
    const add = page.getByRole("form", { name: "Add a test player" });
    await add.getByLabel("New player id").fill(bhdPlayer);
    await add.getByLabel("Currency").selectOption("BHD");
    await add.getByLabel("Amount (BHD)").fill("1.2345");
    // Enter, not a click: leaving the field shows its error, which moves the button from under the pointer.
    await add.getByLabel("Amount (BHD)").press("Enter");
    await expect
      .poll(() => add.locator(".form-summary").textContent())
      .toContain("Enter an amount in BHD with at most 3 decimals, more than 0");
    await add.getByLabel("Amount (BHD)").fill("12.345");
    await add.getByRole("button", { name: "Add the player" }).click();
    const status = page.locator("[data-top-up-status]");
    await expect.poll(() => status.textContent()).toBe(`${bhdPlayer} now has 1,012.345 BHD.`);
    const row = page.locator(`tr[data-player="${bhdPlayer}"]`);
    await expect.poll(() => row.locator("[data-balance]").textContent()).toBe("1,012.345 BHD");

    await row.getByRole("button", { name: `Top up ${bhdPlayer}` }).click();
    const topUp = page.getByRole("form", { name: `Top up ${bhdPlayer}` });
    await topUp.getByLabel("Amount (BHD)").fill("0.005");
    const answers: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/top-up")) answers.push(response.status());
    });
    await topUp.getByRole("button", { name: "Add the money" }).dblclick();
    await expect.poll(() => row.locator("[data-balance]").textContent()).toBe("1,012.350 BHD");
    expect(answers.every((code) => code === 200)).toBe(true);
    const players = await apiCall<{ data: { player_id: string; balance: number }[] }>(
      "/partner/integration/test-players",
      {
        token: (
          await apiCall<{ accessToken: string }>("/auth/login", {
            method: "POST",
            body: { email: owner.email, password: owner.password },
          })
        ).accessToken,
      },
    );
    expect(players.data.find((player) => player.player_id === bhdPlayer)?.balance).toBe(1_012_350);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("launches a sandbox game in a new tab at the session's game_url", async () => {
    const launch = page.getByRole("form", { name: "Launch a game in the sandbox" });
    await launch.getByLabel("Game").selectOption("quest-of-ra");
    await launch.getByLabel("Test player").fill(eurPlayer);
    await launch.getByLabel("Currency").selectOption("EUR");
    // A market fills in the profile its links launch (and the version picked there: none yet, the stated one).
    await expect.poll(() => launch.getByLabel("Market").locator("option").count()).toBeGreaterThan(1);
    await launch.getByLabel("Market").selectOption({ label: "Malta" });
    await expect(launch.getByLabel("Jurisdiction profile").inputValue()).resolves.toBe("mt");
    await expect(launch.getByLabel("RTP version").inputValue()).resolves.toBe("");
    await expect.poll(() => launch.getByLabel("RTP version").locator("option").count()).toBeGreaterThan(1);
    await launch.getByLabel("RTP version").selectOption("92");
    const opened = page.waitForResponse(
      (response) => response.url() === `${apiUrl}/partner/integration/sessions`,
    );
    const popup = page.waitForEvent("popup");
    await launch.getByRole("button", { name: "Launch in a new tab" }).click();
    const session = (await (await opened).json()) as { session_id: string; game_url: string };
    const tab = await popup;
    await tab.waitForURL((url) => url.searchParams.get("session") === session.session_id);
    expect(tab.url()).toBe(session.game_url);
    await tab.close();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "opened in a new tab" }).textContent())
      .toContain(`Quest of Ra opened in a new tab for ${eurPlayer}.`);

    // Sandbox play in the player is being built beside this: the round is played through its API.
    const state = await apiCall<{ bets: number[]; rtp_version: number; jurisdiction: string }>(
      `/operator-sessions/${session.session_id}`,
    );
    expect(state.rtp_version).toBe(92);
    expect(state.jurisdiction).toBe("mt");
    const spin = await apiCall<{ round: { id: string }; settlement: string }>(
      `/operator-sessions/${session.session_id}/spins`,
      { method: "POST", body: { bet: state.bets[0] } },
    );
    expect(spin.settlement).toBe("settled");
    roundId = spin.round.id;
  });

  it("lists the round with filters and paging, in the CSV, and with its wallet transactions", async () => {
    await gotoInteractive(page, `${siteUrl}/client-area/integration/rounds`);
    const filters = page.getByRole("form", { name: "Filter the rounds" });
    await filters.getByLabel("Player id").fill(eurPlayer);
    await filters.getByLabel("Game").selectOption("quest-of-ra");
    await filters.getByLabel("Status").selectOption("settled");
    await filters.getByRole("button", { name: "Show rounds" }).click();
    await page.waitForURL((url) => url.searchParams.get("player_id") === eurPlayer);
    const row = page.locator(`tr[data-round="${roundId}"]`);
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain("Settled");
    await expect(page.getByText("Nothing is owed").count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download these rounds as CSV" }).click();
    const csv = readFileSync((await (await download).path()) ?? "", "utf8");
    expect(csv).toContain(roundId);
    expect(csv).toContain(eurPlayer);

    // A range that ends before it starts is refused before the search.
    await filters.getByLabel("From (UTC)").fill("2030-01-02T00:00");
    await filters.getByLabel("Up to (UTC)").fill("2030-01-01T00:00");
    await filters.getByRole("button", { name: "Show rounds" }).click();
    await expect
      .poll(() => filters.locator(".form-summary").textContent())
      .toContain("The end of the range must come after its start");

    await row.getByRole("link", { name: `Details of round ${roundId}` }).click();
    await page.getByRole("heading", { name: "Wallet transactions" }).waitFor();
    await expect.poll(() => page.locator("tr[data-transaction]").count()).toBe(2);
    await expect(page.locator("tr[data-transaction='bet']").textContent()).resolves.toContain("Acknowledged");
    await expect(page.locator("tr[data-transaction='win']").textContent()).resolves.toContain("Acknowledged");
    await expect(
      page.getByRole("link", { name: "Watch the replay" }).getAttribute("href"),
    ).resolves.toContain(roundId);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows another partner none of it", async () => {
    const refused = await fetch(`${apiUrl}/partner/integration/rounds/${roundId}`, {
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(refused.status).toBe(404);
    const { context: otherContext, page: otherPage } = await newPartnerPage();
    try {
      await signIn(otherPage, other.email, other.password);
      await gotoInteractive(otherPage, `${siteUrl}/client-area/integration/rounds`);
      await expect.poll(() => otherPage.getByText("No rounds match these filters.").count()).toBe(1);
      expect(await otherPage.locator(`tr[data-round="${roundId}"]`).count()).toBe(0);
      await gotoInteractive(otherPage, `${siteUrl}/client-area/integration/rounds/${roundId}`);
      await otherPage.getByText("no round of yours has this id").waitFor();
    } finally {
      await otherContext.close();
    }
  });

  it.each([
    ["an editor", () => ({ email: editor.email, password: editor.password })],
    ["a pending partner", () => ({ email: pending.email, password: pending.password })],
  ])("gives %s no Integration section", async (_who, account) => {
    const { context: ownContext, page: ownPage } = await newPartnerPage();
    try {
      const { email, password } = account();
      await signIn(ownPage, email, password);
      expect(await ownPage.getByRole("link", { name: "Open the Integration section" }).count()).toBe(0);
      await gotoInteractive(ownPage, `${siteUrl}/client-area/integration`);
      await ownPage
        .getByRole("heading", { name: "The Integration section is for approved partners" })
        .waitFor();
      expect(await ownPage.getByRole("navigation", { name: "Integration" }).count()).toBe(0);
      expect(await ownPage.getByRole("button", { name: "Create sandbox credentials" }).count()).toBe(0);
      expect(await axeViolations(ownPage)).toEqual([]);
    } finally {
      await ownContext.close();
    }
  });
});
