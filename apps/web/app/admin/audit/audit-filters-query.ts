import { auditListQuerySchema } from "@quillspin/contracts";
import { z } from "zod";
import type { Query } from "../../api/api-client";
import { isPageWithinContract, readPageNumber, readQueryValue } from "../../api/url-query";

/** Entries on one page of the audit log. */
export const AUDIT_PER_PAGE = 25;

/** The filter form's fields, in its order; the names are the page's query parameters. */
export const auditFilterFields = ["actor", "action", "subjectType", "from", "to"] as const;

export interface AuditFilters {
  actor: string;
  action: string;
  subjectType: string;
  /** A day (`2026-01-31`), read as UTC: `from` its first moment, `to` its last. */
  from: string;
  to: string;
  page: number;
}

/** The form asks for days; the API takes instants. */
const day = z.iso.date();

/**
 * The log's filters from the page URL (`/admin/audit?actor=ana&from=2026-01-01&page=2`), read with
 * the contract's schemas: a value the schema refuses is dropped rather than failing the page.
 */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const { shape } = auditListQuerySchema;
  return {
    actor: readQueryValue(shape.actor, params.get("actor"), ""),
    action: readQueryValue(shape.action, params.get("action"), ""),
    subjectType: readQueryValue(shape.subjectType, params.get("subjectType"), ""),
    from: readQueryValue(day, params.get("from"), ""),
    to: readQueryValue(day, params.get("to"), ""),
    page: readPageNumber(shape.page, params.get("page")),
  };
}

export function hasPageWithinContract(filters: AuditFilters): boolean {
  return isPageWithinContract(auditListQuerySchema.shape.page, filters.page);
}

/** Whether any filter is set, so the page can say the list is filtered and offer to clear it. */
export function isFiltered(filters: AuditFilters): boolean {
  return auditFilterFields.some((field) => filters[field] !== "");
}

/** The API query of one page of the log. */
export function auditApiQuery(filters: AuditFilters): Query {
  return {
    page: filters.page,
    limit: AUDIT_PER_PAGE,
    actor: filters.actor || undefined,
    action: filters.action || undefined,
    subjectType: filters.subjectType || undefined,
    from: filters.from ? `${filters.from}T00:00:00.000Z` : undefined,
    to: filters.to ? `${filters.to}T23:59:59.999Z` : undefined,
  };
}

/** `/admin/audit` with the filters kept and the page changed; page 1 has no `page` parameter. */
export function auditPageHref(filters: AuditFilters, page: number): string {
  const params = new URLSearchParams();
  for (const field of auditFilterFields) if (filters[field]) params.set(field, filters[field]);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/audit?${search}` : "/admin/audit";
}
