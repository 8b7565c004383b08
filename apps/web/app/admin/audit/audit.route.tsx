import { auditListResponseSchema } from "@quillspin/contracts";
import { data, useLoaderData } from "react-router";
import { lastPageOf } from "../../api/url-query";
import { adminMeta } from "../admin-meta";
import { AdminPagination } from "../admin-pagination";
import { requireStaff } from "../staff-session.server";
import type { Route } from "./+types/audit.route";
import { AuditEntry } from "./audit-entry";
import { AuditFilterForm } from "./audit-filter-form";
import {
  AUDIT_PER_PAGE,
  auditApiQuery,
  auditPageHref,
  hasPageWithinContract,
  isFiltered,
  readAuditFilters,
} from "./audit-filters-query";
import "./audit.css";

export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  const filters = readAuditFilters(new URL(args.request.url).searchParams);
  if (!hasPageWithinContract(filters)) throw data(null, { status: 404 });
  const log = await api.get("/admin/audit", auditApiQuery(filters), { schema: auditListResponseSchema });
  const pages = lastPageOf(log.meta.total, AUDIT_PER_PAGE);
  if (filters.page > pages) throw data(null, { status: 404 });
  return { filters, events: log.data, total: log.meta.total, pages };
}

/** The audit log: every staff action, newest first, filtered through the page's address. */
export default function AdminAudit() {
  const { filters, events, total, pages } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="admin-page__header">
        <h1>Audit log</h1>
        <p className="admin-page__lead">
          Every change made by staff: who, what, when, and the record before and after.
        </p>
      </header>
      {/* Keyed by the filters: its fields start from the address again after a link changes them. */}
      <AuditFilterForm key={auditPageHref(filters, 1)} filters={filters} />
      <p className="audit-count" role="status">
        {total === 1 ? "1 entry" : `${total} entries`}
        {isFiltered(filters) ? " match these filters" : ""}
      </p>
      {events.length > 0 ? (
        <ol className="audit-list" aria-label="Audit entries">
          {events.map((event) => (
            <AuditEntry key={event.id} event={event} />
          ))}
        </ol>
      ) : (
        <p>
          {isFiltered(filters)
            ? "No staff action matches these filters."
            : "No staff action is recorded yet."}
        </p>
      )}
      <AdminPagination
        label="Audit log pages"
        page={filters.page}
        pages={pages}
        hrefOf={(page) => auditPageHref(filters, page)}
      />
    </>
  );
}

export function meta() {
  return adminMeta("Audit log");
}
