import { brand } from "@quillspin/content";
import { locales, newsSlugSchema } from "@quillspin/contracts";
import { data } from "react-router";
import { newsMessages } from "../locale/areas/news";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { articleLanguages } from "../news/article-languages";
import { loadNewsArticle } from "../news/news-api.server";
import { NewsArticleContent } from "../news/news-article-content";
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
  const m = useMessages(newsMessages);
  const languages = articleLanguages(article);
  return (
    <article className="news-article" lang={article.locale}>
      <p>
        <AppLink to="/news">{m.news.backToNews}</AppLink>
      </p>
      <NewsArticleContent article={article} />

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
