// An operator for the load tools (the bench's rounds rows, the scale test's fault phase): an approved
// partner stored as the back office would leave one, and sandbox sessions opened as an operator's
// platform opens them, through the signed Operator API.
import { randomBytes } from "node:crypto";
import { operatorApi } from "@quillspin/contracts";
import type { Db } from "../../apps/api/src/db/database";
import { accounts } from "../../apps/api/src/modules/accounts/accounts.tables";
import { hashPassword } from "../../apps/api/src/modules/accounts/password-hashing";
import { signedHeaders } from "../../apps/api/src/modules/operator/signing";

export interface OperatorCredentialsIssued {
  operatorId: string;
  secret: string;
}

/** An approved partner with an unguessable password nobody knows: it only owns the operator. */
export async function insertApprovedPartner(
  db: Db,
  who: { name: string; company: string; emailPrefix: string },
): Promise<{ id: string; email: string; name: string }> {
  const now = new Date();
  const [account] = await db
    .insert(accounts)
    .values({
      email: `${who.emailPrefix}.${randomBytes(5).toString("hex")}@operator.example`,
      name: who.name,
      company: who.company,
      jobTitle: "Platform engineer",
      passwordHash: await hashPassword(randomBytes(24).toString("base64url")),
      role: "partner",
      status: "approved",
      termsAcceptedAt: now,
      approvedAt: now,
      emailVerifiedAt: now,
    })
    .returning();
  if (!account) throw new Error(`${who.company}'s partner account was not stored`);
  return { id: account.id, email: account.email, name: account.name };
}

/** Opens a sandbox session of `playerId` in EUR; its id, and the smallest bet it takes. */
export async function openSignedSession(
  origin: string,
  credentials: OperatorCredentialsIssued,
  playerId: string,
  game: string,
): Promise<{ id: string; bet: number }> {
  const body = JSON.stringify({ player_id: playerId, currency: "EUR", game });
  const opened = await fetch(`${origin}/v1${operatorApi.sessions}`, {
    method: "POST",
    headers: {
      ...signedHeaders(credentials.operatorId, credentials.secret, body),
      "content-type": "application/json",
    },
    body,
  });
  if (opened.status !== 201)
    throw new Error(`opening a sandbox session: ${opened.status} ${await opened.text()}`);
  const { session_id: id } = (await opened.json()) as { session_id: string };
  const session = await fetch(`${origin}/v1/operator-sessions/${id}`);
  const { bets } = (await session.json()) as { bets: number[] };
  return { id, bet: bets[0] ?? 0 };
}
