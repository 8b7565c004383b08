import type { AddressInfo } from "node:net";
import { walletCheckScenarios } from "@quillspin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app";
import { FIRST_DATABASE_OPEN_MS, withoutRateLimits } from "../../../../test/support/contact";
import { createOperator } from "../../../../test/support/operators";
import { startTestWallet } from "../../../../test/support/test-wallet";
import type { App } from "../../../app";
import { formatWalletCheck, runWalletCheck } from "./wallet-check";

describe("the conformance kit", () => {
  let app: App;
  let base: string;
  beforeAll(async () => {
    app = await buildTestApp(withoutRateLimits);
    await app.listen({ host: "127.0.0.1", port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1`;
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(() => app.close());

  it("passes the reference wallet: at least fifteen scenarios, each with its requests and answers", async () => {
    const operator = await createOperator(app);
    const report = await runWalletCheck({
      url: `${base}/sandbox-wallet/${operator.operatorId}`,
      operatorId: operator.operatorId,
      secret: operator.secret,
    });
    const failed = report.scenarios.filter((scenario) => !scenario.passed);
    expect(failed, formatWalletCheck(report)).toEqual([]);
    expect(report.passed).toBe(true);
    expect(report.scenarios.length).toBeGreaterThanOrEqual(15);
    // The scenarios the public guide lists (from the contract) are the ones the kit runs, in order.
    expect(report.scenarios.map(({ id, title }) => ({ id, title }))).toEqual(
      walletCheckScenarios.map(({ id, title }) => ({ id, title })),
    );
    for (const scenario of report.scenarios)
      expect(scenario.exchanges.length, scenario.id).toBeGreaterThan(0);
    const text = formatWalletCheck(report);
    expect(text).toContain("PASS  The same win repeated");
    expect(text).toContain("→ POST /bet");
    expect(text).toMatch(/All \d+ scenarios passed\./);
  }, 60_000);

  it("fails a wallet that credits a repeated win twice, and says where", async () => {
    const secret = "a secret of the broken wallet's";
    const wallet = await startTestWallet({ secret: () => secret, flaws: { creditsRepeatedWins: true } });
    try {
      const report = await runWalletCheck({ url: wallet.url, operatorId: "op_broken", secret });
      expect(report.passed).toBe(false);
      const failed = report.scenarios.filter((scenario) => !scenario.passed).map((scenario) => scenario.id);
      expect(failed).toEqual(["win-repeated"]);
      expect(report.scenarios.find((scenario) => scenario.id === "win-repeated")?.detail).toMatch(
        /expected \d+, got \d+/,
      );
    } finally {
      await wallet.close();
    }
  }, 60_000);

  it("fails a wallet that skips signature checks", async () => {
    const secret = "another broken wallet's secret";
    const wallet = await startTestWallet({ secret: () => secret, flaws: { skipsSignatures: true } });
    try {
      const report = await runWalletCheck({ url: wallet.url, operatorId: "op_broken", secret });
      expect(report.passed).toBe(false);
      const failed = report.scenarios.filter((scenario) => !scenario.passed).map((scenario) => scenario.id);
      expect(failed).toEqual(["wrong-signature", "stale-timestamp"]);
    } finally {
      await wallet.close();
    }
  }, 60_000);

  it("fails a wallet slower than the kit's timeout, naming the timeout", async () => {
    const secret = "a slow wallet's secret";
    const wallet = await startTestWallet({
      secret: () => secret,
      behaviour: (operation) => (operation === "balance" ? "timeout before moving" : "answer"),
    });
    try {
      const report = await runWalletCheck({ url: wallet.url, operatorId: "op_slow", secret, timeoutMs: 200 });
      expect(report.passed).toBe(false);
      expect(report.scenarios.find((scenario) => scenario.id === "slow-answer")?.detail).toMatch(
        /timeout of 200 ms/,
      );
    } finally {
      await wallet.close();
    }
  }, 60_000);
});
