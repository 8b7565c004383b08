import type { NewsListItem } from "@quillspin/contracts";
import { useLocale } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { NewsCover } from "./news-cover";
import { formatNewsDate } from "./news-date";

interface NewsCardProps {
  article: NewsListItem;
  priority?: boolean;
  /** h2 where the cards are the page's main list, h3 inside a titled section. */
  headingLevel?: 2 | 3;
}

/** An article in a list: cover, date, title linking to it, and the excerpt. Text is escaped by React. */
export function NewsCard({ article, priority = false, headingLevel = 3 }: NewsCardProps) {
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="lift-card news-card">
      <NewsCover
        className="news-card__cover"
        cover={article.cover}
        priority={priority}
        decorative
        sizes="(max-width: 700px) 100vw, 24rem"
      />
      <div className="news-card__body">
        <p className="news-card__date">
          <time dateTime={article.publishedAt}>{formatNewsDate(article.publishedAt, locale)}</time>
        </p>
        <Heading className="news-card__title">
          <AppLink to={`/news/${article.slug}`} className="news-card__link">
            {article.title}
          </AppLink>
        </Heading>
        <p className="news-card__excerpt">{article.excerpt}</p>
      </div>
    </article>
  );
}
