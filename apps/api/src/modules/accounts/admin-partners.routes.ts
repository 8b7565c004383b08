import {
  accountProfileSchema,
  apiErrorSchema,
  partnerListQuerySchema,
  partnerListResponseSchema,
} from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listAccounts } from "./account-directory";
import { toAccountProfile } from "./account-profile";
import { approvePartner } from "./partner-approval";

const partnerParamsSchema = z.object({ id: z.uuid("Partner id must be a UUID") });

/** Partner accounts for admins: who is waiting, and approving them. */
export const adminPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.addHook("preHandler", app.requireRole("admin"));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/partners",
    {
      schema: {
        tags: ["admin"],
        summary: "Partner accounts, waiting ones first",
        description: "Admins only: `Authorization: Bearer <accessToken>` of an approved admin account.",
        querystring: partnerListQuerySchema,
        response: {
          200: partnerListResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      const { rows, meta } = await listAccounts(db, { roles: ["partner"], status, page, limit });
      return { data: rows.map(toAccountProfile), meta };
    },
  );

  app.post(
    "/partners/:id/approve",
    {
      schema: {
        tags: ["admin"],
        summary: "Approve a partner account and email the partner",
        description:
          "Admins only. Approving an approved partner changes nothing; a disabled account answers 409.",
        params: partnerParamsSchema,
        response: {
          200: z.object({ data: accountProfileSchema }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const partner = await approvePartner(db, { id: request.params.id }, app.config.siteUrl);
      return { data: toAccountProfile(partner) };
    },
  );
};
