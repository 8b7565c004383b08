import { apiErrorSchema, auditListQuerySchema, auditListResponseSchema } from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffAccessNote, staffSection } from "../admin/staff-access";
import { listAuditEvents } from "./audit-log";

/** The audit log, for administrators only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  staffSection(app, "admin");

  app.get(
    "/audit",
    {
      schema: {
        tags: ["admin"],
        summary: "Staff actions, newest first: who did what to which record, with before and after",
        description: `${staffAccessNote.admins} \`action\` is an exact action (\`news.publish\`) or an area (\`news\`); \`actor\` matches part of an email or name.`,
        querystring: auditListQuerySchema,
        response: {
          200: auditListResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listAuditEvents(db, request.query),
  );
};
