import type { AccountRole, AccountStatus } from "@quillspin/contracts";
import { and, eq, exists, gt, isNull, notInArray } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/database";
import type { AccessClaims, AccessTokens } from "./access-tokens";
import { AccountFailure } from "./account-failure";
import { closedStatuses } from "./account-profile";
import { accounts, refreshTokens } from "./accounts.tables";
import { sessionEndedMessage } from "./sessions";

/** The caller behind a valid access token, read fresh from the database on every request. */
export interface SignedInAccount {
  id: string;
  email: string;
  name: string;
  role: AccountRole;
  status: AccountStatus;
  /** The session (refresh token family) the access token belongs to. */
  sessionId: string;
}

export type AccessCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler: any signed-in account, pending partners included; sets `request.account`. */
    authenticate: AccessCheck;
    /** preHandler: a signed-in, approved account with one of the roles, e.g. `app.requireRole("editor", "admin")`. */
    requireRole(...roles: AccountRole[]): AccessCheck;
  }
  interface FastifyRequest {
    /** Set by `authenticate` and `requireRole`; null on routes that use neither. */
    account: SignedInAccount | null;
  }
}

export const signInMessage = "Sign in to continue.";
export const pendingApprovalMessage =
  "Your partner account is waiting for approval. Downloads open as soon as we have approved it.";

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i;

/**
 * The account of the token, if it still exists, is not disabled, and its session is still live: the
 * family's current refresh token is neither revoked (logout, password reset, refresh token reuse)
 * nor expired. That token's expiry is the sooner of the idle timeout and the session's 12-hour end,
 * so a session that timed out ends its access tokens as surely as a logout does, even one a leaked
 * secret could re-sign with a fresh `exp`. Reading the role and status here means an approval or a
 * role change applies from the next request.
 */
async function findSignedInAccount(db: Db, claims: AccessClaims, now: Date): Promise<SignedInAccount | null> {
  const liveSession = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, claims.sessionId),
        eq(refreshTokens.accountId, accounts.id),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.rotatedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  const [account] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      name: accounts.name,
      role: accounts.role,
      status: accounts.status,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, claims.accountId),
        notInArray(accounts.status, closedStatuses),
        exists(liveSession),
      ),
    );
  return account ? { ...account, sessionId: claims.sessionId } : null;
}

function refuse(reply: FastifyReply, challenge: string, message: string): never {
  reply.header("www-authenticate", challenge);
  throw new AccountFailure(401, message);
}

/** For handlers behind `authenticate` or `requireRole`: the account, typed as present. */
export function signedInAccount(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw new AccountFailure(401, signInMessage);
  return request.account;
}

function listOfRoles(roles: readonly AccountRole[]): string {
  return roles.length > 1 ? `${roles.slice(0, -1).join(", ")} or ${roles.at(-1)}` : (roles[0] ?? "");
}

/**
 * For checks after `authenticate`: refuses with 403 unless the signed-in account has one of the roles
 * and has been approved.
 */
export function requireSignedInRole(request: FastifyRequest, roles: readonly AccountRole[]): void {
  const account = signedInAccount(request);
  if (!roles.includes(account.role)) {
    throw new AccountFailure(403, `Only ${listOfRoles(roles)} accounts can use this.`);
  }
  if (account.status !== "approved") throw new AccountFailure(403, pendingApprovalMessage);
}

export const authenticationPlugin = fp(
  async (app: FastifyInstance, { accessTokens }: { accessTokens: AccessTokens }) => {
    app.decorateRequest("account", null);

    const authenticate: AccessCheck = async (request, reply) => {
      const token = BEARER.exec(request.headers.authorization ?? "")?.[1];
      if (!token) refuse(reply, 'Bearer realm="quillspin"', signInMessage);
      const now = new Date();
      const claims = await accessTokens.verify(token, now);
      const account = claims && (await findSignedInAccount(app.database.db, claims, now));
      if (!account) refuse(reply, 'Bearer realm="quillspin", error="invalid_token"', sessionEndedMessage);
      request.account = account;
    };

    app.decorate("authenticate", authenticate);
    app.decorate("requireRole", (...roles: AccountRole[]): AccessCheck => {
      return async (request, reply) => {
        await authenticate(request, reply);
        requireSignedInRole(request, roles);
      };
    });
  },
  { name: "authentication" },
);
