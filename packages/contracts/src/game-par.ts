import { z } from "zod";

/**
 * A game's PAR sheet as the public game page summarises it (`GET /v1/games/{slug}/par`). Every figure names its method:
 * `exact` (computed from the reel weights), `simulated` (measured on the sheet's seeded rounds) or
 * `reasoned` (argued from the paytable and caps).
 */
export const parFigureMethodSchema = z.enum(["exact", "simulated", "reasoned"]);

export const spinSpeedSummarySchema = z.object({
  id: z.string(),
  label: z.string(),
  spinsPerHour: z.number().int().positive(),
  /** Share of simulated hours of base-game play at this speed that ended ahead, in per cent. */
  ahead: z.number().min(0).max(100),
  ci95: z.number().min(0),
  hours: z.number().int().positive(),
});

export const gameParSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The catalogue's stated RTP, in per cent: the return the game is certified at. */
  statedRtp: z.number(),
  /** The sheet's measured base-game RTP and its 95% interval, in per cent. */
  measuredRtp: z.object({ value: z.number(), ci95: z.number().min(0), method: parFigureMethodSchema }),
  maxWin: z.number().positive(),
  bet: z.object({ min: z.number().positive(), max: z.number().positive() }),
  rounds: z.number().int().positive(),
  seed: z.number().int(),
  hitFrequency: z.object({ value: z.number(), method: parFigureMethodSchema }),
  /**
   * The share of base-game rounds in which the base screen paid (its line or ways wins), in per cent, as
   * the sheet computes it exactly; null when the sheet does not give it. Not the round's hit frequency,
   * which also counts scatters and features.
   */
  baseScreenHitFrequency: z
    .object({ value: z.number().min(0).max(100), method: parFigureMethodSchema })
    .nullable(),
  volatilityIndex: z.object({ value: z.number(), method: parFigureMethodSchema }),
  atLeast100x: z.object({
    probability: z.number(),
    oneIn: z.number().nullable(),
    method: parFigureMethodSchema,
  }),
  maxWinOdds: z.object({
    hits: z.number().int().min(0),
    oneIn: z.number().nullable(),
    /** With no hit: the rule of three's 95% upper bound on the chance, in per cent. */
    upperBound95: z.number().nullable(),
    method: parFigureMethodSchema,
  }),
  largestReachableWin: z.object({
    win: z.number().positive(),
    status: z.enum(["cap-reached", "below-cap", "cap-is-bound"]),
    method: parFigureMethodSchema,
    reasoning: z.string(),
  }),
  speeds: z.array(spinSpeedSummarySchema).min(1),
});

export const gameParResponseSchema = z.object({ data: gameParSummarySchema });

export type GameParSummary = z.infer<typeof gameParSummarySchema>;
export type SpinSpeedSummary = z.infer<typeof spinSpeedSummarySchema>;
