import { randomUUID } from "node:crypto";
import {
  type DemoRound,
  defaultJurisdiction,
  type JurisdictionId,
  roundHistoryLength,
  roundRefusalCodes,
  siteRoutes,
} from "@quillspin/contracts";
import {
  costInMinorUnits,
  exactCostFactor,
  type GameState,
  type Rng,
  SpinRequestError,
  spin,
  winInMinorUnits,
} from "@quillspin/game-engine";
import { and, desc, eq, gt, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { atOnce, fixedStatement, type Prefixed, prefixed } from "../../db/changes-at-once";
import type { Db } from "../../db/database";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import { demoGame } from "../demos/demo-games";
import {
  type ArchivedRow,
  archivedRow,
  archivedRowStandIns,
  type DemoRoundArchive,
} from "../demos/demo-rounds";
import { gameTermsView, rtpVersionView } from "../demos/demo-session-view";
import { roundOfSpin } from "../demos/round-of-spin";
import { betsInMinorUnits, currencyProblem, minorUnitExponent } from "./money";
import {
  operatorRounds,
  operatorSessions,
  operatorTransactions,
  type RoundStatus,
  type TransactionKind,
} from "./operator.tables";
import type { Operator, OperatorCredentials } from "./operator-credentials";
import { startRound } from "./round-start";
import { lockInPostgresqlOnly, type SessionLock } from "./session-lock";
import { marketDefaults, marketList } from "./session-market";
import {
  callWallet,
  type WalletAnswer,
  type WalletCall,
  type WalletOperation,
  type WalletTransport,
} from "./wallet-client";

/** A sandbox session lives this long. */
export const operatorSessionLifetimeMs = 24 * 60 * 60 * 1000;
/** A spin holds its session at most this long; a crashed instance's hold (and Redis lock) lapses after it. */
export const sessionHoldMs = 60_000;
/** Sessions whose fixed part an instance keeps: past that the oldest read goes first. */
const sessionsKept = 10_000;
/** A round still `betting` this long after it began lost its instance mid-bet: its bet is rolled back. */
export const abandonedBetMs = 60_000;
/** The first retry of a win or rollback waits 1 s, each next one twice as long, never more than 5 minutes. */
export function settlementRetryMs(failedAttempts: number): number {
  return Math.min(5 * 60_000, 1_000 * 2 ** Math.min(Math.max(0, failedAttempts - 1), 20));
}

/** A round whose outcome was drawn: it counts in the session's rounds, net position and history. */
const drawnStatuses: RoundStatus[] = ["drawn", "settled"];

/** Who the audit log names for a call of the Operator API: the operator itself, signed in by its signature. */
export const operatorApiActor = (operator: Pick<Operator, "id">): AuditActor => ({
  id: null,
  email: `operator ${operator.id}`,
  name: "Operator API",
});

/** A request the caller can act on; the routes answer it with its status and message. */
export class OperatorRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 402 | 403 | 404 | 409 | 422 | 502 | 503,
    message: string,
    /** Sent as the error's `code`: the wallet's error, or one of `roundRefusalCodes`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = "OperatorRefusal";
  }
}

export interface SessionRequest {
  player_id: string;
  currency: string;
  game: string;
  jurisdiction?: JurisdictionId;
  rtp?: number;
  /** A market of the partner's RTP choices: its version and build, where `rtp` and `jurisdiction` name none. */
  market?: string;
  language?: string;
  lobby_url?: string;
}

export interface SpinRequest {
  round_id?: string;
  /** In the session currency's minor units. */
  bet: number;
  buy?: string;
  double_chance?: boolean;
  choice?: number;
}

export interface OperatorRoundsDependencies {
  db: Db;
  credentials: OperatorCredentials;
  /** Every drawn round is archived for its public replay, as demo rounds are. */
  archive: DemoRoundArchive;
  /** How calls reach a wallet: HTTP, or in process for the reference wallet. */
  transportFor: (operator: Operator) => { transport: WalletTransport; baseUrl: string };
  randomSource: () => Rng;
  clock: () => Date;
  siteUrl: string;
  walletTimeoutMs?: number;
  /** The session's lock in Redis where set (decision 55); the PostgreSQL hold alone without. */
  sessionLock?: SessionLock;
}

type SessionRow = typeof operatorSessions.$inferSelect;
/** A session but its game state and hold: what never changes once it opened. */
type FixedSession = Omit<SessionRow, "gameState" | "busyUntil">;
type RoundRow = typeof operatorRounds.$inferSelect;

/** What a win's or rollback's acknowledgement binds (`acknowledgementStatement`). */
interface AcknowledgementValues {
  transactionId: string;
  balance: number;
  answeredAt: Date;
  roundId: string;
  roundStatus: RoundStatus;
  /** The session released with it, when a spin waits for the answer. */
  sessionId: string;
}

/** The replay's values among a drawn round's. */
const archivedPrefix = "archived_";

/** What a drawn round's statement binds (`drawnStatement`): its own values and the replay's row. */
type DrawnValues = {
  betId: string;
  betBalance: number;
  drawnAt: Date;
  roundId: string;
  outcome: DemoRound;
  win: number;
  winId: string;
  operatorId: string;
  winClaimedUntil: Date;
  sessionId: string;
  gameState: GameState;
} & Prefixed<typeof archivedPrefix, ArchivedRow>;

const roundUnderWay = () =>
  new OperatorRefusal(
    409,
    "A round of this session is already being played: wait for its result.",
    roundRefusalCodes.roundUnderWay,
  );

const sessionGone = () =>
  new OperatorRefusal(404, "Sandbox session not found or expired: launch the game again.");

function refusalOfWallet(answer: Extract<WalletAnswer, { kind: "refused" }>): OperatorRefusal {
  if (answer.error === "INSUFFICIENT_FUNDS") {
    return new OperatorRefusal(402, "The player's balance is too low for this bet.", answer.error);
  }
  if (answer.error === "SESSION_EXPIRED") {
    return new OperatorRefusal(
      409,
      "The operator ended this session: start a new one from the lobby.",
      answer.error,
    );
  }
  return new OperatorRefusal(409, `The operator's wallet refused the bet (${answer.error}).`, answer.error);
}

/**
 * The game server against an operator's wallet (decision 32). A round: hold the session (a second spin
 * meanwhile is a 409), store the round and its bet, debit the bet, and only once the wallet confirmed it
 * draw the outcome with the demos' engine, store it with its win in the outbox, and send the win (0 when
 * nothing was won: it closes the round). A bet the wallet never answered is rolled back; a win or
 * rollback that fails stays in the outbox and `settleDue` sends it again with backoff until the wallet
 * acknowledges it. The player's balance is always the wallet's latest answer.
 */
export function createOperatorRounds(dependencies: OperatorRoundsDependencies) {
  const { db, credentials, archive, transportFor, randomSource, clock, siteUrl } = dependencies;
  const timeoutMs = dependencies.walletTimeoutMs;
  const sessionLock = dependencies.sessionLock ?? lockInPostgresqlOnly;

  async function activeOperator(id: string): Promise<Operator> {
    const operator = await credentials.find(id);
    if (operator?.status !== "active") {
      throw new OperatorRefusal(403, "This operator's credentials are revoked: the session cannot play.");
    }
    return operator;
  }

  function call(operator: Operator, operation: WalletOperation, body: WalletCall): Promise<WalletAnswer> {
    const { transport, baseUrl } = transportFor(operator);
    return callWallet(
      transport,
      { baseUrl, operatorId: operator.id, secret: operator.secret },
      operation,
      body,
      {
        now: clock(),
        ...(timeoutMs ? { timeoutMs } : {}),
      },
    );
  }

  const callOf = (
    session: Pick<SessionRow | RoundRow, "playerId" | "currency" | "game">,
    sessionId: string,
  ): WalletCall => ({
    player_id: session.playerId,
    session_id: sessionId,
    currency: session.currency,
    game: session.game,
  });

  async function liveSession(id: string): Promise<SessionRow> {
    const [session] = await db
      .select()
      .from(operatorSessions)
      .where(and(eq(operatorSessions.id, id), gt(operatorSessions.expiresAt, clock())));
    if (!session) throw sessionGone();
    return session;
  }

  /**
   * A session's fixed part as a spin needs it: read once per instance and kept, since nothing changes
   * it after it opened, so a spin's one statement (`startRound`) is all it asks of the database before
   * the bet. That statement checks the session is still live and free.
   */
  const fixedSessions = new Map<string, FixedSession>();
  async function sessionToPlay(id: string): Promise<FixedSession> {
    const kept = fixedSessions.get(id);
    if (kept && kept.expiresAt > clock()) return kept;
    fixedSessions.delete(id);
    const { gameState: _state, busyUntil: _hold, ...fixed } = await liveSession(id);
    if (fixedSessions.size >= sessionsKept) fixedSessions.delete(fixedSessions.keys().next().value as string);
    fixedSessions.set(id, fixed);
    return fixed;
  }

  function gameOf(session: Pick<SessionRow, "game" | "rtpVersion" | "currency">) {
    const game = demoGame(session.game, session.rtpVersion ?? undefined);
    if (!game) throw new OperatorRefusal(404, `Game not found: ${session.game}`);
    return { game, bets: betsInMinorUnits(game.betsCents, session.currency) };
  }

  /** When a claimed win or rollback may be sent again: past the wallet's timeout, so never twice at once. */
  const claimedUntil = (now: Date) => new Date(now.getTime() + (timeoutMs ?? 5_000) + 30_000);

  /**
   * A win's or rollback's acknowledgement with its round's settlement, and the release of the session
   * whose spin waits for it ("releasing") or of none ("alone"): one statement each, built once.
   */
  const acknowledgementStatement = (releasing: boolean) =>
    fixedStatement<AcknowledgementValues>((value) =>
      atOnce([
        db
          .update(operatorTransactions)
          .set({
            status: "acknowledged",
            balanceAfter: value.balance,
            answeredAt: value.answeredAt,
            lastError: null,
          })
          .where(eq(operatorTransactions.id, value.transactionId)),
        db
          .update(operatorRounds)
          .set({ status: value.roundStatus, settledAt: value.answeredAt })
          .where(eq(operatorRounds.id, value.roundId)),
        ...(releasing
          ? [
              db
                .update(operatorSessions)
                .set({ busyUntil: null })
                .where(eq(operatorSessions.id, value.sessionId)),
            ]
          : []),
      ]),
    );
  const acknowledgementStatements = {
    releasing: acknowledgementStatement(true),
    alone: acknowledgementStatement(false),
  };

  /** A drawn round's statement, built once: the outcome, the win owed, the session's next state, the replay. */
  const drawnStatement = fixedStatement<DrawnValues>((value) =>
    atOnce([
      db
        .update(operatorTransactions)
        .set({ status: "acknowledged", balanceAfter: value.betBalance, answeredAt: value.drawnAt })
        .where(eq(operatorTransactions.id, value.betId)),
      db
        .update(operatorRounds)
        .set({ status: "drawn", outcome: value.outcome, winMinor: value.win })
        .where(eq(operatorRounds.id, value.roundId)),
      // Claimed by the spin as it is stored (as `deliver` claims one): sent right after, and by the
      // reconciliation only if the spin has not had its answer by then.
      db.insert(operatorTransactions).values({
        id: value.winId,
        roundId: value.roundId,
        operatorId: value.operatorId,
        kind: "win",
        amount: value.win,
        status: "pending",
        attempts: 1,
        nextAttemptAt: value.winClaimedUntil,
        createdAt: value.drawnAt,
      }),
      db
        .update(operatorSessions)
        .set({ gameState: value.gameState })
        .where(eq(operatorSessions.id, value.sessionId)),
      archive.keeping(archivedRowStandIns(archivedPrefix)),
    ]),
  );

  /**
   * Sends one owed win or rollback if it is due and no one else is sending it (the claim pushes its
   * next attempt past the wallet's timeout), and records what the wallet said. True when acknowledged.
   */
  async function deliver(transactionId: string): Promise<WalletAnswer | null> {
    const now = clock();
    const [claimed] = await db
      .update(operatorTransactions)
      .set({
        attempts: sql`${operatorTransactions.attempts} + 1`,
        nextAttemptAt: claimedUntil(now),
      })
      .where(
        and(
          eq(operatorTransactions.id, transactionId),
          eq(operatorTransactions.status, "pending"),
          lte(operatorTransactions.nextAttemptAt, now),
        ),
      )
      .returning();
    if (!claimed || claimed.kind === "bet") return null;
    const [round] = await db.select().from(operatorRounds).where(eq(operatorRounds.id, claimed.roundId));
    const operator = round && (await credentials.find(round.operatorId));
    if (!round || !operator) return null;
    const [bet] = await db
      .select({ id: operatorTransactions.id })
      .from(operatorTransactions)
      .where(and(eq(operatorTransactions.roundId, round.id), eq(operatorTransactions.kind, "bet")));
    return send(claimed, round, operator, bet?.id);
  }

  /**
   * Sends a claimed win or rollback of `round` and records what the wallet said. `holdOf`: the session
   * whose spin is waiting for this answer; its hold ends in the same transaction as the acknowledgement.
   */
  async function send(
    claimed: { id: string; kind: TransactionKind; amount: number; attempts: number },
    round: Pick<RoundRow, "id" | "sessionId" | "playerId" | "currency" | "game">,
    operator: Operator,
    betId: string | undefined,
    holdOf?: string,
  ): Promise<WalletAnswer> {
    const answer = await call(operator, claimed.kind, {
      ...callOf(round, round.sessionId),
      round_id: round.id,
      transaction_id: claimed.id,
      amount: claimed.amount,
      ...(claimed.kind === "rollback" && betId ? { rollback_transaction_id: betId } : {}),
    });
    const answeredAt = clock();
    if (answer.kind === "ok") {
      await acknowledgementStatements[holdOf ? "releasing" : "alone"](db, {
        transactionId: claimed.id,
        balance: answer.balance,
        answeredAt,
        roundId: round.id,
        roundStatus: claimed.kind === "win" ? "settled" : "rolled_back",
        sessionId: holdOf ?? "",
      });
    } else {
      // Refused or unanswered, a win or rollback is still owed: it waits and goes again.
      await db
        .update(operatorTransactions)
        .set({
          lastError: answer.kind === "refused" ? answer.error : answer.reason.slice(0, 300),
          nextAttemptAt: new Date(answeredAt.getTime() + settlementRetryMs(claimed.attempts)),
        })
        .where(and(eq(operatorTransactions.id, claimed.id), eq(operatorTransactions.status, "pending")));
    }
    return answer;
  }

  /** Puts the rollback of a round's bet in the outbox, if the round has no win or rollback yet. */
  async function owedRollback(round: Pick<RoundRow, "id" | "operatorId">, betAmount: number, now: Date) {
    const id = randomUUID();
    const inserted = await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(operatorRounds)
        .set({ status: "rolling_back" })
        .where(and(eq(operatorRounds.id, round.id), eq(operatorRounds.status, "betting")))
        .returning({ id: operatorRounds.id });
      if (!moved) return false;
      await tx.insert(operatorTransactions).values({
        id,
        roundId: round.id,
        operatorId: round.operatorId,
        kind: "rollback",
        amount: betAmount,
        status: "pending",
        nextAttemptAt: now,
        createdAt: now,
      });
      return true;
    });
    return inserted ? id : null;
  }

  async function releaseSession(id: string) {
    await db.update(operatorSessions).set({ busyUntil: null }).where(eq(operatorSessions.id, id));
  }

  /** One round of a session whose Redis lock (if any) this spin holds: the hold, the bet, the draw, the win. */
  async function playRound(sessionId: string, request: SpinRequest) {
    const session = await sessionToPlay(sessionId);
    const operator = await activeOperator(session.operatorId);
    const { game, bets } = gameOf(session);
    const { model } = game;
    if (!bets.includes(request.bet)) {
      throw new OperatorRefusal(
        400,
        `body.bet: ${request.bet} is not a bet of ${game.name} in ${session.currency} minor units; pick one of ${bets.join(", ")}`,
      );
    }
    const buy = request.buy ?? null;
    const doubleChance = request.double_chance ?? false;
    let cost: number | null;
    try {
      cost = costInMinorUnits(request.bet, exactCostFactor(model, buy, doubleChance));
    } catch (error) {
      if (error instanceof SpinRequestError) throw new OperatorRefusal(400, `body: ${error.message}`);
      throw error;
    }
    if (cost === null) {
      throw new OperatorRefusal(
        400,
        `body.bet: this feature at ${request.bet} costs a fraction of a minor unit; pick another bet`,
      );
    }
    const choices = model.freeSpinChoices;
    if (request.choice !== undefined && (!choices || request.choice >= choices.options.length)) {
      throw new OperatorRefusal(
        400,
        `body.choice: ${game.name} offers no free-spins choice ${request.choice}`,
      );
    }
    const roundId = request.round_id ?? randomUUID();
    const betId = randomUUID();
    const now = clock();
    const held = await startRound(db, {
      sessionId,
      operatorId: operator.id,
      playerId: session.playerId,
      game: game.slug,
      rtpVersion: session.rtpVersion,
      jurisdiction: session.jurisdiction,
      currency: session.currency,
      roundId,
      betId,
      cost,
      now,
      holdUntil: new Date(now.getTime() + sessionHoldMs),
    });
    if (held.kind === "gone") {
      fixedSessions.delete(sessionId);
      throw sessionGone();
    }
    if (held.kind === "busy") throw roundUnderWay();
    if (held.kind === "played") {
      throw new OperatorRefusal(
        409,
        `body.round_id: round ${roundId} was already played`,
        roundRefusalCodes.roundAlreadyPlayed,
      );
    }
    let released = false;
    try {
      const base = { ...callOf(session, sessionId), round_id: roundId };
      const betAnswer = await call(operator, "bet", { ...base, transaction_id: betId, amount: cost });
      if (betAnswer.kind === "refused") {
        await db.transaction(async (tx) => {
          await tx
            .update(operatorTransactions)
            .set({ status: "refused", lastError: betAnswer.error, answeredAt: clock() })
            .where(eq(operatorTransactions.id, betId));
          await tx
            .update(operatorRounds)
            .set({ status: "bet_refused", refusal: betAnswer.error, settledAt: clock() })
            .where(eq(operatorRounds.id, roundId));
        });
        throw refusalOfWallet(betAnswer);
      }
      if (betAnswer.kind === "unanswered") {
        await db
          .update(operatorTransactions)
          .set({ lastError: betAnswer.reason.slice(0, 300) })
          .where(eq(operatorTransactions.id, betId));
        const rollback = await owedRollback({ id: roundId, operatorId: operator.id }, cost, clock());
        if (rollback) await deliver(rollback);
        throw new OperatorRefusal(
          503,
          "The operator's wallet did not confirm the bet, so the round was not played and the bet is being cancelled.",
        );
      }

      // The bet is confirmed: only now is the outcome drawn, and it is stored before the win is sent.
      const result = spin(model, held.gameState, {
        bet: request.bet / 10 ** minorUnitExponent(session.currency),
        rng: randomSource(),
        buy: buy ?? undefined,
        doubleChance,
        choice: request.choice,
      });
      // Exact integers from the engine's win units to the wallet's minor units: no float on the way.
      const win = winInMinorUnits(request.bet, result.exactWinMultiple);
      const scale = 10 ** minorUnitExponent(session.currency);
      const round = roundOfSpin(roundId, result, { cost: cost / scale, win: win / scale });
      const winId = randomUUID();
      const drawnAt = clock();
      // The outcome, the win owed, the session's next state and the replay are stored together.
      await drawnStatement(db, {
        betId,
        betBalance: betAnswer.balance,
        drawnAt,
        roundId,
        outcome: round,
        win,
        winId,
        operatorId: operator.id,
        winClaimedUntil: claimedUntil(drawnAt),
        sessionId,
        gameState: result.state,
        ...prefixed(
          archivedPrefix,
          archivedRow({
            sessionId,
            game: game.slug,
            rtpVersion: session.rtpVersion,
            jurisdiction: session.jurisdiction,
            round,
            playedAt: drawnAt,
          }),
        ),
      });
      const winAnswer = await send(
        { id: winId, kind: "win", amount: win, attempts: 1 },
        { id: roundId, sessionId, playerId: session.playerId, currency: session.currency, game: game.slug },
        operator,
        betId,
        sessionId,
      );
      const settled = winAnswer.kind === "ok";
      released = settled;
      return {
        round,
        currency: session.currency,
        bet: request.bet,
        cost,
        win,
        balance: settled ? winAnswer.balance : betAnswer.balance,
        settlement: settled ? ("settled" as const) : ("pending" as const),
      };
    } finally {
      if (!released) await releaseSession(sessionId);
    }
  }

  return {
    /**
     * A sandbox session of the operator's test player, after the wallet confirmed the player and
     * currency. Audited as the Operator API's, or as `actor`'s (a partner launching from the client area).
     */
    async openSession(
      operator: Operator,
      request: SessionRequest,
      actor: AuditActor = operatorApiActor(operator),
    ): Promise<{ session_id: string; game_url: string }> {
      const now = clock();
      const currencyRefused = currencyProblem(request.currency);
      if (currencyRefused) {
        throw new OperatorRefusal(400, `body.currency: ${request.currency} ${currencyRefused}`);
      }
      if (!operator.currencies.includes(request.currency)) {
        throw new OperatorRefusal(
          400,
          `body.currency: ${request.currency} is not one of this operator's currencies (${operator.currencies.join(", ")})`,
        );
      }
      if (!demoGame(request.game)) throw new OperatorRefusal(404, `Game not found: ${request.game}`);
      const market =
        request.market === undefined
          ? null
          : await marketDefaults(db, operator.accountId, request.game, request.market);
      if (request.market !== undefined && !market) {
        throw new OperatorRefusal(
          400,
          `body.market: ${request.market} is not one of the markets (${marketList})`,
        );
      }
      const rtp = request.rtp ?? market?.rtp;
      const game = demoGame(request.game, rtp);
      if (!game) throw new OperatorRefusal(400, `body.rtp: ${rtp} is not an RTP version of ${request.game}`);
      if (betsInMinorUnits(game.betsCents, request.currency).length === 0) {
        throw new OperatorRefusal(
          400,
          `body.currency: ${game.name} has no bet in whole units of ${request.currency}`,
        );
      }
      const id = randomUUID();
      const answer = await call(operator, "balance", {
        player_id: request.player_id,
        session_id: id,
        currency: request.currency,
        game: game.slug,
      });
      if (answer.kind === "unanswered") {
        throw new OperatorRefusal(
          502,
          `The operator's wallet did not answer the balance call (${answer.reason}).`,
        );
      }
      if (answer.kind === "refused") {
        throw new OperatorRefusal(
          409,
          `The operator's wallet refused the player (${answer.error}).`,
          answer.error,
        );
      }
      const jurisdiction = request.jurisdiction ?? market?.jurisdiction ?? defaultJurisdiction;
      await db.transaction(async (tx) => {
        await tx.insert(operatorSessions).values({
          id,
          operatorId: operator.id,
          playerId: request.player_id,
          currency: request.currency,
          game: game.slug,
          rtpVersion: game.version.stated ? null : game.version.id,
          jurisdiction,
          language: request.language ?? null,
          lobbyUrl: request.lobby_url ?? null,
          gameState: game.model.initialState(),
          createdAt: now,
          expiresAt: new Date(now.getTime() + operatorSessionLifetimeMs),
        });
        await recordAudit(
          tx,
          {
            actor,
            action: "operator.session-open",
            subject: {
              type: "operator-session",
              id,
              label: `${request.player_id} ${game.slug} ${request.currency}`,
            },
            after: {
              player_id: request.player_id,
              game: game.slug,
              currency: request.currency,
              jurisdiction,
            },
          },
          now,
        );
      });
      const address = new URL(siteRoutes.demoPlay(game.slug), siteUrl);
      address.searchParams.set("session", id);
      address.searchParams.set("mode", "sandbox");
      if (jurisdiction !== defaultJurisdiction) address.searchParams.set("jurisdiction", jurisdiction);
      return { session_id: id, game_url: address.toString() };
    },

    /** The session as the player's game reads it: the balance as the wallet reports it, bets in minor units. */
    async session(id: string) {
      const session = await liveSession(id);
      const operator = await activeOperator(session.operatorId);
      const { game, bets } = gameOf(session);
      const answer = await call(operator, "balance", callOf(session, id));
      if (answer.kind !== "ok") {
        throw new OperatorRefusal(
          502,
          "The operator's wallet did not report the balance: try again in a moment.",
        );
      }
      const [played] = await db
        .select({
          rounds: sql<number>`count(*)::int`,
          net: sql<string>`coalesce(sum(${operatorRounds.winMinor} - ${operatorRounds.betMinor}), 0)`,
        })
        .from(operatorRounds)
        .where(and(eq(operatorRounds.sessionId, id), inArray(operatorRounds.status, drawnStatuses)));
      const { model } = game;
      return {
        session_id: id,
        mode: "sandbox" as const,
        game: game.slug,
        name: game.name,
        player_id: session.playerId,
        currency: session.currency,
        minor_unit_exponent: minorUnitExponent(session.currency),
        balance: answer.balance,
        bets,
        rtp_version: game.version.id,
        rtp: rtpVersionView(game.version),
        jurisdiction: session.jurisdiction,
        ...gameTermsView(model),
        rounds: Number(played?.rounds ?? 0),
        net_position: Number(played?.net ?? 0),
        started_at: session.createdAt.toISOString(),
        lobby_url: session.lobbyUrl,
        expires_at: session.expiresAt.toISOString(),
      };
    },

    /** The session's drawn rounds, newest first, in minor units: the player's history. */
    async history(id: string) {
      const session = await liveSession(id);
      const rows = await db
        .select({
          id: operatorRounds.id,
          createdAt: operatorRounds.createdAt,
          betMinor: operatorRounds.betMinor,
          winMinor: operatorRounds.winMinor,
          outcome: operatorRounds.outcome,
        })
        .from(operatorRounds)
        .where(and(eq(operatorRounds.sessionId, id), inArray(operatorRounds.status, drawnStatuses)))
        .orderBy(desc(operatorRounds.createdAt), desc(operatorRounds.id))
        .limit(roundHistoryLength);
      const scale = 10 ** minorUnitExponent(session.currency);
      return rows.map((row) => ({
        id: row.id,
        played_at: row.createdAt.toISOString(),
        // The stake before a buy's or Double Chance's price: the engine's bet (major units, the spin's
        // minor-unit bet divided by the scale), back in exact minor units.
        bet: row.outcome ? Math.round(row.outcome.bet * scale) : row.betMinor,
        cost: row.betMinor,
        win: row.winMinor ?? 0,
      }));
    },

    /**
     * A spin of a sandbox session: the session's Redis lock first (decision 55), so a second spin of the
     * session on any instance is refused without a statement on the primary; then the round, under the
     * session's hold in PostgreSQL (decision 49), which alone makes sure a round is played once.
     */
    async spin(sessionId: string, request: SpinRequest) {
      const lock = await sessionLock.take(sessionId);
      if (!lock) throw roundUnderWay();
      try {
        return await playRound(sessionId, request);
      } finally {
        await sessionLock.release(sessionId, lock);
      }
    },

    deliver,

    /**
     * Reconciliation: rounds whose instance died before the bet was answered get their bet rolled back,
     * then every win and rollback due is sent. Answers what it did.
     */
    async settleDue(batch = 100): Promise<{ abandoned: number; delivered: number; acknowledged: number }> {
      const now = clock();
      const abandonedRounds = await db
        .select({
          id: operatorRounds.id,
          operatorId: operatorRounds.operatorId,
          betMinor: operatorRounds.betMinor,
        })
        .from(operatorRounds)
        .where(
          and(
            eq(operatorRounds.status, "betting"),
            lt(operatorRounds.createdAt, new Date(now.getTime() - abandonedBetMs)),
          ),
        )
        .limit(batch);
      let abandoned = 0;
      for (const round of abandonedRounds) {
        if (await owedRollback(round, round.betMinor, now)) abandoned++;
      }
      const due = await db
        .select({ id: operatorTransactions.id })
        .from(operatorTransactions)
        .where(
          and(
            eq(operatorTransactions.status, "pending"),
            lte(operatorTransactions.nextAttemptAt, now),
            sql`${operatorTransactions.kind} <> 'bet'`,
          ),
        )
        .orderBy(operatorTransactions.nextAttemptAt)
        .limit(batch);
      let acknowledged = 0;
      for (const { id } of due) {
        const answer = await deliver(id);
        if (answer?.kind === "ok") acknowledged++;
      }
      return { abandoned, delivered: due.length, acknowledged };
    },

    /** The operator's rounds, newest first, a page at a time. */
    async rounds(
      operatorId: string,
      query: {
        player_id?: string;
        game?: string;
        status?: RoundStatus;
        from?: string;
        to?: string;
        cursor?: string;
        limit: number;
      },
    ) {
      const conditions: SQL[] = [eq(operatorRounds.operatorId, operatorId)];
      if (query.player_id) conditions.push(eq(operatorRounds.playerId, query.player_id));
      if (query.game) conditions.push(eq(operatorRounds.game, query.game));
      if (query.status) conditions.push(eq(operatorRounds.status, query.status));
      if (query.from) conditions.push(gte(operatorRounds.createdAt, new Date(query.from)));
      if (query.to) conditions.push(lt(operatorRounds.createdAt, new Date(query.to)));
      if (query.cursor) {
        const after = decodeCursor(query.cursor);
        if (!after) throw new OperatorRefusal(400, "querystring.cursor: is not a cursor this API gave");
        const older = or(
          lt(operatorRounds.createdAt, after.createdAt),
          and(eq(operatorRounds.createdAt, after.createdAt), lt(operatorRounds.id, after.id)),
        );
        if (older) conditions.push(older);
      }
      const rows = await db
        .select()
        .from(operatorRounds)
        .where(and(...conditions))
        .orderBy(desc(operatorRounds.createdAt), desc(operatorRounds.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        data: page.map(roundView),
        next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
    },

    /** One round of the operator's with its wallet transactions and its replay address. */
    async round(operatorId: string, roundId: string) {
      const [row] = await db
        .select()
        .from(operatorRounds)
        .where(and(eq(operatorRounds.id, roundId), eq(operatorRounds.operatorId, operatorId)));
      if (!row) throw new OperatorRefusal(404, `Round not found: ${roundId}`);
      const transactions = await db
        .select()
        .from(operatorTransactions)
        .where(eq(operatorTransactions.roundId, roundId))
        .orderBy(operatorTransactions.createdAt);
      const order: Record<TransactionKind, number> = { bet: 0, win: 1, rollback: 1 };
      return {
        ...roundView(row),
        outcome: row.outcome,
        replay_url: row.outcome ? new URL(siteRoutes.demoReplay(row.game, row.id), siteUrl).toString() : null,
        transactions: transactions
          .sort((a, b) => order[a.kind] - order[b.kind])
          .map((transaction) => ({
            transaction_id: transaction.id,
            kind: transaction.kind,
            amount: transaction.amount,
            status: transaction.status,
            attempts: transaction.attempts,
            balance_after: transaction.balanceAfter,
            last_error: transaction.lastError,
            next_attempt_at:
              transaction.status === "pending" && transaction.kind !== "bet"
                ? transaction.nextAttemptAt.toISOString()
                : null,
            created_at: transaction.createdAt.toISOString(),
            answered_at: transaction.answeredAt?.toISOString() ?? null,
          })),
      };
    },
  };
}

function roundView(row: RoundRow) {
  return {
    round_id: row.id,
    session_id: row.sessionId,
    player_id: row.playerId,
    game: row.game,
    rtp_version: row.rtpVersion,
    jurisdiction: row.jurisdiction,
    currency: row.currency,
    bet: row.betMinor,
    win: row.winMinor,
    status: row.status,
    refusal: row.refusal,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

function encodeCursor(row: Pick<RoundRow, "createdAt" | "id">): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}

export type OperatorRounds = ReturnType<typeof createOperatorRounds>;
export type { DemoRound };
