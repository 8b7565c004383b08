import {
  apiErrorSchema,
  gameSlugParamSchema,
  partnerRtpVersionsResponseSchema,
  rtpVersionChoicesRequestSchema,
  rtpVersionChoicesResponseSchema,
} from "@quillspin/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chooseRtpVersions, partnerRtpVersions } from "./rtp-version-choices";

const access =
  "Approved partners only: `Authorization: Bearer <accessToken>`. Anonymous callers get 401, pending partners and staff 403: a choice belongs to a partner's own account.";
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The signed-in partner; the role hook lets no one else through. */
function partnerOf(request: FastifyRequest) {
  const account = request.account;
  if (!account) throw new Error("the role hook lets only signed-in partners through");
  return { id: account.id, email: account.email, name: account.name };
}

/**
 * The RTP version an approved partner plays each game at per market (decision 28): read, and chosen,
 * with every choice in the audit log. Access is decided here on every request.
 */
export const rtpVersionChoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.requireRole("partner"));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/partner/rtp-versions",
    {
      schema: {
        tags: ["partner area"],
        summary: "The markets, and every game's RTP versions with the version picked per market",
        description: access,
        response: { 200: partnerRtpVersionsResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await partnerRtpVersions(app.database.db, partnerOf(request).id) }),
  );

  app.post(
    "/partner/rtp-versions/:slug",
    {
      schema: {
        tags: ["partner area"],
        summary: "Pick the RTP version of a game for one or more markets",
        description: `${access} Picking the stated version clears the market's choice; markets not listed keep theirs. A market the list lacks or a version the game does not offer is a 400 naming the field.`,
        params: z.object({ slug: gameSlugParamSchema }),
        body: rtpVersionChoicesRequestSchema,
        response: {
          200: rtpVersionChoicesResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...refusals,
        },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const choices = await chooseRtpVersions(app.database.db, partnerOf(request), slug, request.body);
      return { data: { slug, choices } };
    },
  );
};
