import { apiErrorSchema } from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { profilesSummary } from "../../demos/profile-rules";
import { operatorSessionCreatedSchema } from "../operator.schemas";
import { marketList } from "../session-market";
import { activeOperatorOf, partnerAccess, partnerOf, partnerRefusals } from "./partner-access";
import { sandboxLaunchRequestSchema } from "./schemas";

/** The test player a launch plays as when the partner names none. */
export const defaultTestPlayer = "test-player";

/**
 * "Launch in the sandbox" from the client area: the same session `POST /v1/operator/sessions` opens,
 * through the same service, authorised by the partner's token instead of the operator's signature.
 */
export const partnerSandboxLaunchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/partner/integration/sessions",
    {
      schema: {
        tags: ["partner area"],
        summary: "Launch a game in the sandbox as a test player",
        description: `${partnerAccess} Opens the session \`POST /v1/operator/sessions\` opens, as your operator, against your wallet (or the reference wallet): its balance is asked first, a refusal is a 409 and no answer a 502. \`currency\` must be one of your currencies; \`rtp\` picks an RTP version and \`jurisdiction\` a profile: ${profilesSummary()}; \`market\` (one of ${marketList}) plays your RTP choice for the game in that market and the market's profile, where they name none. Without credentials, or with revoked ones, a 409 says so. Audited.`,
        body: sandboxLaunchRequestSchema,
        response: {
          201: operatorSessionCreatedSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
          ...partnerRefusals,
        },
      },
    },
    async (request, reply) => {
      const partner = partnerOf(request);
      const operator = await activeOperatorOf(app.operatorCredentials, partner);
      const { player_id, ...session } = request.body;
      const opened = await app.operatorRounds.openSession(
        operator,
        { ...session, player_id: player_id ?? defaultTestPlayer },
        partner,
      );
      return reply.code(201).send(opened);
    },
  );
};
