import {
  apiErrorSchema,
  fraudSignalsSchema,
  type OperatorReportQuery,
  operatorReportQuerySchema,
  operatorReportSchema,
  reportRangeQuerySchema,
} from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fraudSignals } from "../fraud/fraud-signals";
import { operatorReport } from "../reports/operator-report";
import { fraudSignalsNote, reportCsvNote, reportNote } from "../reports/report-routes-text";
import { sendReportCsv } from "../reports/send-report-csv";
import { partnerAccess, partnerOf, partnerRefusals } from "./partner-access";

/**
 * The partner's report of their sandbox's rounds (JSON for the chart, CSV for a spreadsheet) and its
 * fraud signals: their own operator's rounds only, found from the bearer token, never from a parameter.
 */
export const partnerReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const clock = app.operatorClock;
  /** A partner who never issued credentials has an operator id of none: an empty report, not a 404. */
  const operatorIdOf = async (accountId: string) =>
    (await app.operatorCredentials.ofAccount(accountId))?.id ?? null;

  const reportOf = async (accountId: string, query: OperatorReportQuery) =>
    operatorReport(db, await operatorIdOf(accountId), query, clock());

  app.get(
    "/partner/integration/reports",
    {
      schema: {
        tags: ["partner area"],
        summary: "The sandbox's report: bets, wins, GGR, rounds and RTP per game, day and currency",
        description: `${partnerAccess} ${reportNote} Filter by \`currency\` and \`game\` (slug).`,
        querystring: operatorReportQuerySchema,
        response: { 200: operatorReportSchema, 400: apiErrorSchema, ...partnerRefusals },
      },
    },
    async (request) => reportOf(partnerOf(request).id, request.query),
  );

  app.get(
    "/partner/integration/reports.csv",
    {
      schema: {
        tags: ["partner area"],
        summary: "The sandbox's report as CSV",
        description: `${partnerAccess} ${reportCsvNote} ${reportNote}`,
        querystring: operatorReportQuerySchema,
        produces: ["text/csv"],
        response: { 400: apiErrorSchema, ...partnerRefusals },
      },
    },
    async (request, reply) => {
      const report = await reportOf(partnerOf(request).id, request.query);
      return sendReportCsv(reply, report);
    },
  );

  app.get(
    "/partner/integration/fraud-signals",
    {
      schema: {
        tags: ["partner area"],
        summary: "Fraud signals on the sandbox's rounds, with the rounds behind each",
        description: `${partnerAccess} ${fraudSignalsNote} Empty before credentials are issued.`,
        querystring: reportRangeQuerySchema,
        response: { 200: fraudSignalsSchema, 400: apiErrorSchema, ...partnerRefusals },
      },
    },
    async (request) => fraudSignals(db, await operatorIdOf(partnerOf(request).id), request.query, clock()),
  );
};
