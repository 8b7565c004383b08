import { z } from "zod";
import { pageMetaSchema, pageQuerySchema } from "./pagination";
import { singleLineText } from "./text";

/**
 * What partners and staff read of an operator's sandbox (issue 28): the report of bets, wins and GGR per
 * game, UTC day and currency, the fraud signals, and the back office's view of every integration. Shared
 * with the client area's and the back office's pages. Money is an integer of the currency's minor unit;
 * a sum of many rounds can pass 2^53, so sums travel as decimal integer strings, never as floats.
 */

/** The longest range one report or one list of signals covers, in days. */
export const maxReportDays = 92;
/** A report or a list of signals with no `from` covers this many days up to `to`. */
export const defaultReportDays = 30;
/** The most round ids (or failure times) a fraud signal lists. */
export const roundsPerFraudSignal = 20;

const day = (label: string) =>
  z.iso
    .date({ error: `${label} must be a date like 2026-01-31` })
    .optional()
    .describe(`${label}: a UTC day, YYYY-MM-DD`);

export const reportRangeQuerySchema = z.object({
  from: day("From"),
  to: day("To"),
});

export const operatorReportQuerySchema = reportRangeQuerySchema.extend({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: "Currency must be an ISO 4217 code such as EUR" })
    .optional(),
  game: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Game must be a game's slug, such as quest-of-ra" })
    .max(100, { error: "Game must be a game's slug, such as quest-of-ra" })
    .optional(),
});

/** A sum of minor units as a decimal integer string (it can pass 2^53); GGR may be negative. */
const minorUnitsSum = z
  .string()
  .regex(/^-?\d+$/)
  .describe("Minor units, as a decimal integer string (sums can pass 2^53)");

const reportFigures = {
  currency: z.string(),
  rounds: z.number().int().min(0),
  bets: minorUnitsSum.describe("What the rounds cost, in minor units"),
  wins: minorUnitsSum.describe("What the rounds paid, in minor units"),
  ggr: minorUnitsSum.describe("Gross gaming revenue: bets - wins, in minor units"),
  rtp_percent: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .nullable()
    .describe("Realised RTP, wins / bets, as a percentage with two decimals (exact, rounded half up)"),
};

export const operatorReportRowSchema = z.object({
  day: z.iso.date().describe("The UTC day the rounds began"),
  game: z.string(),
  ...reportFigures,
});

export const operatorReportTotalSchema = z.object(reportFigures);

export const operatorReportSchema = z.object({
  operator_id: z.string().nullable().describe("Null for a partner who has not issued credentials yet"),
  from: z.iso.date(),
  to: z.iso.date(),
  currency: z.string().nullable(),
  game: z.string().nullable(),
  generated_at: z.iso.datetime(),
  rows: z.array(operatorReportRowSchema),
  totals: z.array(operatorReportTotalSchema).describe("One per currency: currencies are never added up"),
});

const windowSchema = z.object({
  from: z.iso.datetime().describe("The first round (or failure) behind the flag"),
  to: z.iso.datetime().describe("The last one"),
});

export const rtpOutlierSignalSchema = z.object({
  kind: z.literal("rtp-outlier"),
  summary: z.string(),
  subject: z.object({
    player_id: z.string(),
    game: z.string(),
    rtp_version: z.number().int(),
    currency: z.string(),
  }),
  figures: z.object({
    rounds: z.number().int(),
    bets: minorUnitsSum,
    wins: minorUnitsSum,
    realised_rtp_percent: z.string(),
    stated_rtp_percent: z.number(),
    standard_error_points: z
      .number()
      .describe(
        "The standard error of the realised RTP, in percentage points, from the PAR sheet's deviation",
      ),
    standard_errors: z.number().describe("How many standard errors the realised RTP is from the stated one"),
  }),
  window: windowSchema,
  round_ids: z.array(z.uuid()).describe("The rounds that paid the most"),
});

export const fastBetsSignalSchema = z.object({
  kind: z.literal("fast-bets"),
  summary: z.string(),
  subject: z.object({
    session_id: z.uuid(),
    player_id: z.string(),
    game: z.string(),
    jurisdiction: z.string(),
  }),
  figures: z.object({
    rounds_too_fast: z.number().int(),
    fastest_gap_ms: z.number().int(),
    profile_min_round_ms: z.number().int(),
  }),
  window: windowSchema,
  round_ids: z.array(z.uuid()).describe("The rounds that began too soon after the previous one"),
});

export const signatureFailuresSignalSchema = z.object({
  kind: z.literal("signature-failures"),
  summary: z.string(),
  subject: z.object({ operator_id: z.string() }),
  figures: z.object({
    failures: z.number().int(),
    most_in_ten_minutes: z.number().int(),
    by_problem: z.record(z.string(), z.number().int()),
  }),
  window: windowSchema,
  failure_times: z.array(z.iso.datetime()).describe("The latest failures, newest first"),
});

export const fraudSignalSchema = z.discriminatedUnion("kind", [
  rtpOutlierSignalSchema,
  fastBetsSignalSchema,
  signatureFailuresSignalSchema,
]);

export const fraudSignalsSchema = z.object({
  operator_id: z.string().nullable().describe("Null for a partner who has not issued credentials yet"),
  from: z.iso.date(),
  to: z.iso.date(),
  generated_at: z.iso.datetime(),
  signals: z.array(fraudSignalSchema),
});

/** The back office's list of every operator's integration. */
export const adminIntegrationSchema = z.object({
  operator_id: z.string(),
  partner: z.object({ id: z.uuid(), name: z.string(), company: z.string(), email: z.string() }),
  wallet_url: z.string().nullable().describe("Null: the studio's reference wallet"),
  currencies: z.array(z.string()),
  credential_status: z.enum(["active", "revoked"]),
  secret_issued_at: z.iso.datetime(),
  created_at: z.iso.datetime(),
  rounds: z.number().int().min(0),
  stuck_transactions: z.number().int().min(0).describe("Wins and rollbacks the wallet has not acknowledged"),
});

export const adminIntegrationsQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const adminIntegrationsResponseSchema = z.object({
  data: z.array(adminIntegrationSchema),
  meta: pageMetaSchema,
});

export const stuckTransactionResolutions = ["mark-settled", "retry"] as const;

export const stuckTransactionResolutionSchema = z.object({
  action: z
    .enum(stuckTransactionResolutions, { error: "Action must be mark-settled or retry" })
    .describe(
      "`mark-settled`: the wallet is known to have moved the money (checked with the operator), so it is not sent again; `retry`: send it at once",
    ),
  reason: singleLineText(
    z
      .string()
      .trim()
      .min(3, { error: "Give a reason of at least 3 characters" })
      .max(500, { error: "Keep the reason under 500 characters" }),
  ),
});

export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;
export type OperatorReportQuery = z.infer<typeof operatorReportQuerySchema>;
export type OperatorReport = z.infer<typeof operatorReportSchema>;
export type FraudSignal = z.infer<typeof fraudSignalSchema>;
export type FraudSignals = z.infer<typeof fraudSignalsSchema>;
export type AdminIntegration = z.infer<typeof adminIntegrationSchema>;
export type StuckTransactionResolution = z.infer<typeof stuckTransactionResolutionSchema>;

export const stuckTransactionResolutionResultSchema = z.object({
  changed: z
    .boolean()
    .describe("False when the transaction was already resolved so: nothing changed and nothing was audited"),
  transaction: z.object({
    transaction_id: z.uuid(),
    round_id: z.uuid(),
    kind: z.enum(["bet", "win", "rollback"]),
    amount: z.number().int().min(0).describe("Minor units"),
    status: z.enum(["pending", "acknowledged", "refused"]),
    attempts: z.number().int().min(0),
    last_error: z.string().nullable(),
    next_attempt_at: z.iso.datetime().nullable().describe("While still owed: when it is sent next"),
    answered_at: z.iso.datetime().nullable(),
  }),
});
