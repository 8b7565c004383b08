import { adminIntegrationsQuerySchema } from "@quillspin/contracts";
import { data, useLoaderData } from "react-router";
import { isPageWithinContract, lastPageOf, readPageNumber } from "../../api/url-query";
import { adminIntegrationsMessages } from "../../locale/areas/admin-integrations";
import { useMessages } from "../../locale/locale-context";
import { adminMeta } from "../admin-meta";
import { AdminPagination } from "../admin-pagination";
import { requireStaff } from "../staff-session.server";
import type { Route } from "./+types/integrations.route";
import { listIntegrations } from "./integration-page.server";
import { IntegrationsTable } from "./integrations-table";
import "./integrations.css";

const INTEGRATIONS_PER_PAGE = 25;

function pageHref(page: number): string {
  return page > 1 ? `/admin/integrations?page=${page}` : "/admin/integrations";
}

export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  // The API's list takes a page and nothing else to filter by: the page's address says which page.
  const { page: pageSchema } = adminIntegrationsQuerySchema.shape;
  const page = readPageNumber(pageSchema, new URL(args.request.url).searchParams.get("page"));
  if (!isPageWithinContract(pageSchema, page)) throw data(null, { status: 404 });
  const list = await listIntegrations(api, { page, limit: INTEGRATIONS_PER_PAGE });
  const pages = lastPageOf(list.meta.total, INTEGRATIONS_PER_PAGE);
  if (page > pages) throw data(null, { status: 404 });
  const owed = list.data.filter((integration) => integration.stuck_transactions > 0).length;
  return { page, pages, total: list.meta.total, owed, integrations: list.data };
}

/** Every operator's sandbox integration, newest first, with what each one's wallet still owes. */
export default function AdminIntegrations() {
  const { page, pages, total, owed, integrations } = useLoaderData<typeof loader>();
  const t = useMessages(adminIntegrationsMessages).adminIntegrations.list;
  return (
    <>
      <header className="admin-page__header">
        <h1>{t.h1}</h1>
        <p className="admin-page__lead">{t.lead}</p>
      </header>
      <p role="status">
        {t.count(total)}
        {owed > 0 ? t.owed(owed) : ""}
      </p>
      {integrations.length > 0 ? <IntegrationsTable integrations={integrations} /> : <p>{t.empty}</p>}
      <AdminPagination label={t.pages} page={page} pages={pages} hrefOf={pageHref} />
    </>
  );
}

export function meta() {
  return adminMeta("Integrations");
}
