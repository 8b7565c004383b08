import { z } from "zod";

/**
 * How a figure was obtained: `exact` is computed from the reel weights and rules (src/exact), with no
 * sampling error; `simulated` is measured on the sheet's seeded rounds, with its 95% interval where one
 * applies; `reasoned` is argued from the paytable, multipliers and caps (the largest reachable win).
 */
export const parMethodSchema = z.enum(["exact", "simulated", "reasoned"]);

const share = z.number().min(0).max(100);

const sourceSchema = z.object({
  /** `base-lines`, `free-spins`, `jackpots`... (the engine's `PaySource`). */
  source: z.string(),
  /** Share of the amount staked returned by this source, in per cent. */
  rtp: z.number(),
  /** Half-width of the 95% interval in percentage points; 0 for an exact figure. */
  ci95: z.number().min(0),
  method: parMethodSchema,
  /** For an exact source, what the simulation measured for it (a check of the exact figure). */
  simulated: z.number().optional(),
});

const percentileSchema = z.object({ percentile: z.number(), win: z.number().min(0) });

const exceedanceSchema = z.object({
  /** The threshold, in multiples of the bet. */
  atLeast: z.number(),
  /** Share of rounds whose win reached it, in per cent, and the half-width of its 95% interval. */
  probability: share,
  ci95: z.number().min(0),
  /** 1 in N rounds; null when no round reached it. */
  oneIn: z.number().nullable(),
  method: parMethodSchema,
});

const hourSchema = z.object({
  speed: z.string(),
  label: z.string(),
  spinsPerHour: z.number().int().positive(),
  hours: z.number().int().min(0),
  /** Share of simulated hours that ended with more won than staked, in per cent, with its 95% interval. */
  ahead: share,
  ci95: z.number().min(0),
  method: parMethodSchema,
});

export const parModeSchema = z.object({
  /** `base`, `buy:<option>` or `double-chance`, as in the RTP reports. */
  mode: z.string(),
  label: z.string(),
  /** What one round of this mode costs, in multiples of the bet. */
  price: z.number().positive(),
  rounds: z.number().int().positive(),
  seed: z.number().int(),
  rtp: z.object({
    total: z.number(),
    /** The interval of the simulated part: the exact part has none. */
    ci95: z.number().min(0),
    method: parMethodSchema,
    exactPart: z.number(),
    simulatedPart: z.number(),
  }),
  sources: z.array(sourceSchema),
  /** Share of rounds that won anything, in per cent: every source, scatters and features included. */
  hitFrequency: z.object({ value: share, ci95: z.number().min(0), method: parMethodSchema }),
  /**
   * For each source whose hits the maths gives exactly (the base screen's line or ways wins, with the
   * scatter pays where one award carries both): the share of rounds in which that source paid, in per
   * cent, with what the simulation measured beside it as a check. Not the round's hit frequency, which
   * also counts the sources and features the figure leaves out.
   */
  sourceHitFrequency: z
    .array(
      z.object({
        source: z.string(),
        value: share,
        method: parMethodSchema,
        simulated: share,
        simulatedCi95: z.number().min(0),
      }),
    )
    .optional(),
  features: z.array(
    z.object({
      feature: z.string(),
      /** Share of rounds that triggered it, in per cent; `oneIn` its frequency as 1 in N rounds. */
      rate: share,
      oneIn: z.number().nullable(),
      method: parMethodSchema,
    }),
  ),
  /** Standard deviation of the win per round, per unit staked. */
  standardDeviation: z.number().min(0),
  /** 90% confidence volatility index: 1.645 x the standard deviation. */
  volatilityIndex: z.number().min(0),
  /** Win-size percentiles in multiples of the bet, of every round and of winning rounds only. */
  percentiles: z.object({ all: z.array(percentileSchema), winning: z.array(percentileSchema) }),
  exceedance: z.array(exceedanceSchema),
  maxWin: z.object({
    hits: z.number().int().min(0),
    /** 1 in N rounds when the cap was reached; otherwise null and `upperBound95` says how rare it is. */
    oneIn: z.number().nullable(),
    /** Rule of three: with no hit in n rounds, the chance is below 3 / n at 95% confidence (per cent). */
    upperBound95: z.number().nullable(),
    method: parMethodSchema,
  }),
  largestObserved: z.number().min(0),
  /** Hours of play at each speed (base game only). */
  hours: z.array(hourSchema),
});

export const parSheetSchema = z.object({
  schema: z.literal(1),
  game: z.string(),
  name: z.string(),
  generatedAt: z.string(),
  statedRtp: z.number(),
  /** The stated max win: the cap each round is cut at, in multiples of the bet. */
  maxWin: z.number().positive(),
  /** The largest win a round of this model can produce, and how that is known. */
  largestReachableWin: z.object({
    win: z.number().positive(),
    /**
     * `cap-reached`: the cap is reachable (a replayable round, or unlimited retriggers); `below-cap`: the
     * maths cannot reach the cap and `win` is its largest pay; `cap-is-bound`: not settled, `win` is the cap.
     */
    status: z.enum(["cap-reached", "below-cap", "cap-is-bound"]),
    method: parMethodSchema,
    reasoning: z.string(),
  }),
  volatilityIndexDefinition: z.string(),
  modes: z.array(parModeSchema).min(1),
});

export type ParMethod = z.infer<typeof parMethodSchema>;
export type ParMode = z.infer<typeof parModeSchema>;
export type ParSheet = z.infer<typeof parSheetSchema>;
