import { Readable } from "node:stream";
import {
  apiErrorSchema,
  subscriberCountsQuerySchema,
  subscriberCountsResponseSchema,
  subscriberErasureRequestSchema,
  subscriberErasureResponseSchema,
  subscriberListQuerySchema,
  subscriberListResponseSchema,
} from "@quillspin/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../plugins/errors";
import { signedInAccount } from "../accounts/authentication.plugin";
import { staffAccessNote, staffSection } from "../admin/staff-access";
import { countSubscribersOverTime, listSubscribers, TooManyPeriods } from "./subscribers.directory";
import { eraseSubscriber } from "./subscribers.erasure";
import { auditSubscriberExport, confirmedSubscribersCsv } from "./subscribers.export";

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Streamed: the rows are read batch by batch while the client downloads. */
function sendCsv(reply: FastifyReply, fileName: string, chunks: () => AsyncIterable<string>) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .send(Readable.from(chunks()));
}

const actorOf = (account: { id: string; email: string; name: string }) => ({
  id: account.id,
  email: account.email,
  name: account.name,
});

/** The newsletter list for administrators: counts, search, export and erasure on request. */
export const subscriberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  staffSection(app, "admin");

  app.get(
    "/subscribers",
    {
      schema: {
        tags: ["admin"],
        summary: "Newsletter subscribers, newest sign-up first, searchable by address and status",
        description: staffAccessNote.admins,
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberListResponseSchema, ...refusals },
      },
    },
    async (request) => listSubscribers(db, request.query),
  );

  app.get(
    "/subscribers/counts",
    {
      schema: {
        tags: ["admin"],
        summary: "Pending, confirmed and unsubscribed subscriptions at the end of each day, week or month",
        description: `${staffAccessNote.admins} The range is in UTC, from \`from\` to \`to\` (the last 30 days by default), at most 366 periods.`,
        querystring: subscriberCountsQuerySchema,
        response: { 200: subscriberCountsResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      try {
        return await countSubscribersOverTime(db, request.query);
      } catch (error) {
        if (error instanceof TooManyPeriods) return reply.code(400).send(apiError(400, error.message));
        throw error;
      }
    },
  );

  app.get(
    "/subscribers/export.csv",
    {
      schema: {
        tags: ["admin"],
        summary: "The confirmed subscribers as CSV: address, confirmation time, consent time",
        description: `${staffAccessNote.admins} Cells a spreadsheet would run as a formula start with a single quote. The export is audited with its count, not its addresses.`,
        produces: ["text/csv"],
        response: { 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const asOf = new Date();
      await auditSubscriberExport(db, actorOf(signedInAccount(request)), asOf);
      return sendCsv(reply, `quillspin-subscribers-${asOf.toISOString().slice(0, 10)}.csv`, () =>
        confirmedSubscribersCsv(db, asOf),
      );
    },
  );

  app.delete(
    "/subscribers/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Erase a subscriber on request: the address goes from the list, the outbox and the log",
        description: `${staffAccessNote.admins} A pending sign-up is deleted; a confirmed or withdrawn one keeps only its dates, for the counts. Answers 404 for an unknown or already erased id.`,
        params: subscriberErasureRequestSchema,
        response: { 200: subscriberErasureResponseSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const erased = await eraseSubscriber(db, request.params.id, actorOf(signedInAccount(request)));
      if (!erased)
        return reply
          .code(404)
          .send(apiError(404, "id: no subscriber has this id; the address may already be erased"));
      return erased;
    },
  );
};
