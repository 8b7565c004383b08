import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { issueResetLink } from "./password-reset";
import { passwordResetRequests } from "./password-reset-requests.tables";

/** Records an accepted request: one insert of the email, the same for every address. */
export async function recordResetRequest(db: Db, email: string): Promise<void> {
  await db.insert(passwordResetRequests).values({ email });
}

/**
 * Resolves the oldest pending request, in one transaction with the link and mail it causes, so a
 * request is resolved once or stays queued. `SKIP LOCKED` lets several API instances resolve at
 * once without taking the same request. False when none is left.
 */
async function resolveOldest(db: Db, siteUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(passwordResetRequests)
      .orderBy(asc(passwordResetRequests.requestedAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!request) return false;
    await issueResetLink(tx, request.email, siteUrl);
    await tx.delete(passwordResetRequests).where(eq(passwordResetRequests.id, request.id));
    return true;
  });
}

/** Resolves every pending request; answers how many. */
export async function resolveResetRequests(db: Db, siteUrl: string): Promise<number> {
  let resolved = 0;
  while (await resolveOldest(db, siteUrl)) resolved += 1;
  return resolved;
}

export interface ResetQueueLog {
  error(details: object, message: string): void;
}

export interface PasswordResetQueueOptions {
  db: Db;
  siteUrl: string;
  log: ResetQueueLog;
  /**
   * How often a started queue looks for requests on its own, for those another API instance
   * accepted and could not resolve before it stopped. Its own requests are resolved at once.
   */
  pollIntervalMs?: number;
}

/**
 * Takes "forgot password" requests and resolves them after the answer: the route records the
 * request and answers, then the queue runs. Nothing is resolved before `start()`, which resolves
 * what earlier processes left first; tests that never start it call `resolveResetRequests`.
 */
export class PasswordResetQueue {
  private readonly options: Required<PasswordResetQueueOptions>;
  private started = false;
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private runAgain = false;

  constructor(options: PasswordResetQueueOptions) {
    this.options = { pollIntervalMs: 30_000, ...options };
  }

  /** Records the request durably; it is resolved once the caller has had its answer. */
  async accept(email: string): Promise<void> {
    await recordResetRequest(this.options.db, email);
    this.nudge();
  }

  start(): void {
    this.started = true;
    this.nudge();
  }

  /** Lets a round in progress finish; what is still queued waits for the next start. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.round;
  }

  private nudge(): void {
    if (!this.started) return;
    if (this.round) {
      this.runAgain = true;
      return;
    }
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.runRound(), delayMs);
  }

  private runRound(): void {
    this.timer = null;
    const { db, siteUrl, log, pollIntervalMs } = this.options;
    this.round = resolveResetRequests(db, siteUrl)
      .then(
        () => undefined,
        // The request stays queued and the next round tries it again.
        (error: unknown) => log.error({ err: error }, "password reset requests not resolved"),
      )
      .finally(() => {
        this.round = null;
        const again = this.runAgain;
        this.runAgain = false;
        if (this.started) this.schedule(again ? 0 : pollIntervalMs);
      });
  }
}
