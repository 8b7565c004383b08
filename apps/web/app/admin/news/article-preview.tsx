import { NewsArticleContent } from "../../news/news-article-content";
import type { ArticleFormValues } from "./article-form";
import "../../news/news.css";

const placeholderCover = { url: "/images/news/cash-multipliers-respin-launch.webp", alt: "" };

/** The article as its page will show it, through the page's own component and styles. */
export function ArticlePreview({ values, body }: { values: ArticleFormValues; body: string }) {
  return (
    <section className="news-desk__preview" aria-labelledby="article-preview-heading">
      <h2 id="article-preview-heading" className="news-desk__preview-heading">
        Preview
      </h2>
      <article className="news-article" lang={values.locale}>
        <NewsArticleContent
          article={{
            title: values.title || "Untitled",
            author: values.author || "Quillspin Newsroom",
            cover: values.coverUrl.startsWith("/images/")
              ? { url: values.coverUrl, alt: values.coverAlt }
              : placeholderCover,
            excerpt: values.excerpt,
            body,
            tags: values.tags
              .split(",")
              .map((tag) => tag.trim())
              .filter(Boolean),
            publishedAt: null,
          }}
          headingLevel={2}
        />
      </article>
    </section>
  );
}
