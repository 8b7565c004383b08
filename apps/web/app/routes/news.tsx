import { brand } from "@quillspin/content";
import { Form } from "react-router";
import { lastPageOf } from "../api/url-query";
import { pageNotFound, rethrowAsPageError } from "../errors/api-page-error.server";
import { newsMessages } from "../locale/areas/news";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { messagesForMeta } from "../locale/meta-messages";
import { loadNewsList } from "../news/news-api.server";
import { NewsCard } from "../news/news-card";
import {
  hasPageWithinContract,
  NEWS_PER_PAGE,
  newsListApiQuery,
  newsPageHref,
  pinnedNewsApiQuery,
  readNewsListState,
  showsPinned,
} from "../news/news-list-query";
import { NewsPagination } from "../news/news-pagination";
import "../news/news.css";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/news";

/**
 * The pinned block and the page of the list, side by side: each is one query in the API. A query the
 * API refuses is the site's 400 page, a page past the last one its 404 page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const state = readNewsListState(new URL(request.url).searchParams);
  if (!hasPageWithinContract(state)) pageNotFound();
  const [pinned, list] = await Promise.all([
    showsPinned(state) ? loadNewsList(request, pinnedNewsApiQuery).then((answer) => answer.data) : [],
    loadNewsList(request, newsListApiQuery(state)),
  ]).catch(rethrowAsPageError);
  if (state.page > lastPageOf(list.meta.total, NEWS_PER_PAGE)) pageNotFound();
  return { state, pinned, list };
}

export default function News({ loaderData }: Route.ComponentProps) {
  const m = useMessages(newsMessages);
  const { state, pinned, list } = loaderData;
  const pages = Math.ceil(list.meta.total / NEWS_PER_PAGE);
  const nothing = pinned.length === 0 && list.data.length === 0;

  return (
    <div className="news-list">
      <header>
        <h1>{m.news.h1}</h1>
        <p className="lead">{m.news.lead}</p>
      </header>

      <Form method="get" action="/news" className="news-search" role="search">
        <label>
          <span>{m.news.searchLabel}</span>
          <input key={state.search} type="search" name="search" defaultValue={state.search} maxLength={200} />
        </label>
        <button type="submit" className="button button--primary">
          {m.news.searchSubmit}
        </button>
      </Form>

      {state.search ? (
        <p className="news-list__status" role="status">
          {m.news.results(list.meta.total, state.search)}{" "}
          <AppLink to={newsPageHref({ page: 1, search: "" }, 1)}>{m.news.clearSearch}</AppLink>
        </p>
      ) : null}

      {pinned.length > 0 ? (
        <section aria-labelledby="news-pinned">
          <h2 id="news-pinned">{m.news.pinned}</h2>
          <ul className="news-grid news-grid--pinned">
            {pinned.map((article, index) => (
              <li key={article.id}>
                <NewsCard article={article} priority={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {list.data.length > 0 ? (
        <section aria-labelledby="news-latest">
          <h2 id="news-latest" className={state.search ? "visually-hidden" : undefined}>
            {m.news.latest}
          </h2>
          <ul className="news-grid">
            {list.data.map((article, index) => (
              <li key={article.id}>
                <NewsCard article={article} priority={pinned.length === 0 && index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {nothing ? (
        <p className="news-list__empty" role="status">
          {state.search ? m.news.noMatch(state.search) : m.news.empty}
        </p>
      ) : null}

      <NewsPagination state={state} pages={pages} />

      <p className="news-feeds muted">
        <a href="/news/rss.xml">{m.news.rss}</a>
      </p>
    </div>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const m = messagesForMeta(matches, newsMessages);
  const state = loaderData?.state ?? { page: 1, search: "" };
  const pages = lastPageOf(loaderData?.list.meta.total ?? 0, NEWS_PER_PAGE);
  const tags = pageMeta({
    title: state.page > 1 ? `${m.news.title}: ${m.news.pageOf(state.page, pages)}` : m.news.title,
    description: m.news.description(brand.name),
    // Search results are not pages of their own for search engines; list pages are.
    path: state.search ? undefined : newsPageHref(state, state.page),
    noindex: state.search !== "",
  });
  return [
    ...tags,
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: m.news.feedTitle(brand.name),
      href: "/news/rss.xml",
    },
  ];
}
