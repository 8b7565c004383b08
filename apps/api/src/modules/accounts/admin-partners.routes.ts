import {
  apiErrorSchema,
  partnerAnswerSchema,
  partnerListQuerySchema,
  partnerListResponseSchema,
  partnerRejectionRequestSchema,
} from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { staffAccessNote, staffSection } from "../admin/staff-access";
import { listAccounts } from "./account-directory";
import { toAdminPartner } from "./account-profile";
import { signedInAccount } from "./authentication.plugin";
import { approvePartner, disablePartner, enablePartner, rejectPartner } from "./partner-approval";

const partnerParamsSchema = z.object({ id: z.uuid("Partner id must be a UUID") });

const changeResponses = {
  200: partnerAnswerSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Partner accounts for admins: the queue, approving or rejecting, disabling and re-enabling. */
export const adminPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  staffSection(app, "admin");

  app.get(
    "/partners",
    {
      schema: {
        tags: ["admin"],
        summary: "Partner accounts, waiting ones first, by status and search",
        description: staffAccessNote.admins,
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
      const { status, q, page, limit } = request.query;
      const { rows, meta } = await listAccounts(db, { roles: ["partner"], status, q, page, limit });
      return { data: rows.map(toAdminPartner), meta };
    },
  );

  app.post(
    "/partners/:id/approve",
    {
      schema: {
        tags: ["admin"],
        summary: "Approve a pending partner and email them",
        description: `${staffAccessNote.admins} Approving an approved partner changes nothing; a disabled or rejected account, or an unconfirmed address, answers 409.`,
        params: partnerParamsSchema,
        response: changeResponses,
      },
    },
    async (request) => {
      const actor = signedInAccount(request);
      const partner = await approvePartner(db, request.params, app.config.siteUrl, actor);
      return { data: toAdminPartner(partner) };
    },
  );

  app.post(
    "/partners/:id/reject",
    {
      schema: {
        tags: ["admin"],
        summary: "Reject a pending registration with a reason the partner is mailed",
        description: `${staffAccessNote.admins} Only a pending registration can be rejected (409 otherwise). The partner is signed out; the mail goes only to a confirmed address.`,
        params: partnerParamsSchema,
        body: partnerRejectionRequestSchema,
        response: changeResponses,
      },
    },
    async (request) => {
      const actor = signedInAccount(request);
      const partner = await rejectPartner(db, request.params, request.body.reason, actor);
      return { data: toAdminPartner(partner) };
    },
  );

  app.post(
    "/partners/:id/disable",
    {
      schema: {
        tags: ["admin"],
        summary: "Disable a partner and sign them out everywhere",
        description: `${staffAccessNote.admins} Disabling a disabled partner changes nothing; a rejected one answers 409.`,
        params: partnerParamsSchema,
        response: changeResponses,
      },
    },
    async (request) => {
      const partner = await disablePartner(db, request.params, signedInAccount(request));
      return { data: toAdminPartner(partner) };
    },
  );

  app.post(
    "/partners/:id/enable",
    {
      schema: {
        tags: ["admin"],
        summary: "Re-enable a disabled partner",
        description: `${staffAccessNote.admins} The partner gets back the status they had: approved if they ever were, else pending. Any other status answers 409.`,
        params: partnerParamsSchema,
        response: changeResponses,
      },
    },
    async (request) => {
      const partner = await enablePartner(db, request.params, signedInAccount(request));
      return { data: toAdminPartner(partner) };
    },
  );
};
