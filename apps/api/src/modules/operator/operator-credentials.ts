import { credentialChangeSeconds } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { recordAudit } from "../audit/audit-log";
import { operators } from "./operator.tables";
import { newOperatorId, newOperatorSecret, seal, unseal } from "./sealed-secrets";

/** An operator as the game server uses it: its secret opened, its wallet and currencies. */
export interface Operator {
  id: string;
  accountId: string;
  secret: string;
  /** Null: the studio's reference wallet. */
  walletUrl: string | null;
  currencies: string[];
  status: "active" | "revoked";
}

export interface OperatorOwner {
  id: string;
  email: string;
  name: string;
}

export interface CredentialsDependencies {
  db: Db;
  /** AUTH_SECRET first, then the previous ones: the first seals, any opens. */
  authSecrets: readonly string[];
}

/**
 * How long an instance keeps an operator it read: a round reads its operator three times (the spin and
 * the reference wallet's bet and win), so a spin costs no statement for it while it is fresh. Changes
 * made here drop it at once; another instance's revocation or new secret reaches this one within it,
 * which is what the partner is told (`credentialChangeSeconds`).
 */
const operatorFreshMs = credentialChangeSeconds * 1000;
/** Operators kept at most: a few partners play at once; past that the oldest read goes first. */
const operatorsKept = 1_000;

export function createOperatorCredentials({ db, authSecrets }: CredentialsDependencies) {
  const [sealingSecret] = authSecrets;
  if (!sealingSecret) throw new Error("operator secrets need the API's AUTH_SECRET");
  const recent = new Map<string, { operator: Operator; readAt: number }>();
  /** Moves on with every change committed here: a read begun before it is not kept. */
  let generation = 0;
  const forgetRecent = () => {
    generation++;
    recent.clear();
  };

  async function read(id: string): Promise<Operator | null> {
    const [row] = await db.select().from(operators).where(eq(operators.id, id));
    if (!row) return null;
    const secret = unseal(row.secretSealed, authSecrets);
    if (secret === null) return null;
    return {
      id: row.id,
      accountId: row.accountId,
      secret,
      walletUrl: row.walletUrl,
      currencies: row.currencies,
      status: row.status,
    };
  }

  /** The operator, from this instance's memory while fresh; an unknown id is read every time. */
  async function find(id: string): Promise<Operator | null> {
    const kept = recent.get(id);
    const now = Date.now();
    if (kept && now - kept.readAt < operatorFreshMs) return kept.operator;
    recent.delete(id);
    const readIn = generation;
    const operator = await read(id);
    if (operator && readIn === generation) {
      if (recent.size >= operatorsKept) recent.delete(recent.keys().next().value as string);
      recent.set(id, { operator, readAt: now });
    }
    return operator;
  }

  return {
    find,

    async ofAccount(accountId: string): Promise<Operator | null> {
      const [row] = await db
        .select({ id: operators.id })
        .from(operators)
        .where(eq(operators.accountId, accountId));
      return row ? find(row.id) : null;
    },

    /**
     * The partner's credentials: a new operator the first time, afterwards the same operator id with a
     * new secret (the old one stops working on this instance at once, on the others within
     * `credentialChangeSeconds`), active again if it was revoked. The secret is answered here and never again.
     */
    async issue(owner: OperatorOwner, now = new Date()): Promise<{ operator_id: string; secret: string }> {
      const secret = newOperatorSecret();
      const secretSealed = seal(secret, sealingSecret);
      return db
        .transaction(async (tx) => {
          const [existing] = await tx
            .select({ id: operators.id, status: operators.status })
            .from(operators)
            .where(eq(operators.accountId, owner.id))
            .for("update");
          const id = existing?.id ?? newOperatorId();
          if (existing) {
            await tx
              .update(operators)
              .set({ secretSealed, status: "active", secretIssuedAt: now, updatedAt: now })
              .where(eq(operators.id, id));
          } else {
            await tx.insert(operators).values({
              id,
              accountId: owner.id,
              secretSealed,
              createdAt: now,
              secretIssuedAt: now,
              updatedAt: now,
            });
          }
          await recordAudit(
            tx,
            {
              actor: owner,
              action: existing ? "operator.rotate-secret" : "operator.create",
              subject: { type: "operator", id, label: owner.email },
              before: existing ? { status: existing.status } : null,
              after: { status: "active", secret_issued_at: now.toISOString() },
            },
            now,
          );
          return { operator_id: id, secret };
        })
        .finally(forgetRecent);
    },

    /** Revokes the partner's credentials: every signed call with them is refused until reissued. */
    async revoke(owner: OperatorOwner, now = new Date()): Promise<boolean> {
      return db
        .transaction(async (tx) => {
          const [row] = await tx
            .update(operators)
            .set({ status: "revoked", updatedAt: now })
            .where(eq(operators.accountId, owner.id))
            .returning({ id: operators.id });
          if (!row) return false;
          await recordAudit(
            tx,
            {
              actor: owner,
              action: "operator.revoke",
              subject: { type: "operator", id: row.id, label: owner.email },
              after: { status: "revoked" },
            },
            now,
          );
          return true;
        })
        .finally(forgetRecent);
    },

    /** Sets the wallet (null: the reference wallet) and currencies; false when the partner has no operator. */
    async configure(
      owner: OperatorOwner,
      settings: { walletUrl: string | null; currencies: string[] },
      now = new Date(),
    ): Promise<string | null> {
      return db
        .transaction(async (tx) => {
          const [before] = await tx
            .select({ id: operators.id, walletUrl: operators.walletUrl, currencies: operators.currencies })
            .from(operators)
            .where(eq(operators.accountId, owner.id))
            .for("update");
          if (!before) return null;
          await tx
            .update(operators)
            .set({ walletUrl: settings.walletUrl, currencies: settings.currencies, updatedAt: now })
            .where(eq(operators.id, before.id));
          await recordAudit(
            tx,
            {
              actor: owner,
              action: "operator.configure",
              subject: { type: "operator", id: before.id, label: owner.email },
              before: { wallet_url: before.walletUrl, currencies: before.currencies },
              after: { wallet_url: settings.walletUrl, currencies: settings.currencies },
            },
            now,
          );
          return before.id;
        })
        .finally(forgetRecent);
    },
  };
}

export type OperatorCredentials = ReturnType<typeof createOperatorCredentials>;
