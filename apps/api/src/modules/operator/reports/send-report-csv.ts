import type { OperatorReport } from "@quillspin/contracts";
import type { FastifyReply } from "fastify";
import { reportCsv, reportCsvFileName } from "./report-csv";

/** Answers a report as a CSV download (the route's schema has no 200 body: the OpenAPI says text/csv). */
export function sendReportCsv(reply: FastifyReply, report: OperatorReport) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${reportCsvFileName(report)}"`)
    .send(reportCsv(report));
}
