import type { NewsArticle } from "@quillspin/contracts";
import { RichText } from "../games/rich-text";
import { newsMessages } from "../locale/areas/news";
import { useLocale, useMessages } from "../locale/locale-context";
import { NewsCover } from "./news-cover";
import { formatNewsDate } from "./news-date";
import "./news.css";

export type NewsArticleShown = Pick<
  NewsArticle,
  "title" | "author" | "cover" | "excerpt" | "body" | "tags"
> & {
  /** Null in the news desk's preview of an article not yet published. */
  publishedAt: string | null;
};

/**
 * An article as readers see it: title, byline, cover, excerpt, body and tags. The article page and
 * the news desk's preview both show it through this, so the preview is the page.
 */
export function NewsArticleContent({
  article,
  headingLevel = 1,
}: {
  article: NewsArticleShown;
  /** 2 inside the news desk, whose page has its own h1. */
  headingLevel?: 1 | 2;
}) {
  const m = useMessages(newsMessages);
  const locale = useLocale();
  const Title = headingLevel === 1 ? "h1" : "h2";
  return (
    <>
      <Title className="news-article__title">{article.title}</Title>
      <p className="news-article__meta">
        {article.publishedAt ? (
          <span>
            {m.news.published}{" "}
            <time dateTime={article.publishedAt}>{formatNewsDate(article.publishedAt, locale)}</time>
          </span>
        ) : null}
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
        <section aria-labelledby={`article-tags-${headingLevel}`}>
          <h2 id={`article-tags-${headingLevel}`} className="visually-hidden">
            {m.news.tags}
          </h2>
          <ul className="tag-list">
            {article.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
