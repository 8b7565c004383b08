import {
  apiErrorSchema,
  staffAccountAnswerSchema,
  staffInvitationAnswerSchema,
  staffInvitationListResponseSchema,
  staffInvitationRequestSchema,
  staffInvitationValidHours,
  staffListResponseSchema,
  staffRoleChangeRequestSchema,
} from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { staffAccessNote, staffSection } from "../admin/staff-access";
import { signedInAccount } from "./authentication.plugin";
import { changeStaffRole, disableStaff, enableStaff, listStaff } from "./staff-accounts";
import { inviteStaff, listOpenInvitations, resendInvitation, revokeInvitation } from "./staff-invitations";

const idParamsSchema = z.object({ id: z.uuid("The id must be a UUID") });

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

const lastAdmin = "Leaving no active administrator answers 409.";

/** The studio's own people for admins: who is on the staff, inviting more, roles and access. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { siteUrl } = app.config;

  staffSection(app, "admin");

  app.get(
    "/staff",
    {
      schema: {
        tags: ["admin"],
        summary: "Editors and administrators, with their last sign-in",
        description: staffAccessNote.admins,
        response: { 200: staffListResponseSchema, ...errors },
      },
    },
    async () => ({ data: await listStaff(db) }),
  );

  app.get(
    "/staff/invitations",
    {
      schema: {
        tags: ["admin"],
        summary: "Invitations that can still be accepted",
        description: staffAccessNote.admins,
        response: { 200: staffInvitationListResponseSchema, ...errors },
      },
    },
    async () => ({ data: await listOpenInvitations(db) }),
  );

  app.post(
    "/staff/invitations",
    {
      schema: {
        tags: ["admin"],
        summary: "Invite an editor or administrator by email",
        description: `${staffAccessNote.admins} Mails a single-use link that works for ${staffInvitationValidHours} hours. An address with an account or an open invitation answers 409.`,
        body: staffInvitationRequestSchema,
        response: { 201: staffInvitationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invitation = await inviteStaff(db, request.body, signedInAccount(request), siteUrl);
      return reply.code(201).send({ data: invitation });
    },
  );

  app.post(
    "/staff/invitations/:id/resend",
    {
      schema: {
        tags: ["admin"],
        summary: "Mail a new link for an invitation, with a new expiry",
        description: `${staffAccessNote.admins} The earlier link stops working. An accepted or revoked invitation answers 409.`,
        params: idParamsSchema,
        response: { 200: staffInvitationAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await resendInvitation(db, request.params.id, signedInAccount(request), siteUrl),
    }),
  );

  app.post(
    "/staff/invitations/:id/revoke",
    {
      schema: {
        tags: ["admin"],
        summary: "Revoke an invitation so its link stops working",
        description: `${staffAccessNote.admins} An accepted or revoked invitation answers 409.`,
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeInvitation(db, request.params.id, signedInAccount(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/staff/:id/role",
    {
      schema: {
        tags: ["admin"],
        summary: "Make a staff member an editor or an administrator",
        description: `${staffAccessNote.admins} ${lastAdmin}`,
        params: idParamsSchema,
        body: staffRoleChangeRequestSchema,
        response: { 200: staffAccountAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await changeStaffRole(db, request.params.id, request.body.role, signedInAccount(request)),
    }),
  );

  app.post(
    "/staff/:id/disable",
    {
      schema: {
        tags: ["admin"],
        summary: "Disable a staff account and sign it out everywhere",
        description: `${staffAccessNote.admins} ${lastAdmin}`,
        params: idParamsSchema,
        response: { 200: staffAccountAnswerSchema, ...errors },
      },
    },
    async (request) => ({ data: await disableStaff(db, request.params.id, signedInAccount(request)) }),
  );

  app.post(
    "/staff/:id/enable",
    {
      schema: {
        tags: ["admin"],
        summary: "Re-enable a disabled staff account",
        description: staffAccessNote.admins,
        params: idParamsSchema,
        response: { 200: staffAccountAnswerSchema, ...errors },
      },
    },
    async (request) => ({ data: await enableStaff(db, request.params.id, signedInAccount(request)) }),
  );
};
