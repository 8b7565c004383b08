import { randomUUID } from "node:crypto";
import {
  signatureHeaders,
  signatureWindowSeconds,
  type WalletCheckScenarioId,
  walletCheckScenarios,
  walletTimeoutMs,
} from "@quillspin/contracts";
import { signature } from "../signing";

/** A scenario's title and expectation, written once in the contract (the public guide lists them). */
function about(id: WalletCheckScenarioId) {
  const scenario = walletCheckScenarios.find((entry) => entry.id === id);
  if (!scenario) throw new Error(`no scenario ${id} in the contract`);
  return { id: scenario.id, title: scenario.title, expect: scenario.expect as string };
}

/**
 * The conformance kit (decision 32): scenarios run against an operator's wallet over HTTP, each
 * reported with every request it sent and the answer it got, so a partner sees exactly what their
 * wallet did. The same library behind `npm run wallet-check` and the client area's "Check my wallet".
 */

export interface WalletCheckOptions {
  /** The wallet's base address: the kit posts to `{url}/balance`, `/bet`, `/win` and `/rollback`. */
  url: string;
  operatorId: string;
  secret: string;
  /** The currency of the test players; another one is used for the mismatch scenario. */
  currency?: string;
  /** The test players; fresh ids by default, which a sandbox wallet creates on first sight. */
  players?: { main: string; second: string };
  /** Minor units staked by the bet scenarios. */
  stake?: number;
  /** The kit's timeout: an answer slower than this fails its scenario. */
  timeoutMs?: number;
  /** How requests travel; `fetch` by default (tests and the API may check the destination first). */
  send?: (
    url: string,
    init: { headers: Record<string, string>; body: string; signal: AbortSignal },
  ) => Promise<{ status: number; text: string }>;
}

export interface Exchange {
  operation: string;
  request: { headers: Record<string, string>; body: Record<string, unknown> };
  answer: { status: number; body: unknown; ms: number } | { error: string; ms: number };
}

export interface ScenarioReport {
  id: string;
  title: string;
  passed: boolean;
  /** What was expected and, on failure, what happened instead. */
  detail: string;
  exchanges: Exchange[];
}

export interface WalletCheckReport {
  passed: boolean;
  url: string;
  operator_id: string;
  currency: string;
  scenarios: ScenarioReport[];
}

class ScenarioFailure extends Error {}

const defaultSend: NonNullable<WalletCheckOptions["send"]> = async (url, init) => {
  const response = await fetch(url, {
    method: "POST",
    headers: { ...init.headers, "content-type": "application/json", accept: "application/json" },
    body: init.body,
    redirect: "error",
    signal: init.signal,
  });
  return { status: response.status, text: await response.text() };
};

export async function runWalletCheck(options: WalletCheckOptions): Promise<WalletCheckReport> {
  const currency = options.currency ?? "EUR";
  const otherCurrency = currency === "USD" ? "EUR" : "USD";
  const run = randomUUID().slice(0, 8);
  const players = options.players ?? { main: `kit-${run}-a`, second: `kit-${run}-b` };
  const stake = options.stake ?? 100;
  const timeoutMs = options.timeoutMs ?? walletTimeoutMs;
  const send = options.send ?? defaultSend;
  const base = options.url.replace(/\/+$/, "");
  const session = `kit-session-${run}`;
  const game = "wallet-check";
  let slowest = 0;

  async function call(
    exchanges: Exchange[],
    operation: string,
    body: Record<string, unknown>,
    { secret = options.secret, timestamp = Math.floor(Date.now() / 1000) } = {},
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const raw = JSON.stringify(body);
    const headers = {
      [signatureHeaders.operator]: options.operatorId,
      [signatureHeaders.timestamp]: String(timestamp),
      [signatureHeaders.signature]: signature(secret, timestamp, raw),
    };
    const started = performance.now();
    const exchange: Exchange = {
      operation,
      request: { headers, body },
      answer: { error: "not sent", ms: 0 },
    };
    exchanges.push(exchange);
    try {
      const answer = await send(`${base}/${operation}`, {
        headers,
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const ms = Math.round(performance.now() - started);
      slowest = Math.max(slowest, ms);
      let parsed: unknown;
      try {
        parsed = JSON.parse(answer.text);
      } catch {
        parsed = answer.text.slice(0, 500);
      }
      exchange.answer = { status: answer.status, body: parsed, ms };
      const record = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
      return { status: answer.status, body: record };
    } catch (error) {
      const ms = Math.round(performance.now() - started);
      const timedOut =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      exchange.answer = { error: timedOut ? `no answer within ${timeoutMs} ms` : String(error), ms };
      throw new ScenarioFailure(
        timedOut
          ? `no answer within the kit's timeout of ${timeoutMs} ms`
          : `the request failed: ${String(error)}`,
      );
    }
  }

  const callBody = (player: string, extra: Record<string, unknown> = {}) => ({
    player_id: player,
    session_id: session,
    currency,
    game,
    ...extra,
  });
  const transaction = (
    player: string,
    round: string,
    amount: unknown,
    extra: Record<string, unknown> = {},
  ) => ({
    ...callBody(player),
    round_id: round,
    transaction_id: randomUUID(),
    amount,
    ...extra,
  });

  function expectBalance(answer: { status: number; body: Record<string, unknown> }, what: string): number {
    const balance = answer.body.balance;
    if (answer.status !== 200 || !Number.isSafeInteger(balance) || (balance as number) < 0) {
      throw new ScenarioFailure(
        `${what}: expected 200 { balance: integer ≥ 0 }, got ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
    return balance as number;
  }
  function expectRefusal(
    answer: { status: number; body: Record<string, unknown> },
    code: string | null,
    what: string,
  ) {
    const ok = answer.status >= 400 && answer.status < 500 && (code === null || answer.body.error === code);
    if (!ok) {
      throw new ScenarioFailure(
        `${what}: expected 4xx${code ? ` { error: "${code}" }` : ""}, got ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
  }
  function expectEqual(actual: number, expected: number, what: string) {
    if (actual !== expected) throw new ScenarioFailure(`${what}: expected ${expected}, got ${actual}`);
  }
  const balanceOf = async (exchanges: Exchange[], player = players.main) =>
    expectBalance(await call(exchanges, "balance", callBody(player)), "balance");

  const scenarios: {
    id: WalletCheckScenarioId;
    title: string;
    expect: string;
    run: (exchanges: Exchange[]) => Promise<string | undefined>;
  }[] = [
    {
      ...about("balance"),
      run: async (x) => `balance ${await balanceOf(x)}`,
    },
    {
      ...about("bet"),
      run: async (x) => {
        const before = await balanceOf(x);
        const after = expectBalance(
          await call(x, "bet", transaction(players.main, randomUUID(), stake)),
          "bet",
        );
        expectEqual(after, before - stake, "balance after the bet");
        return undefined;
      },
    },
    {
      ...about("bet-repeated"),
      run: async (x) => {
        const before = await balanceOf(x);
        const bet = transaction(players.main, randomUUID(), stake);
        const first = expectBalance(await call(x, "bet", bet), "first bet");
        const again = expectBalance(await call(x, "bet", bet), "repeated bet");
        expectEqual(again, first, "balance answered to the repeat");
        expectEqual(await balanceOf(x), before - stake, "balance after the repeat");
        return undefined;
      },
    },
    {
      ...about("win"),
      run: async (x) => {
        const round = randomUUID();
        const afterBet = expectBalance(await call(x, "bet", transaction(players.main, round, stake)), "bet");
        const afterWin = expectBalance(
          await call(x, "win", transaction(players.main, round, stake * 3)),
          "win",
        );
        expectEqual(afterWin, afterBet + stake * 3, "balance after the win");
        return undefined;
      },
    },
    {
      ...about("win-repeated"),
      run: async (x) => {
        const round = randomUUID();
        const afterBet = expectBalance(await call(x, "bet", transaction(players.main, round, stake)), "bet");
        const win = transaction(players.main, round, stake * 2);
        const first = expectBalance(await call(x, "win", win), "first win");
        const again = expectBalance(await call(x, "win", win), "repeated win");
        expectEqual(again, first, "balance answered to the repeat");
        expectEqual(await balanceOf(x), afterBet + stake * 2, "balance after the repeat");
        return undefined;
      },
    },
    {
      ...about("zero-win"),
      run: async (x) => {
        const round = randomUUID();
        const afterBet = expectBalance(await call(x, "bet", transaction(players.main, round, stake)), "bet");
        const afterWin = expectBalance(await call(x, "win", transaction(players.main, round, 0)), "zero win");
        expectEqual(afterWin, afterBet, "balance after a zero win");
        return undefined;
      },
    },
    {
      ...about("rollback"),
      run: async (x) => {
        const before = await balanceOf(x);
        const round = randomUUID();
        const bet = transaction(players.main, round, stake);
        expectBalance(await call(x, "bet", bet), "bet");
        const rollback = transaction(players.main, round, stake, {
          rollback_transaction_id: bet.transaction_id,
        });
        expectEqual(
          expectBalance(await call(x, "rollback", rollback), "rollback"),
          before,
          "balance after the rollback",
        );
        expectEqual(
          expectBalance(await call(x, "rollback", rollback), "repeated rollback"),
          before,
          "balance after the repeat",
        );
        return undefined;
      },
    },
    {
      ...about("rollback-unknown"),
      run: async (x) => {
        const before = await balanceOf(x);
        const rollback = transaction(players.main, randomUUID(), stake, {
          rollback_transaction_id: randomUUID(),
        });
        expectEqual(
          expectBalance(await call(x, "rollback", rollback), "rollback"),
          before,
          "balance after the rollback",
        );
        return undefined;
      },
    },
    {
      ...about("insufficient-funds"),
      run: async (x) => {
        const before = await balanceOf(x);
        expectRefusal(
          await call(x, "bet", transaction(players.main, randomUUID(), before + 1)),
          "INSUFFICIENT_FUNDS",
          "a bet above the balance",
        );
        expectEqual(await balanceOf(x), before, "balance after the refusal");
        return undefined;
      },
    },
    {
      ...about("wrong-signature"),
      run: async (x) => {
        const before = await balanceOf(x);
        const answer = await call(x, "bet", transaction(players.main, randomUUID(), stake), {
          secret: `${options.secret}-wrong`,
        });
        if (answer.status !== 401)
          throw new ScenarioFailure(
            `a bet signed with another secret: expected 401, got ${answer.status} ${JSON.stringify(answer.body)}`,
          );
        expectEqual(await balanceOf(x), before, "balance after the refusal");
        return undefined;
      },
    },
    {
      ...about("stale-timestamp"),
      run: async (x) => {
        const before = await balanceOf(x);
        const answer = await call(x, "bet", transaction(players.main, randomUUID(), stake), {
          timestamp: Math.floor(Date.now() / 1000) - signatureWindowSeconds - 1,
        });
        if (answer.status !== 401)
          throw new ScenarioFailure(
            `a bet signed ${signatureWindowSeconds + 1} s ago: expected 401, got ${answer.status} ${JSON.stringify(answer.body)}`,
          );
        expectEqual(await balanceOf(x), before, "balance after the refusal");
        return undefined;
      },
    },
    {
      ...about("currency-mismatch"),
      run: async (x) => {
        const before = await balanceOf(x);
        const bet = { ...transaction(players.main, randomUUID(), stake), currency: otherCurrency };
        expectRefusal(await call(x, "bet", bet), "CURRENCY_MISMATCH", `a bet in ${otherCurrency}`);
        expectEqual(await balanceOf(x), before, "balance after the refusal");
        return `a bet in ${otherCurrency} refused`;
      },
    },
    {
      ...about("negative-amount"),
      run: async (x) => {
        const before = await balanceOf(x);
        expectRefusal(
          await call(x, "bet", transaction(players.main, randomUUID(), -stake)),
          null,
          "a negative bet",
        );
        expectRefusal(
          await call(x, "win", transaction(players.main, randomUUID(), -stake)),
          null,
          "a negative win",
        );
        expectEqual(await balanceOf(x), before, "balance after the refusals");
        return undefined;
      },
    },
    {
      ...about("fractional-amount"),
      run: async (x) => {
        const before = await balanceOf(x);
        expectRefusal(
          await call(x, "bet", transaction(players.main, randomUUID(), 1.5)),
          null,
          "a bet of 1.5",
        );
        expectRefusal(
          await call(x, "win", transaction(players.main, randomUUID(), "100")),
          null,
          "a win sent as a string",
        );
        expectEqual(await balanceOf(x), before, "balance after the refusals");
        return undefined;
      },
    },
    {
      ...about("concurrent-bets"),
      run: async (x) => {
        const before = await balanceOf(x, players.second);
        const amount = Math.floor(before / 2) + 1;
        if (amount > before)
          throw new ScenarioFailure(
            `the second test player's balance ${before} is too low for this scenario`,
          );
        const answers = await Promise.all([
          call(x, "bet", transaction(players.second, randomUUID(), amount)),
          call(x, "bet", transaction(players.second, randomUUID(), amount)),
        ]);
        const accepted = answers.filter((answer) => answer.status === 200).length;
        const refused = answers.filter((answer) => answer.body.error === "INSUFFICIENT_FUNDS").length;
        if (accepted !== 1 || refused !== 1) {
          throw new ScenarioFailure(
            `expected one bet accepted and one refused, got ${answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`).join(" and ")}`,
          );
        }
        expectEqual(await balanceOf(x, players.second), before - amount, "balance after both");
        return undefined;
      },
    },
    {
      ...about("slow-answer"),
      run: async (x) => {
        await balanceOf(x);
        if (slowest > timeoutMs) throw new ScenarioFailure(`the slowest answer took ${slowest} ms`);
        return `slowest answer ${slowest} ms of the ${timeoutMs} ms allowed`;
      },
    },
  ];

  const reports: ScenarioReport[] = [];
  for (const scenario of scenarios) {
    const exchanges: Exchange[] = [];
    try {
      const note = await scenario.run(exchanges);
      reports.push({
        id: scenario.id,
        title: scenario.title,
        passed: true,
        detail: note ? `${scenario.expect}: ${note}` : scenario.expect,
        exchanges,
      });
    } catch (error) {
      const detail = error instanceof ScenarioFailure ? error.message : `the kit failed: ${String(error)}`;
      reports.push({
        id: scenario.id,
        title: scenario.title,
        passed: false,
        detail: `${scenario.expect}. ${detail}`,
        exchanges,
      });
    }
  }
  return {
    passed: reports.every((report) => report.passed),
    url: base,
    operator_id: options.operatorId,
    currency,
    scenarios: reports,
  };
}

/** The report as text, each scenario with its requests and answers. */
export function formatWalletCheck(report: WalletCheckReport): string {
  const lines = [`Wallet check of ${report.url} as ${report.operator_id} (${report.currency})`, ""];
  for (const scenario of report.scenarios) {
    lines.push(`${scenario.passed ? "PASS" : "FAIL"}  ${scenario.title}: ${scenario.detail}`);
    for (const exchange of scenario.exchanges) {
      lines.push(`      → POST /${exchange.operation} ${JSON.stringify(exchange.request.body)}`);
      const answer = exchange.answer;
      lines.push(
        "status" in answer
          ? `      ← ${answer.status} ${JSON.stringify(answer.body)} (${answer.ms} ms)`
          : `      ← ${answer.error}`,
      );
    }
  }
  const failed = report.scenarios.filter((scenario) => !scenario.passed).length;
  lines.push(
    "",
    failed === 0
      ? `All ${report.scenarios.length} scenarios passed.`
      : `${failed} of ${report.scenarios.length} scenarios failed.`,
  );
  return lines.join("\n");
}
