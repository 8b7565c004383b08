import { z } from "zod";
import { jurisdictionIds } from "./jurisdictions";
import { singleLineText } from "./text";

/**
 * Demo play: a visitor's demo session holds a play-money balance on the server; the browser sends bets
 * and renders the rounds the server's engine draws. Money here is play money ("FUN"), never real.
 */

/** `GET /v1/games/{slug}/demo`: the demo player's address with a fresh demo session (site.md section 7). */
export const demoLaunchSchema = z.object({
  game_url: z.string().url(),
});
export type DemoLaunch = z.infer<typeof demoLaunchSchema>;

/** A jurisdiction profile's id (`jurisdictionProfiles` holds each profile's rules). */
export const jurisdictionSchema = z.enum(jurisdictionIds, { error: "pick uk, mt or com (com when absent)" });

/**
 * `GET /v1/games/{slug}/demo?rtp=94&jurisdiction=uk`: the RTP version to play (decision 28), an integer
 * percent, the game's stated version when absent; and the jurisdiction profile the session plays under
 * (decision 31), `com` when absent.
 */
export const demoLaunchQuerySchema = z.object({
  rtp: z.coerce.number().int().min(1).max(100).optional(),
  jurisdiction: jurisdictionSchema.default("com"),
});
export type DemoLaunchQuery = z.infer<typeof demoLaunchQuerySchema>;

/**
 * The RTP version a demo session plays, as its rules screen names it: `id` (94), the RTP a player is
 * told (the stated one, or the target a lower version is calibrated to) and the share of the paytable every pay is
 * worth in it.
 */
export const demoRtpVersionSchema = z.object({
  id: z.number().int(),
  rtp: z.number().positive(),
  stated: z.boolean(),
  pay_scale: z.number().positive().max(1),
});
export type DemoRtpVersion = z.infer<typeof demoRtpVersionSchema>;

export const demoSessionIdSchema = z.string().uuid();

export const cardColourSchema = z.enum(["red", "black"]);
export type CardColour = z.infer<typeof cardColourSchema>;

export const demoWinTierSchema = z.enum(["big", "super", "mega"]);
export type DemoWinTier = z.infer<typeof demoWinTierSchema>;

const positionSchema = z.tuple([z.number().int(), z.number().int()]);

/** One paid combination, in multiples of the total bet. */
export const demoWinSchema = z.object({
  kind: z.enum(["line", "ways", "cluster", "scatter", "coins", "collect", "jackpot", "bonus"]),
  symbol: z.string(),
  count: z.number(),
  pay: z.number(),
  multiplier: z.number(),
  positions: z.array(positionSchema),
  line: z.number().int().optional(),
  ways: z.number().int().optional(),
});

/** Symbol keys reel by reel, top row first. */
const symbolGridSchema = z.array(z.array(z.string()));

/** One screen the player shows: a spin, a cascade, a free spin, a respin or a bonus settlement. */
export const demoStepSchema = z.object({
  phase: z.enum(["base", "cascade", "free-spin", "respin", "bonus"]),
  /** The screen as it pays, after any wild spread over it. */
  grid: symbolGridSchema.optional(),
  /**
   * The screen as the reels stopped, only on a step where a wild then spread over its reel (Quest of
   * Ra's Falcon): the reels land on it before the spread shows, and scatters count on it. Rounds stored
   * before steps carried it have none.
   */
  landed: symbolGridSchema.optional(),
  /** Value carried by each cell (coin value, multiplier), reel by reel; 0 when none. */
  values: z.array(z.array(z.number())).optional(),
  wins: z.array(demoWinSchema),
  /** The step's pay in multiples of the total bet. */
  win: z.number(),
  multiplier: z.number().optional(),
  spinsLeft: z.number().int().optional(),
  spin: z.number().int().optional(),
});
export type DemoStep = z.infer<typeof demoStepSchema>;

/** Feature events in the order they happened (free spins awarded, jackpots, wheel stops, ...). */
export const demoEventSchema = z.object({ type: z.string() }).catchall(z.unknown());
export type DemoEvent = z.infer<typeof demoEventSchema>;

export const demoRoundSchema = z.object({
  id: z.string().uuid(),
  bet: z.number(),
  /** What the round cost: the bet, the bet times the Double Chance stake, or the buy price. */
  cost: z.number(),
  buy: z.string().nullable(),
  double_chance: z.boolean(),
  win_multiple: z.number(),
  win: z.number(),
  capped: z.boolean(),
  tier: demoWinTierSchema.nullable(),
  features: z.array(z.string()),
  steps: z.array(demoStepSchema),
  events: z.array(demoEventSchema),
});
export type DemoRound = z.infer<typeof demoRoundSchema>;

/** A win the player may gamble: its amount and how many moves are left on it. */
export const demoGambleOfferSchema = z.object({
  stake: z.number(),
  move: z.number().int().min(1),
});

export const demoSessionSchema = z.object({
  id: demoSessionIdSchema,
  game: z.string(),
  name: z.string(),
  currency: z.literal("FUN"),
  balance: z.number(),
  starting_balance: z.number(),
  /** The bets the player can pick, within the game's bet range, lowest first. */
  bets: z.array(z.number()).min(1),
  bet: z.number(),
  /** Each buy's price in multiples of the bet, as the catalogue states it (100x, 200x). */
  buy_options: z.array(z.object({ id: z.string(), label: z.string(), price: z.number() })),
  double_chance: z.object({ stake: z.number(), label: z.string() }).nullable(),
  free_spin_choices: z.object({ options: z.array(z.string()), default: z.number().int() }).nullable(),
  max_win: z.number(),
  /** Big, Super and Mega Win thresholds, in multiples of the bet. */
  win_tiers: z.object({ big: z.number(), super: z.number(), mega: z.number() }),
  gamble: demoGambleOfferSchema.nullable(),
  rtp_version: demoRtpVersionSchema,
  /** The jurisdiction profile every round of the session plays under, fixed at launch. */
  jurisdiction: jurisdictionSchema,
  rounds: z.number().int(),
  /** When the session was launched: its elapsed time counts from here. */
  started_at: z.string().datetime(),
  /** Everything won less everything staked in the session (spins, buys and gamble moves); refills aside. */
  net_position: z.number(),
  expires_at: z.string().datetime(),
});
export type DemoSession = z.infer<typeof demoSessionSchema>;

/** `POST /v1/demo-sessions/{id}/spins`. `round_id` makes a retried request return the same round. */
export const demoSpinRequestSchema = z.object({
  round_id: z.string().uuid(),
  bet: z.number().positive(),
  buy: singleLineText(z.string().min(1).max(64)).nullable().optional(),
  double_chance: z.boolean().optional(),
  choice: z.number().int().min(0).max(9).optional(),
  /**
   * Present when autoplay plays the round: `run` is the same for every round of one autoplay, and
   * `loss_limit` (play money) is what the run may lose at most. A profile without autoplay refuses it;
   * one that needs a loss limit refuses it without one.
   */
  autoplay: z
    .object({
      run: z.string().uuid(),
      loss_limit: z.number().positive().max(1_000_000).optional(),
    })
    .optional(),
});
export type DemoSpinRequest = z.infer<typeof demoSpinRequestSchema>;

export const demoSpinResponseSchema = z.object({
  data: z.object({ round: demoRoundSchema, session: demoSessionSchema }),
});
export type DemoSpinResponse = z.infer<typeof demoSpinResponseSchema>;

/** `POST /v1/demo-sessions/{id}/gamble`: RED or BLACK on the pending win. */
export const demoGambleRequestSchema = z.object({ guess: cardColourSchema });

export const demoGambleResponseSchema = z.object({
  data: z.object({
    card: z.object({ suit: z.string(), colour: cardColourSchema }),
    correct: z.boolean(),
    win: z.number(),
    session: demoSessionSchema,
  }),
});
export type DemoGambleResponse = z.infer<typeof demoGambleResponseSchema>;

export const demoSessionResponseSchema = z.object({ data: demoSessionSchema });
export type DemoSessionResponse = z.infer<typeof demoSessionResponseSchema>;

/** One line of a session's history: when the round was played, its bet and cost, and its win. */
export const demoRoundSummarySchema = z.object({
  id: z.string().uuid(),
  played_at: z.string().datetime(),
  bet: z.number(),
  cost: z.number(),
  win: z.number(),
});
export type DemoRoundSummary = z.infer<typeof demoRoundSummarySchema>;

/** `GET /v1/demo-sessions/{id}/rounds`: the session's rounds, newest first. */
export const demoSessionRoundsResponseSchema = z.object({ data: z.array(demoRoundSummarySchema) });

/**
 * `GET /v1/demo-rounds/{id}`: a round as it was played, kept for its public replay: the game, the RTP
 * version and profile it was played at, and the round itself (steps, events, bet and win).
 */
export const demoReplaySchema = z.object({
  game: z.object({ slug: z.string(), name: z.string() }),
  rtp_version: demoRtpVersionSchema,
  jurisdiction: jurisdictionSchema,
  played_at: z.string().datetime(),
  /** When the replay goes: the round is purged then and its address answers 404. */
  expires_at: z.string().datetime(),
  /**
   * Null for a demo round (FUN). A round of an operator's sandbox session (issue 28) names its ISO 4217
   * currency: the round's `bet`, `cost` and `win` are then major units of it (test money, not FUN).
   */
  currency: z.string().nullable(),
  round: demoRoundSchema,
});
export type DemoReplay = z.infer<typeof demoReplaySchema>;

export const demoReplayResponseSchema = z.object({ data: demoReplaySchema });
