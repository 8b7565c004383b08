// The fault phase of `npm run test:scale` (issue 28): sandbox sessions of one operator whose wallet
// (scripts/lib/faulty-wallet.ts) answers 500 or times out at random, played through nginx across both
// API instances while one is killed mid-round; then, once the outbox has drained, every round must be
// settled exactly once and the wallet's ledger must equal the bets and wins to the minor unit.
import { randomUUID } from "node:crypto";
import type postgres from "postgres";
import { openPostgres } from "../../apps/api/src/db/database";
import { createOperatorCredentials } from "../../apps/api/src/modules/operator/operator-credentials";
import { faultyWalletStartingBalance, type WalletMovement } from "./faulty-wallet";
import { insertApprovedPartner, type OperatorCredentialsIssued, openSignedSession } from "./sandbox-operator";

export type { OperatorCredentialsIssued };

/** An approved partner with operator credentials whose wallet is `walletUrl`, issued as the client area does. */
export async function issueOperator(
  databaseUrl: string,
  authSecret: string,
  walletUrl: string,
): Promise<OperatorCredentialsIssued> {
  const database = openPostgres({ url: databaseUrl, maxConnections: 1 });
  try {
    const owner = await insertApprovedPartner(database.db, {
      name: "Scale operator",
      company: "Faulty Wallet Gaming Ltd",
      emailPrefix: "scale.operator",
    });
    const credentials = createOperatorCredentials({ db: database.db, authSecrets: [authSecret] });
    const { operator_id, secret } = await credentials.issue(owner);
    await credentials.configure(owner, { walletUrl, currencies: ["EUR"] });
    return { operatorId: operator_id, secret };
  } finally {
    await database.close();
  }
}

export interface SandboxSession {
  id: string;
  playerId: string;
  bet: number;
}

/** Opens `count` sessions through the signed Operator API, one player each. */
export async function openSessions(
  origin: string,
  credentials: OperatorCredentialsIssued,
  count: number,
  game: string,
): Promise<SandboxSession[]> {
  const sessions: SandboxSession[] = [];
  for (let index = 0; index < count; index++) {
    const playerId = `fault-player-${index + 1}`;
    const { id, bet } = await openSignedSession(origin, credentials, playerId, game);
    sessions.push({ id, playerId, bet });
  }
  return sessions;
}

/** What the players saw: answers by kind ("200 settled", "503", "network error"...). */
export type PlayerAnswers = Map<string, number>;

/**
 * Every session spins one round after the other until `untilMs` (a fresh round id each), pausing after
 * an answer that played nothing as a player would; a 409 (the session still held by a round whose
 * instance died) waits a second.
 */
export async function playRounds(
  origin: string,
  sessions: SandboxSession[],
  untilMs: number,
): Promise<PlayerAnswers> {
  const answers: PlayerAnswers = new Map();
  const count = (kind: string) => answers.set(kind, (answers.get(kind) ?? 0) + 1);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await Promise.all(
    sessions.map(async (session) => {
      while (Date.now() < untilMs) {
        try {
          const played = await fetch(`${origin}/v1/operator-sessions/${session.id}/spins`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ round_id: randomUUID(), bet: session.bet }),
            signal: AbortSignal.timeout(30_000),
          });
          const answer = (await played.json().catch(() => ({}))) as { settlement?: string };
          count(played.status === 200 ? `200 ${answer.settlement}` : String(played.status));
          if (played.status === 409) await sleep(1000);
          else if (played.status !== 200) await sleep(250);
        } catch {
          count("network error");
          await sleep(250);
        }
      }
    }),
  );
  return answers;
}

/** A round as the game server stored it, with its acknowledged wins and rollbacks. */
export interface StoredRound {
  id: string;
  playerId: string;
  status: string;
  betMinor: number;
  winMinor: number | null;
  acknowledgedWins: number;
  acknowledgedRollbacks: number;
}

export async function storedRounds(sql: postgres.Sql, operatorId: string): Promise<StoredRound[]> {
  const rows = await sql<
    {
      id: string;
      player_id: string;
      status: string;
      bet_minor: string;
      win_minor: string | null;
      wins: number;
      rollbacks: number;
    }[]
  >`
    select r.id, r.player_id, r.status, r.bet_minor, r.win_minor,
      count(t.id) filter (where t.kind = 'win' and t.status = 'acknowledged')::int as wins,
      count(t.id) filter (where t.kind = 'rollback' and t.status = 'acknowledged')::int as rollbacks
    from operator_rounds r left join operator_transactions t on t.round_id = r.id
    where r.operator_id = ${operatorId}
    group by r.id`;
  return rows.map((row) => ({
    id: row.id,
    playerId: row.player_id,
    status: row.status,
    betMinor: Number(row.bet_minor),
    winMinor: row.win_minor === null ? null : Number(row.win_minor),
    acknowledgedWins: row.wins,
    acknowledgedRollbacks: row.rollbacks,
  }));
}

/** Rounds still waiting for the wallet (a bet unanswered, a win or rollback owed). */
export function unsettled(rounds: StoredRound[]): StoredRound[] {
  return rounds.filter((round) => ["betting", "drawn", "rolling_back"].includes(round.status));
}

export interface SettlementReport {
  settled: number;
  rolledBack: number;
  refused: number;
  /** Each a sentence naming a round or a player. */
  problems: string[];
}

/**
 * Holds the game server's rounds against the wallet's movements: a settled round has exactly one win
 * acknowledged and exactly one win moved, of its amount; a rolled-back round one rollback acknowledged,
 * no win, and its bet either never charged or refunded once; a refused bet moved nothing; and for every
 * player the wallet's balance is its start less the bets plus the wins of the settled rounds.
 */
export function settlementReport(
  rounds: StoredRound[],
  movements: WalletMovement[],
  balances: Map<string, { balance: number }>,
): SettlementReport {
  const problems: string[] = [];
  const byRound = new Map<string, WalletMovement[]>();
  for (const movement of movements)
    byRound.set(movement.roundId, [...(byRound.get(movement.roundId) ?? []), movement]);
  const owed = new Map<string, number>();
  let settled = 0;
  let rolledBack = 0;
  let refused = 0;
  for (const round of rounds) {
    const moved = byRound.get(round.id) ?? [];
    const wins = moved.filter((movement) => movement.operation === "win");
    const charged = moved
      .filter((movement) => movement.operation === "bet")
      .reduce((sum, m) => sum + m.amount, 0);
    const refunded = moved
      .filter((movement) => movement.operation === "rollback")
      .reduce((sum, m) => sum + m.amount, 0);
    if (round.status === "settled") {
      settled += 1;
      owed.set(round.playerId, (owed.get(round.playerId) ?? 0) + round.betMinor - (round.winMinor ?? 0));
      if (round.acknowledgedWins !== 1 || round.acknowledgedRollbacks !== 0)
        problems.push(
          `round ${round.id}: settled with ${round.acknowledgedWins} wins and ${round.acknowledgedRollbacks} rollbacks acknowledged`,
        );
      if (wins.length !== 1 || wins[0]?.amount !== round.winMinor)
        problems.push(
          `round ${round.id}: settled at ${round.winMinor} but the wallet credited ${wins.map((w) => w.amount).join(" + ") || "nothing"}`,
        );
      if (charged !== round.betMinor || refunded !== 0)
        problems.push(
          `round ${round.id}: bet ${round.betMinor} but the wallet charged ${charged} and refunded ${refunded}`,
        );
    } else if (round.status === "rolled_back") {
      rolledBack += 1;
      if (round.acknowledgedRollbacks !== 1 || round.acknowledgedWins !== 0)
        problems.push(
          `round ${round.id}: rolled back with ${round.acknowledgedRollbacks} rollbacks and ${round.acknowledgedWins} wins acknowledged`,
        );
      if (wins.length !== 0 || charged !== refunded)
        problems.push(
          `round ${round.id}: rolled back but the wallet charged ${charged}, refunded ${refunded} and credited ${wins.length} wins`,
        );
    } else if (round.status === "bet_refused") {
      refused += 1;
      if (moved.length !== 0)
        problems.push(`round ${round.id}: bet refused but the wallet moved money ${moved.length} times`);
    } else {
      problems.push(`round ${round.id}: still ${round.status}`);
    }
  }
  const known = new Set(rounds.map((round) => round.id));
  for (const movement of movements) {
    if (!known.has(movement.roundId))
      problems.push(
        `the wallet moved money for round ${movement.roundId}, which the game server does not know`,
      );
  }
  for (const [playerId, account] of balances) {
    const expected = faultyWalletStartingBalance - (owed.get(playerId) ?? 0);
    if (account.balance !== expected)
      problems.push(`${playerId}: the wallet holds ${account.balance}, the rounds say ${expected}`);
  }
  return { settled, rolledBack, refused, problems };
}
