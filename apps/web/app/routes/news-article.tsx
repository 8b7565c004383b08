import { brand } from "@quillspin/content";
import { locales, newsSlugSchema } from "@quillspin/contracts";
import { data } from "react-router";
import { RichText } from "../games/rich-text";
import { useLocale, useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { articleLanguages } from "../news/article-languages";
import { loadNewsArticle } from "../news/news-api.server";
import { NewsCover } from "../news/news-cover";
import { formatNewsDate } from "../news/news-date";
import "../news/news.css";
import { JsonLd } from "../seo/json-ld";
import { absoluteUrl, pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/news-article";

/**
 * Server only, also for browser navigations (React Router fetches this loader's data): the body is
 * sanitised again here, and the allow-list stays out of the browser bundle.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // No article has a slug the contract refuses (too long, other characters): the API need not be asked.
  if (!newsSlugSchema.safeParse(params.slug).success) throw data(null, { status: 404 });
  const article = await loadNewsArticle(request, params.slug);
  if (!article) throw data(null, { status: 404 });
  return article;
}

const coverUrl = (url: string) => (url.startsWith("/") ? absoluteUrl(url) : url);

export default function NewsArticlePage({ loaderData: article }: Route.ComponentProps) {
  const m = useMessages();
  const locale = useLocale();
  const languages = articleLanguages(article);
  return (
    <article className="news-article" lang={article.locale}>
      <p>
        <AppLink to="/news">{m.news.backToNews}</AppLink>
      </p>
      <h1>{article.title}</h1>
      <p className="news-article__meta">
        <span>
          {m.news.published}{" "}
          <time dateTime={article.publishedAt}>{formatNewsDate(article.publishedAt, locale)}</time>
        </span>
        <span>{m.news.by(article.author)}</span>
      </p>
      <NewsCover
        className="news-article__cover"
        cover={article.cover}
        priority
        sizes="(max-width: 800px) 100vw, 48rem"
      />
      <p className="lead news-article__excerpt">{article.excerpt}</p>
      <RichText html={article.body} className="rich-text news-article__body" />

      {article.tags.length > 0 ? (
        <section aria-labelledby="article-tags">
          <h2 id="article-tags" className="visually-hidden">
            {m.news.tags}
          </h2>
          <ul className="tag-list">
            {article.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="news-article__languages" aria-labelledby="article-languages">
        <h2 id="article-languages" className="news-article__subheading">
          {m.news.languages}
        </h2>
        <ul className="tag-list">
          {languages.map((language) => (
            <li key={language.locale} lang={language.locale}>
              {language.href ? (
                <a href={language.href} hrefLang={language.locale}>
                  {language.name}
                </a>
              ) : (
                <span aria-current={language.current ? "true" : undefined}>{language.name}</span>
              )}
            </li>
          ))}
        </ul>
      </section>

      {article.previous || article.next ? (
        <nav aria-label={m.news.articleNavigation}>
          <ul className="news-article__neighbours">
            {article.previous ? (
              <li>
                <AppLink to={`/news/${article.previous.slug}`} rel="prev">
                  <span>{m.news.olderArticle}</span>
                  {article.previous.title}
                </AppLink>
              </li>
            ) : null}
            {article.next ? (
              <li className="news-article__newer">
                <AppLink to={`/news/${article.next.slug}`} rel="next">
                  <span>{m.news.newerArticle}</span>
                  {article.next.title}
                </AppLink>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}

      <JsonLd
        data={{
          "@type": "NewsArticle",
          headline: article.title,
          description: article.excerpt,
          image: [coverUrl(article.cover.url)],
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          inLanguage: locales.find((entry) => entry.code === article.locale)?.iso ?? article.locale,
          keywords: article.tags.join(", "),
          author: {
            "@type": article.author.includes(brand.shortName) ? "Organization" : "Person",
            name: article.author,
          },
          publisher: { "@type": "Organization", name: brand.name, url: absoluteUrl("/") },
          mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(`/news/${article.slug}`) },
        }}
      />
    </article>
  );
}

export function meta({ loaderData: article }: Route.MetaArgs) {
  if (!article) return [];
  return [
    ...pageMeta({
      title: article.title,
      description: article.excerpt,
      path: `/news/${article.slug}`,
      type: "article",
    }),
    { property: "og:image", content: coverUrl(article.cover.url) },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: article.cover.alt },
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.updatedAt },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}
