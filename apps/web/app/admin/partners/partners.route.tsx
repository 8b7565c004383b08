import { partnerListQuerySchema, partnerListResponseSchema } from "@quillspin/contracts";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { lastPageOf } from "../../api/url-query";
import { SelectField, TextField } from "../../forms/fields";
import { adminMeta } from "../admin-meta";
import { AdminPagination } from "../admin-pagination";
import { requireStaff } from "../staff-session.server";
import type { Route } from "./+types/partners.route";
import { reviewPartner } from "./partner-review.server";
import { PartnerRow } from "./partner-row";
import { partnerStatusLabels, partnerStatusOrder } from "./partner-status";
import "./partners.css";
import { readPostedForm } from "../../forms/posted-form.server";

const PARTNERS_PER_PAGE = 20;

export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  const search = new URL(args.request.url).searchParams;
  const query = partnerListQuerySchema.safeParse({ ...Object.fromEntries(search), limit: PARTNERS_PER_PAGE });
  if (!query.success) throw data(null, { status: 404 });
  const { status, q, page } = query.data;
  const list = await api.get("/admin/partners", query.data, { schema: partnerListResponseSchema });
  const pages = lastPageOf(list.meta.total, PARTNERS_PER_PAGE);
  if (page > pages && page > 1) throw data(null, { status: 404 });
  return { status: status ?? "", q: q ?? "", page, pages, total: list.meta.total, partners: list.data };
}

export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  const outcome = await reviewPartner(api, await readPostedForm(args.request));
  if (!outcome) throw data(null, { status: 400 });
  return outcome;
}

function pageHref(status: string, q: string, page: number): string {
  const query = new URLSearchParams({ ...(status ? { status } : {}), ...(q ? { q } : {}) });
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/admin/partners?${text}` : "/admin/partners";
}

/** Partner accounts: the queue first, then everybody, with what an administrator can do to each. */
export default function AdminPartners() {
  const { status, q, page, pages, total, partners } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const filtered = Boolean(status || q);
  return (
    <>
      <header className="admin-page__header">
        <h1>Partners</h1>
        <p className="admin-page__lead">
          Approve or reject new registrations, and disable or re-enable partner accounts. Accounts waiting for
          approval come first.
        </p>
      </header>
      <Form method="get" className="partner-filters" aria-label="Filter partners">
        <SelectField
          id="partner-status"
          name="status"
          label="Status"
          placeholder="All statuses"
          options={partnerStatusOrder.map((value) => ({ value, label: partnerStatusLabels[value] }))}
          defaultValue={status}
        />
        <TextField
          id="partner-search"
          name="q"
          type="search"
          label="Search"
          defaultValue={q}
          spellCheck={false}
        />
        <button type="submit" className="button button--primary">
          Show
        </button>
        {filtered ? <Link to="/admin/partners">Show all</Link> : null}
      </Form>
      <p role="status">
        {total === 1 ? "1 partner account" : `${total} partner accounts`}
        {filtered ? " match" : ""}
      </p>
      {partners.length > 0 ? (
        <ul className="partner-list" aria-label="Partner accounts">
          {partners.map((partner) => (
            <PartnerRow
              key={partner.id}
              partner={partner}
              outcome={outcome?.id === partner.id ? outcome : undefined}
            />
          ))}
        </ul>
      ) : (
        <p>{filtered ? "No partner account matches." : "No partner has registered yet."}</p>
      )}
      <AdminPagination
        label="Partner pages"
        page={page}
        pages={pages}
        hrefOf={(to) => pageHref(status, q, to)}
      />
    </>
  );
}

export function meta() {
  return adminMeta("Partners");
}
