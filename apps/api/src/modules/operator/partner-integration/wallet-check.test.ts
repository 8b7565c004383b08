import { walletCheckScenarios } from "@quillspin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApiEnv } from "../../../../test/app";
import { testDatabase } from "../../../../test/database";
import { signedIn } from "../../../../test/support/accounts";
import { FIRST_DATABASE_OPEN_MS, withoutRateLimits } from "../../../../test/support/contact";
import { startTestWallet } from "../../../../test/support/test-wallet";
import { type App, build } from "../../../app";
import { loadApiConfig } from "../../../config/env";

describe("Check my wallet: the conformance kit from the client area", () => {
  let app: App;
  let walletSecret = "";
  let broken: Awaited<ReturnType<typeof startTestWallet>>;

  beforeAll(async () => {
    const config = {
      ...loadApiConfig(testApiEnv()),
      rateLimits: { ...withoutRateLimits.rateLimits, walletCheck: { max: 2, windowMs: 60_000 } },
      sandboxWalletHosts: ["127.0.0.1"],
    };
    app = await build({ config, database: await testDatabase(), logger: false });
    await app.ready();
    broken = await startTestWallet({ secret: () => walletSecret, flaws: { creditsRepeatedWins: true } });
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(async () => {
    await broken.close();
    await app.close();
  });

  const check = (headers: Record<string, string>, body: Record<string, unknown> = {}) =>
    app.inject({ method: "POST", url: "/v1/partner/integration/wallet-check", headers, payload: body });

  async function partnerWithCredentials(walletUrl: string | null) {
    const partner = await signedIn(app, { role: "partner", status: "approved" });
    const issued = await app.inject({
      method: "POST",
      url: "/v1/partner/integration/credentials",
      headers: partner.headers,
    });
    const { operator_id, secret } = issued.json();
    const configured = await app.inject({
      method: "PUT",
      url: "/v1/partner/integration",
      headers: partner.headers,
      payload: { wallet_url: walletUrl, currencies: ["EUR"] },
    });
    expect(configured.statusCode, configured.body).toBe(200);
    return { ...partner, operatorId: operator_id as string, secret: secret as string };
  }

  it("passes the reference wallet, reporting every scenario with its requests and answers", async () => {
    const partner = await partnerWithCredentials(null);
    const answer = await check(partner.headers);
    expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
    const report = answer.json();
    expect(report).toMatchObject({
      passed: true,
      operator_id: partner.operatorId,
      currency: "EUR",
      url: `${app.config.apiBaseUrl}/sandbox-wallet/${partner.operatorId}`,
    });
    expect(report.scenarios.map((scenario: { id: string }) => scenario.id)).toEqual(
      walletCheckScenarios.map((scenario) => scenario.id),
    );
    const bet = report.scenarios.find((scenario: { id: string }) => scenario.id === "bet");
    expect(bet.exchanges[1]).toMatchObject({
      operation: "bet",
      request: { headers: { "X-Operator-Id": partner.operatorId }, body: { amount: 100, currency: "EUR" } },
      answer: { status: 200 },
    });
    expect(answer.body).not.toContain(partner.secret);
  });

  it("fails a partner's wallet that credits a repeated win twice, and says where", async () => {
    const partner = await partnerWithCredentials(broken.url);
    walletSecret = partner.secret;
    const report = (await check(partner.headers)).json();
    expect(report.passed).toBe(false);
    expect(report.url).toBe(broken.url);
    const failed = report.scenarios.filter((scenario: { passed: boolean }) => !scenario.passed);
    expect(failed.map((scenario: { id: string }) => scenario.id)).toEqual(["win-repeated"]);
    expect(failed[0].detail).toMatch(/expected \d+, got \d+/);
    // The reference wallet is still there to compare with.
    expect((await check(partner.headers, { wallet: "reference" })).json().passed).toBe(true);
  });

  it("asks for credentials first, and runs a few times a minute per partner, then 429 with Retry-After", async () => {
    const partner = await signedIn(app, { role: "partner", status: "approved" });
    const first = await check(partner.headers);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe("Issue sandbox credentials first: the sandbox plays as your operator.");
    expect((await check(partner.headers)).statusCode).toBe(409);
    const limited = await check(partner.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^The wallet check runs at most 2 times a minute: try again in /);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another partner has runs of their own.
    const other = await signedIn(app, { role: "partner", status: "approved" });
    expect((await check(other.headers)).statusCode).toBe(409);
    const invalid = await check(other.headers, { wallet: "mine" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^body.wallet: /);
    const editor = await signedIn(app, { role: "editor", status: "approved" });
    expect((await check(editor.headers)).statusCode).toBe(403);
  });
});
