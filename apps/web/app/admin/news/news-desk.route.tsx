import {
  newsArticleStatuses,
  newsArticleStatusLabels,
  newsEditorListResponseSchema,
} from "@quillspin/contracts";
import { data, Form, Link, useLoaderData } from "react-router";
import { lastPageOf } from "../../api/url-query";
import { SelectField, TextField } from "../../forms/fields";
import { adminMeta } from "../admin-meta";
import { AdminPagination } from "../admin-pagination";
import { staffTime } from "../admin-time";
import { requireStaff } from "../staff-session.server";
import type { Route } from "./+types/news-desk.route";
import { NEWS_DESK_PER_PAGE, newsDeskApiQuery, newsDeskHref, readNewsDeskFilters } from "./news-desk-query";
import "./news-desk.css";

export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args);
  const filters = readNewsDeskFilters(new URL(args.request.url).searchParams);
  if (!filters) throw data(null, { status: 404 });
  const list = await api.get("/admin/news", newsDeskApiQuery(filters), {
    schema: newsEditorListResponseSchema,
  });
  const pages = lastPageOf(list.meta.total, NEWS_DESK_PER_PAGE);
  if (filters.page > pages) throw data(null, { status: 404 });
  return { filters, articles: list.data, total: list.meta.total, pages };
}

const statusChoices = [
  { value: "all", label: "All" },
  ...newsArticleStatuses.map((status) => ({ value: status, label: newsArticleStatusLabels[status] })),
];

/** The news desk's list: every article, searched and filtered through the page's address. */
export default function AdminNews() {
  const { filters, articles, total, pages } = useLoaderData<typeof loader>();
  const filtered = filters.search !== "" || filters.status !== "all";
  return (
    <>
      <header className="admin-page__header news-desk__header">
        <div>
          <h1>News</h1>
          <p className="admin-page__lead">Write, schedule and publish articles.</p>
        </div>
        <Link className="button button--primary" to="/admin/news/new">
          New article
        </Link>
      </header>
      <Form method="get" className="admin-filters" aria-label="Find articles">
        <TextField
          id="news-desk-search"
          name="search"
          type="search"
          label="Search"
          defaultValue={filters.search}
        />
        <SelectField
          id="news-desk-status"
          name="status"
          label="Status"
          options={statusChoices}
          defaultValue={filters.status}
        />
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            Find
          </button>
          {filtered ? <Link to="/admin/news">Clear</Link> : null}
        </div>
      </Form>
      <p role="status">
        {total === 1 ? "1 article" : `${total} articles`}
        {filtered ? " match" : ""}
      </p>
      {articles.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="news-desk__table">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Status</th>
                <th scope="col">Language</th>
                <th scope="col">Last saved</th>
              </tr>
            </thead>
            <tbody>
              {articles.map((article) => (
                <tr key={article.id}>
                  <td>
                    <Link to={`/admin/news/${article.id}`}>{article.title}</Link>
                    <span className="news-desk__slug">{article.slug}</span>
                  </td>
                  <td>
                    <span className={`news-desk__status news-desk__status--${article.status}`}>
                      {newsArticleStatusLabels[article.status]}
                    </span>
                    {article.status === "scheduled" && article.scheduledFor ? (
                      <span className="news-desk__when"> {staffTime(article.scheduledFor, "second")}</span>
                    ) : null}
                  </td>
                  <td>{article.locale}</td>
                  <td>{staffTime(article.updatedAt, "second")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{filtered ? "No article matches." : "No article yet."}</p>
      )}
      <AdminPagination
        label="Article pages"
        page={filters.page}
        pages={pages}
        hrefOf={(page) => newsDeskHref(filters, page)}
      />
    </>
  );
}

export function meta() {
  return adminMeta("News");
}
