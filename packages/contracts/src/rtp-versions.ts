import { z } from "zod";
import { jurisdictionSchema } from "./demos";

/**
 * RTP versions (decision 28): each game's stated RTP and its lower versions (the game engine's
 * `lowerVersionTargets`), which the game page lists, the demo plays (`?rtp=94`) and a partner picks
 * per market in the client area.
 */

/** A market's id (`markets` in the content package holds the list, which the API checks against). */
export const marketIdSchema = z.string().regex(/^[a-z]{2,8}$/);

/** One version as partners and the game page see it: its id, the RTP told to players and its proof. */
export const rtpVersionSchema = z.object({
  id: z.number().int(),
  /** The RTP players are told: the stated one, or the target a lower version is calibrated to. */
  rtp: z.number().positive(),
  target: z.number().positive(),
  stated: z.boolean(),
  pay_scale: z.number().positive().max(1),
  /** The independent simulation's figure on the verification seed; null until measured. */
  verified: z
    .object({
      rtp: z.number().positive(),
      ci95: z.number().nonnegative(),
      spins: z.number().int().positive(),
      seed: z.number().int(),
    })
    .nullable(),
});
export type RtpVersionView = z.infer<typeof rtpVersionSchema>;

/** `GET /v1/partner/rtp-versions`: the markets, and every game with its versions and the partner's picks. */
export const partnerRtpVersionsResponseSchema = z.object({
  data: z.object({
    /** Each market with the jurisdiction profile its demo links launch (decision 31). */
    markets: z.array(
      z.object({
        id: marketIdSchema,
        name: z.string(),
        regulator: z.string(),
        jurisdiction: jurisdictionSchema,
      }),
    ),
    games: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        versions: z.array(rtpVersionSchema).min(1),
        /** The version picked per market; a market not listed plays the stated version. */
        choices: z.array(z.object({ market: marketIdSchema, version: z.number().int() })),
      }),
    ),
  }),
});
export type PartnerRtpVersions = z.infer<typeof partnerRtpVersionsResponseSchema>["data"];

/**
 * `POST /v1/partner/rtp-versions/{slug}`: the versions picked for the markets listed; a market given the
 * stated version keeps no stored choice. Markets not listed are left as they are.
 */
export const rtpVersionChoicesRequestSchema = z.object({
  choices: z
    .array(z.object({ market: marketIdSchema, version: z.number().int() }))
    .min(1)
    .max(50)
    .refine((choices) => new Set(choices.map((choice) => choice.market)).size === choices.length, {
      message: "each market at most once",
    }),
});
export type RtpVersionChoicesRequest = z.infer<typeof rtpVersionChoicesRequestSchema>;

export const rtpVersionChoicesResponseSchema = z.object({
  data: z.object({
    slug: z.string(),
    choices: z.array(z.object({ market: marketIdSchema, version: z.number().int() })),
  }),
});
