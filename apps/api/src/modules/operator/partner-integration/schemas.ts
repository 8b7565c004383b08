import {
  gameSlugParamSchema,
  idempotencyKeySchema,
  operatorSessionRequestSchema,
  singleLineText,
} from "@quillspin/contracts";
import { z } from "zod";
import { operatorRoundsQuerySchema, operatorTransactionSchema } from "../operator.schemas";
import { roundStatuses } from "../operator.tables";

/** The partner's schemas for the sandbox: test players, launches, rounds, the outbox and the wallet check. */

const playerId = singleLineText(z.string().trim().min(1).max(128));
const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const currencyCode = z.string().regex(/^[A-Z]{3}$/, { error: "is not an ISO 4217 code such as EUR" });

export const testPlayersQuerySchema = z.object({
  cursor: z.string().max(200).optional().describe("`next_cursor` of the previous page"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const testPlayerSchema = z.object({
  player_id: z.string(),
  currency: z.string(),
  minor_unit_exponent: z.number().int().describe("Digits after the point: EUR 2, JPY 0"),
  balance: minorUnits.describe("The play balance on the reference wallet, in minor units"),
  created_at: z.string(),
});

export const testPlayersResponseSchema = z.object({
  data: z.array(testPlayerSchema),
  next_cursor: z.string().nullable(),
});

export const testPlayerParamsSchema = z.object({ player_id: playerId });

export const topUpHeadersSchema = z.looseObject({
  "idempotency-key": idempotencyKeySchema.meta({
    description:
      "Required: any unique string (a UUID is ideal), at most 128 printable characters. The same key again answers the first top-up and adds nothing; with another amount, player or currency it is a 422.",
  }),
});

export const topUpRequestSchema = z.object({
  amount: z
    .number()
    .int({ error: "must be a whole number of the currency's minor units" })
    .positive({ error: "must be more than 0" })
    .max(Number.MAX_SAFE_INTEGER)
    .describe("Minor units to add, e.g. 5000 for 50.00 EUR"),
  currency: currencyCode,
});

export const topUpResponseSchema = z.object({
  player_id: z.string(),
  currency: z.string(),
  balance: minorUnits,
  top_up: minorUnits.describe("What this top-up added"),
  replayed: z.boolean().describe("True when the key was seen before: this is the first answer again"),
});

/** A launch from the client area: the Operator API's session request, with a default test player. */
export const sandboxLaunchRequestSchema = operatorSessionRequestSchema
  .pick({ game: true, currency: true, jurisdiction: true, rtp: true, market: true, language: true })
  .extend({
    player_id: playerId.optional().describe("The test player; `test-player` when left out"),
  });

export const partnerRoundsFilterSchema = operatorRoundsQuerySchema
  .omit({ cursor: true, limit: true })
  .extend({
    game: gameSlugParamSchema.optional(),
    status: z.enum(roundStatuses).optional(),
  });

export const partnerRoundsQuerySchema = partnerRoundsFilterSchema.extend({
  cursor: operatorRoundsQuerySchema.shape.cursor,
  limit: operatorRoundsQuerySchema.shape.limit,
});

export const stuckTransactionSchema = operatorTransactionSchema
  .pick({
    transaction_id: true,
    kind: true,
    amount: true,
    attempts: true,
    last_error: true,
    created_at: true,
  })
  .extend({
    round_id: z.uuid(),
    player_id: z.string(),
    game: z.string(),
    currency: z.string(),
    next_attempt_at: z.string().describe("When the game server sends it again"),
  });

export const stuckTransactionsResponseSchema = z.object({
  data: z.array(stuckTransactionSchema),
  more: z.boolean().describe("True when more are owed than this list shows (the oldest come first)"),
});

export const walletCheckRequestSchema = z.object({
  wallet: z
    .enum(["configured", "reference"])
    .default("configured")
    .describe(
      "`configured`: the wallet URL you set (the reference wallet if none); `reference`: the studio's",
    ),
});

const exchangeSchema = z.object({
  operation: z.string(),
  request: z.object({ headers: z.record(z.string(), z.string()), body: z.record(z.string(), z.unknown()) }),
  answer: z.union([
    z.object({ status: z.number().int(), body: z.unknown(), ms: z.number() }),
    z.object({ error: z.string(), ms: z.number() }),
  ]),
});

export const walletCheckReportSchema = z.object({
  passed: z.boolean(),
  url: z.string(),
  operator_id: z.string(),
  currency: z.string(),
  scenarios: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      passed: z.boolean(),
      detail: z.string().describe("What was expected and, on failure, what happened instead"),
      exchanges: z.array(exchangeSchema),
    }),
  ),
});
