import { demoRoundSchema, jurisdictionIds } from "@quillspin/contracts";
import { sandboxSessionIdSchema } from "@quillspin/contracts/sandbox-sessions";
import { z } from "zod";
import { roundStatuses, transactionKinds, transactionStatuses } from "./operator.tables";

// The session's request and answer are the contract's (packages/contracts), which the guide prints.
// So are the sandbox session's, which the player page parses.
export { operatorSessionCreatedSchema, operatorSessionRequestSchema } from "@quillspin/contracts";
export {
  sandboxRoundsResponseSchema,
  sandboxSessionSchema,
  sandboxSpinRequestSchema,
  sandboxSpinResponseSchema,
} from "@quillspin/contracts/sandbox-sessions";

const playerId = z.string().trim().min(1).max(128);
const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const operatorRoundsQuerySchema = z.object({
  player_id: playerId.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const operatorRoundSchema = z.object({
  round_id: z.uuid(),
  session_id: z.uuid(),
  player_id: z.string(),
  game: z.string(),
  rtp_version: z.number().int().nullable(),
  jurisdiction: z.enum(jurisdictionIds),
  currency: z.string(),
  bet: minorUnits.describe("What the round cost, in the currency's minor units"),
  win: minorUnits.nullable().describe("Null until the outcome is drawn"),
  status: z.enum(roundStatuses),
  refusal: z.string().nullable().describe("The wallet's error code when it refused the bet"),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});

export const operatorRoundsResponseSchema = z.object({
  data: z.array(operatorRoundSchema),
  next_cursor: z.string().nullable(),
});

export const operatorTransactionSchema = z.object({
  transaction_id: z.uuid(),
  kind: z.enum(transactionKinds),
  amount: minorUnits,
  status: z.enum(transactionStatuses),
  attempts: z.number().int(),
  balance_after: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z
    .string()
    .nullable()
    .describe("A win or rollback still owed: when the game server sends it again; otherwise null"),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});

export const operatorRoundDetailSchema = operatorRoundSchema.extend({
  outcome: demoRoundSchema.nullable(),
  replay_url: z.url().nullable(),
  transactions: z.array(operatorTransactionSchema),
});

export const operatorRoundParamsSchema = z.object({ round_id: z.uuid({ error: "is not a round id" }) });

export const sandboxSessionParamsSchema = z.object({ id: sandboxSessionIdSchema });

/** The body of every wallet call (the operator's API, called by the game server). */
export const walletCallSchema = z.object({
  player_id: z.string(),
  session_id: z.string(),
  currency: z.string(),
  game: z.string(),
  round_id: z.string().optional(),
  transaction_id: z.string().optional(),
  amount: z.unknown().optional(),
  rollback_transaction_id: z.string().optional(),
});

export const walletAnswerSchema = z.object({ balance: minorUnits });
export const walletErrorSchema = z.object({ error: z.string() });

export const sandboxTopUpSchema = z.object({
  player_id: playerId,
  currency: z.string().regex(/^[A-Z]{3}$/, { error: "is not an ISO 4217 code such as EUR" }),
  amount: z.number().int().positive().max(1_000_000_000_000),
});
