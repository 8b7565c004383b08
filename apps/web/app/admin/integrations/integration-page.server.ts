import {
  adminIntegrationsResponseSchema,
  fraudSignalsSchema,
  operatorReportSchema,
  stuckTransactionResolutionResultSchema,
  stuckTransactionResolutionSchema,
} from "@quillspin/contracts";
import { data } from "react-router";
import type { StuckTransaction } from "../../accounts/integration/integration-types";
import { type ReportFilters, reportQueryOf } from "../../accounts/integration/report-query";
import type { ApiClient, Query } from "../../api/api-client";
import { ApiRequestError } from "../../api/api-request-error";
import { rethrowAsPageError } from "../../errors/api-page-error.server";
import { submitForm } from "../../forms/form-action";
import { apiUnreachable } from "../admin-action-outcome.server";
import { emptyResolution, type ResolutionAnswer } from "./resolution-fields";

/** The API's paths of one operator's integration (decision 46), its id encoded once here. */
export function integrationApiPath(operatorId: string, rest = ""): string {
  return `/admin/integrations/${encodeURIComponent(operatorId)}${rest}`;
}

export async function listIntegrations(api: ApiClient, query: Query) {
  return api.get("/admin/integrations", query, { schema: adminIntegrationsResponseSchema });
}

/**
 * An operator id the API refuses (400: not an operator id at all) or does not know (404) is a page that
 * does not exist; any other failure is the page's error view.
 */
function operatorPageError(error: unknown): never {
  if (error instanceof ApiRequestError && (error.status === 400 || error.status === 404)) {
    throw data(null, { status: 404 });
  }
  return rethrowAsPageError(error);
}

/**
 * Everything the operator's page shows for the report's filters (the page's address, as the partner's
 * Reports page reads them): its owed wins and rollbacks, its report and its fraud signals. Filters the
 * API refuses (a range too long, a day that is not one) are its words in `refusal`, with the owed list.
 */
export async function loadOperatorIntegration(api: ApiClient, operatorId: string, filters: ReportFilters) {
  // The stuck list first: it answers 404 for an unknown operator before the others are asked.
  const stuck = await api
    .get<{ data: StuckTransaction[]; more: boolean }>(integrationApiPath(operatorId, "/stuck-transactions"))
    .catch(operatorPageError);
  const owed = { stuck: stuck.data, more: stuck.more };
  try {
    const [report, signals] = await Promise.all([
      api.get(integrationApiPath(operatorId, `/reports${reportQueryOf(filters)}`), undefined, {
        schema: operatorReportSchema,
      }),
      api.get(
        integrationApiPath(operatorId, `/fraud-signals${reportQueryOf(filters, ["from", "to"])}`),
        undefined,
        {
          schema: fraudSignalsSchema,
        },
      ),
    ]);
    return { ...owed, report, signals, refusal: null };
  } catch (error) {
    // The operator exists (its owed list answered), so a 400 is about the filters.
    if (error instanceof ApiRequestError && error.status === 400 && error.serverMessage) {
      return { ...owed, report: null, signals: null, refusal: error.serverMessage };
    }
    return operatorPageError(error);
  }
}

/** The report as CSV for the same filters, as the API writes it (its file name names the operator and the days). */
export async function operatorReportCsv(
  api: ApiClient,
  operatorId: string,
  filters: ReportFilters,
): Promise<Response> {
  return api
    .file(integrationApiPath(operatorId, `/reports.csv${reportQueryOf(filters)}`))
    .catch(operatorPageError);
}

const TRANSACTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The resolve form's post: checked with the contract's schema, then sent to the API as the signed-in
 * administrator, who is audited with the reason. Posting it again is harmless: the API answers that
 * nothing changed (or, retrying what the wallet acknowledged, says so), and the page says that.
 */
export async function resolveStuckTransaction(
  api: ApiClient,
  operatorId: string,
  formData: FormData,
): Promise<ResolutionAnswer> {
  const transactionId = String(formData.get("transaction") ?? "");
  if (!TRANSACTION_ID.test(transactionId)) {
    throw data("This transaction is not one the page listed: reload the page and try again.", {
      status: 400,
    });
  }
  const path = integrationApiPath(operatorId, `/stuck-transactions/${transactionId}/resolve`);
  const posted = await submitForm(formData, {
    schema: stuckTransactionResolutionSchema,
    initial: emptyResolution,
    send: (body) => api.post(path, body, { schema: stuckTransactionResolutionResultSchema }),
    unreachable: apiUnreachable,
  });
  return {
    transactionId,
    posted,
    done: posted.result
      ? {
          kind: posted.result.transaction.kind === "rollback" ? "rollback" : "win",
          action: posted.values.action === "retry" ? "retry" : "mark-settled",
          changed: posted.result.changed,
        }
      : null,
  };
}
