import { randomUUID } from "node:crypto";
import type { SessionTokens } from "@quillspin/contracts";
import { and, eq, gt, isNull, min } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { DbExecutor } from "../mail/outbox";
import { type AccessTokens, accessTokenLifetimeSeconds } from "./access-tokens";
import { AccountFailure } from "./account-failure";
import type { AccountRow } from "./account-profile";
import { accounts, refreshTokens } from "./accounts.tables";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-tokens";
import { recordStaffSession } from "./staff-sign-ins";

/**
 * ASVS 3.3.2 at level 2: sign in again after 12 hours however active the session, or after
 * 30 minutes without a refresh. Each refresh token lives 30 minutes; a session (a family of
 * rotated tokens) never outlives 12 hours from its sign-in.
 */
export const sessionIdleSeconds = 30 * 60;
export const sessionLifetimeSeconds = 12 * 60 * 60;

export const sessionEndedMessage = "Your session has ended. Sign in again.";

type SessionAccount = Pick<AccountRow, "id" | "role" | "status">;

function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

async function issueTokens(
  db: DbExecutor,
  account: SessionAccount,
  familyId: string,
  familyStartedAt: Date,
  accessTokens: AccessTokens,
  now: Date,
): Promise<SessionTokens> {
  const { token, tokenHash } = newOpaqueToken();
  const idleEnd = addSeconds(now, sessionIdleSeconds);
  const familyEnd = addSeconds(familyStartedAt, sessionLifetimeSeconds);
  await db.insert(refreshTokens).values({
    accountId: account.id,
    familyId,
    tokenHash,
    createdAt: now,
    expiresAt: idleEnd < familyEnd ? idleEnd : familyEnd,
  });
  const accessToken = await accessTokens.issue(
    { accountId: account.id, sessionId: familyId, role: account.role, status: account.status },
    now,
  );
  return { accessToken, refreshToken: token, expiresIn: accessTokenLifetimeSeconds };
}

/** Signs an account in: a new session (refresh token family) and its first pair of tokens. */
export function startSession(
  db: DbExecutor,
  account: SessionAccount,
  accessTokens: AccessTokens,
  now = new Date(),
): Promise<SessionTokens> {
  return issueTokens(db, account, randomUUID(), now, accessTokens, now);
}

async function revokeFamily(db: DbExecutor, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Signs an account out everywhere: after a password change or reset, or when it is disabled. */
export async function endAllSessions(db: DbExecutor, accountId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
}

type Rotation =
  | { outcome: "rotated"; tokens: SessionTokens }
  | { outcome: "reused"; accountId: string }
  | { outcome: "refused" };

/**
 * Trades a refresh token for a new pair. The token is marked rotated in the same statement that
 * checks it, so of two requests with one token only one wins. A token that was already rotated is
 * being replayed, by a thief or by the owner after theft: the whole family is revoked, which signs
 * out both, and the caller gets a 401 like any other refused token.
 */
export async function refreshSession(
  db: Db,
  refreshToken: string,
  accessTokens: AccessTokens,
  now = new Date(),
): Promise<{ tokens: SessionTokens } | { reusedBy: string }> {
  const tokenHash = hashOpaqueToken(refreshToken);
  const rotation = await db.transaction(async (tx): Promise<Rotation> => {
    const [current] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!current) {
      const [known] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      if (known?.rotatedAt && !known.revokedAt) {
        await revokeFamily(tx, known.familyId, now);
        return { outcome: "reused", accountId: known.accountId };
      }
      return { outcome: "refused" };
    }
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, current.accountId));
    if (!account || account.status === "disabled") {
      await revokeFamily(tx, current.familyId, now);
      return { outcome: "refused" };
    }
    const [family] = await tx
      .select({ startedAt: min(refreshTokens.createdAt) })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, current.familyId));
    const startedAt = family?.startedAt ?? current.createdAt;
    const tokens = await issueTokens(tx, account, current.familyId, startedAt, accessTokens, now);
    return { outcome: "rotated", tokens };
  });
  if (rotation.outcome === "rotated") return { tokens: rotation.tokens };
  if (rotation.outcome === "reused") return { reusedBy: rotation.accountId };
  throw new AccountFailure(401, sessionEndedMessage);
}

/**
 * Signs out the session a refresh token belongs to, and logs a staff member's sign-out with it.
 * Unknown or already ended sessions are ignored: the result is the same.
 */
export async function endSession(db: Db, refreshToken: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [known] = await tx
      .select({
        familyId: refreshTokens.familyId,
        revokedAt: refreshTokens.revokedAt,
        account: { id: accounts.id, email: accounts.email, name: accounts.name, role: accounts.role },
      })
      .from(refreshTokens)
      .innerJoin(accounts, eq(accounts.id, refreshTokens.accountId))
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));
    if (!known || known.revokedAt) return;
    await revokeFamily(tx, known.familyId, now);
    await recordStaffSession(tx, known.account, "sign-out", now);
  });
}
