import { z } from "zod";
import { gameSlugParamSchema } from "./games";
import { jurisdictionIds } from "./jurisdictions";
import { marketIdSchema } from "./rtp-versions";

/** `POST /v1/operator/sessions`: a sandbox session for an operator's test player. */
export const operatorSessionRequestSchema = z.object({
  player_id: z.string().trim().min(1).max(128),
  currency: z.string().regex(/^[A-Z]{3}$/, { error: "is not an ISO 4217 code such as EUR" }),
  game: gameSlugParamSchema,
  jurisdiction: z.enum(jurisdictionIds).optional(),
  rtp: z.number().int().optional(),
  /**
   * A market of the partner's RTP choices (`GET /v1/partner/rtp-versions`): the session plays the
   * version picked for the game in that market and the market's build, unless `rtp` or `jurisdiction`
   * name others.
   */
  market: marketIdSchema.optional(),
  language: z.string().min(2).max(35).optional(),
  lobby_url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
});
export type OperatorSessionRequest = z.infer<typeof operatorSessionRequestSchema>;

/** Its answer (201): the session id, also in `game_url`'s query as `session`. */
export const operatorSessionCreatedSchema = z.object({ session_id: z.uuid(), game_url: z.url() });
