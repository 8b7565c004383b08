import { z } from "zod";
import { demoRoundSchema, demoRoundSummarySchema, demoRtpVersionSchema, demoSessionSchema } from "./demos";
import { jurisdictionIds } from "./jurisdictions";

// Not re-exported from the package's index (`@quillspin/contracts/sandbox-sessions`): the index's
// schemas reach every page that imports a schema from it, and only the player reads these.
/**
 * A sandbox session is the operator's test player's: the player page tells it from a demo session by
 * the `mode=sandbox` its `game_url` carries, since both ids are UUIDs (`demoSessionIdSchema`).
 */
export const sandboxSessionIdSchema = z.uuid({ error: "is not a session id" });
export const sandboxMode = "sandbox";

const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * `GET /v1/operator-sessions/{id}`: the session as its game reads it. Money is integers of the
 * currency's ISO 4217 minor unit (`minor_unit_exponent` digits after the point); `balance` is what the
 * wallet reported just now. The game's own terms (buys, Double Chance, free-spins choice, tiers) are the
 * demo session's, so the one player plays both.
 */
export const sandboxSessionSchema = z.object({
  session_id: z.uuid(),
  mode: z.literal(sandboxMode),
  game: z.string(),
  name: z.string(),
  player_id: z.string(),
  currency: z.string(),
  minor_unit_exponent: z.number().int().min(0).max(4),
  balance: minorUnits,
  bets: z.array(minorUnits),
  rtp_version: z.number().int(),
  /** The RTP version as the rules screen names it (decision 28). */
  rtp: demoRtpVersionSchema,
  jurisdiction: z.enum(jurisdictionIds),
  buy_options: demoSessionSchema.shape.buy_options,
  double_chance: demoSessionSchema.shape.double_chance,
  free_spin_choices: demoSessionSchema.shape.free_spin_choices,
  max_win: z.number(),
  win_tiers: demoSessionSchema.shape.win_tiers,
  /** Rounds drawn in the session so far. */
  rounds: z.number().int().min(0),
  /** Everything won less everything staked in the session's drawn rounds, in minor units. */
  net_position: z.number().int(),
  started_at: z.string(),
  lobby_url: z.string().nullable(),
  expires_at: z.string(),
});
export type SandboxSession = z.infer<typeof sandboxSessionSchema>;

/** `POST /v1/operator-sessions/{id}/spins`: the bet in minor units, one of the session's `bets`. */
export const sandboxSpinRequestSchema = z.object({
  round_id: z.uuid().optional(),
  bet: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  buy: z.string().max(64).optional(),
  double_chance: z.boolean().optional(),
  choice: z.number().int().min(0).max(10).optional(),
});
export type SandboxSpinRequest = z.infer<typeof sandboxSpinRequestSchema>;

/**
 * Its answer: the round as drawn (its `bet`, `cost` and `win` in major units, as the engine plays
 * them), the same three in minor units, and the balance as the wallet last reported it. `pending`: the
 * wallet has not acknowledged the win yet; the game server sends it again until it does.
 */
export const sandboxSpinResponseSchema = z.object({
  round: demoRoundSchema,
  currency: z.string(),
  bet: minorUnits,
  cost: minorUnits,
  win: minorUnits,
  balance: minorUnits.describe("The balance as the wallet last reported it"),
  settlement: z.enum(["settled", "pending"]),
});
export type SandboxSpinResponse = z.infer<typeof sandboxSpinResponseSchema>;

/** `GET /v1/operator-sessions/{id}/rounds`: the session's drawn rounds, newest first, in minor units. */
export const sandboxRoundsResponseSchema = z.object({ data: z.array(demoRoundSummarySchema) });
