import { Link, useActionData, useLoaderData, useRouteError } from "react-router";
import { reportFiltersOf } from "../../accounts/integration/report-query";
import { readPostedForm } from "../../forms/posted-form.server";
import { adminIntegrationsMessages } from "../../locale/areas/admin-integrations";
import { useMessages } from "../../locale/locale-context";
import { AdminErrorView } from "../admin-error-view";
import { adminErrorMeta, adminMeta } from "../admin-meta";
import { requireStaff } from "../staff-session.server";
import type { Route } from "./+types/integration.route";
import { loadOperatorIntegration, resolveStuckTransaction } from "./integration-page.server";
import { OperatorReportSection } from "./operator-report";
import { StuckTransactionList } from "./stuck-transaction-list";
// The report is drawn by the client area's own report components, in their styles.
import "../../accounts/integration/integration.css";
import "./integrations.css";

export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  const operatorId = args.params.operatorId;
  const filters = reportFiltersOf(new URL(args.request.url).searchParams);
  return { operatorId, filters, ...(await loadOperatorIntegration(api, operatorId, filters)) };
}

/** The resolve forms post here, with and without scripts; the page then shows the list as it is now. */
export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  return resolveStuckTransaction(api, args.params.operatorId, await readPostedForm(args.request));
}

/** One operator's integration: what its wallet still owes, resolved by hand, and its report and signals. */
export default function AdminIntegration() {
  const { operatorId, filters, stuck, more, report, signals, refusal } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const messages = useMessages(adminIntegrationsMessages).adminIntegrations;
  const t = messages.operator;
  const done = answer?.done
    ? messages.resolve.done(answer.done.kind, answer.done.action, answer.done.changed)
    : null;
  const listed = stuck.some((transaction) => transaction.transaction_id === answer?.transactionId);
  // A refusal is said in its row's form; when the row has left the list (resolved meanwhile), here.
  const notice = done ?? (listed ? null : answer?.posted.summary);
  return (
    <>
      <header className="admin-page__header">
        <p className="integration-back">
          <Link to="/admin/integrations">{t.back}</Link>
        </p>
        <h1>
          {t.h1} <code>{operatorId}</code>
        </h1>
        <p className="admin-page__lead">{t.lead}</p>
      </header>
      {notice ? (
        <p className={`admin-notice${done ? "" : " admin-notice--refused"}`} role="status">
          {notice}
        </p>
      ) : null}
      <section aria-labelledby="stuck-title">
        <h2 id="stuck-title">{t.stuckTitle}</h2>
        <p>{t.stuckLead}</p>
        <p data-stuck-count>
          {stuck.length === 0 ? t.nothingOwed : t.owed(stuck.length)}
          {more ? t.more : ""}
        </p>
        {stuck.length > 0 ? <StuckTransactionList transactions={stuck} answer={answer} /> : null}
      </section>
      <OperatorReportSection
        operatorId={operatorId}
        filters={filters}
        report={report}
        signals={signals}
        refusal={refusal}
      />
    </>
  );
}

export function meta({ data, error }: Route.MetaArgs) {
  if (error || !data) return adminErrorMeta(error);
  return adminMeta(`Operator ${data.operatorId}`);
}

export function ErrorBoundary() {
  return <AdminErrorView error={useRouteError()} />;
}
