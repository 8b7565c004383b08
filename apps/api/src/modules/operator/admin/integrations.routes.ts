import {
  adminIntegrationsQuerySchema,
  adminIntegrationsResponseSchema,
  apiErrorSchema,
  fraudSignalsSchema,
  operatorReportQuerySchema,
  operatorReportSchema,
  reportRangeQuerySchema,
  stuckTransactionResolutionResultSchema,
  stuckTransactionResolutionSchema,
} from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInAccount } from "../../accounts/authentication.plugin";
import { staffAccessNote, staffSection } from "../../admin/staff-access";
import { fraudSignals } from "../fraud/fraud-signals";
import { answerRefusals } from "../operator.routes";
import { OperatorRefusal } from "../operator-rounds.service";
import { stuckTransactionsResponseSchema } from "../partner-integration/schemas";
import { stuckTransactions } from "../partner-integration/stuck-transactions";
import { operatorReport } from "../reports/operator-report";
import { fraudSignalsNote, reportCsvNote, reportNote } from "../reports/report-routes-text";
import { sendReportCsv } from "../reports/send-report-csv";
import { integrationExists, listIntegrations } from "./integrations-directory";
import { resolveStuckTransaction } from "./resolve-stuck-transaction";

const adminsOnly = `${staffAccessNote.admins} Editors and partners get 403.`;

const operatorParamsSchema = z.object({
  operator_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, {
    error: "Operator id must be an operator id from the integrations list",
  }),
});

const transactionParamsSchema = operatorParamsSchema.extend({
  transaction_id: z.uuid({ error: "Transaction id must be a transaction id from the stuck list" }),
});

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** How many owed transactions the back office lists at once. */
const STUCK_LIMIT = 200;

/**
 * Operators' integrations in the back office (issue 28), for administrators: every integration with its
 * counts, one operator's stuck wins and rollbacks, resolving one by hand (audited), and the same report
 * and fraud signals partners see, for any operator.
 */
export const adminIntegrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const clock = app.operatorClock;
  staffSection(app, "admin");
  answerRefusals(app);

  async function existing(operatorId: string): Promise<string> {
    if (!(await integrationExists(db, operatorId))) {
      throw new OperatorRefusal(404, `No integration has operator id ${operatorId}.`);
    }
    return operatorId;
  }

  app.get(
    "/integrations",
    {
      schema: {
        tags: ["admin"],
        summary: "Every operator's sandbox integration, newest first, with its rounds and stuck transactions",
        description: `${adminsOnly} Each with its partner, wallet URL (null: the reference wallet), currencies, credential status, rounds played and wins or rollbacks still owed.`,
        querystring: adminIntegrationsQuerySchema,
        response: {
          200: adminIntegrationsResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => listIntegrations(db, request.query),
  );

  app.get(
    "/integrations/:operator_id/stuck-transactions",
    {
      schema: {
        tags: ["admin"],
        summary: "One operator's wins and rollbacks its wallet has not acknowledged, oldest first",
        description: `${adminsOnly} At most ${STUCK_LIMIT}; \`more\` says when there are others.`,
        params: operatorParamsSchema,
        response: { 200: stuckTransactionsResponseSchema, ...refusals },
      },
    },
    async (request) => stuckTransactions(db, await existing(request.params.operator_id), STUCK_LIMIT),
  );

  app.post(
    "/integrations/:operator_id/stuck-transactions/:transaction_id/resolve",
    {
      schema: {
        tags: ["admin"],
        summary: "Resolve a stuck win or rollback by hand: mark it settled, or send it again now",
        description: `${adminsOnly} \`mark-settled\` when the operator confirmed their wallet moved the money: it is not sent again and its round is settled (a win) or rolled back (a rollback). \`retry\` makes it due at once; the settlement job sends it within seconds. A reason is required and both are audited. Idempotent: resolving it the same way again answers \`changed: false\` and audits nothing; retrying an acknowledged transaction is a 409.`,
        params: transactionParamsSchema,
        body: stuckTransactionResolutionSchema,
        response: { 200: stuckTransactionResolutionResultSchema, ...refusals, 409: apiErrorSchema },
      },
    },
    async (request) =>
      resolveStuckTransaction(
        db,
        { operatorId: request.params.operator_id, transactionId: request.params.transaction_id },
        request.body,
        signedInAccount(request),
        clock(),
      ),
  );

  app.get(
    "/integrations/:operator_id/reports",
    {
      schema: {
        tags: ["admin"],
        summary: "An operator's report: bets, wins, GGR, rounds and RTP per game, day and currency",
        description: `${adminsOnly} The report its partner sees. ${reportNote}`,
        params: operatorParamsSchema,
        querystring: operatorReportQuerySchema,
        response: { 200: operatorReportSchema, ...refusals },
      },
    },
    async (request) => operatorReport(db, await existing(request.params.operator_id), request.query, clock()),
  );

  app.get(
    "/integrations/:operator_id/reports.csv",
    {
      schema: {
        tags: ["admin"],
        summary: "An operator's report as CSV",
        description: `${adminsOnly} ${reportCsvNote} ${reportNote}`,
        params: operatorParamsSchema,
        querystring: operatorReportQuerySchema,
        produces: ["text/csv"],
        response: refusals,
      },
    },
    async (request, reply) =>
      sendReportCsv(
        reply,
        await operatorReport(db, await existing(request.params.operator_id), request.query, clock()),
      ),
  );

  app.get(
    "/integrations/:operator_id/fraud-signals",
    {
      schema: {
        tags: ["admin"],
        summary: "An operator's fraud signals, with the rounds behind each",
        description: `${adminsOnly} The signals its partner sees. ${fraudSignalsNote}`,
        params: operatorParamsSchema,
        querystring: reportRangeQuerySchema,
        response: { 200: fraudSignalsSchema, ...refusals },
      },
    },
    async (request) => fraudSignals(db, await existing(request.params.operator_id), request.query, clock()),
  );
};
