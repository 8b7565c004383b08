import { brand } from "@quillspin/content";
import { defaultLocale, locales, NEWS_CACHE_CONTROL } from "@quillspin/contracts";
import { Feed } from "feed";
import { newsMessages } from "../locale/areas/news";
import { loadMessages, withAreas } from "../locale/messages";
import { loadFeedArticles } from "../news/news-api.server";
import { absoluteUrl } from "../seo/page-meta";
import type { Route } from "./+types/news-rss";

const FEED_SIZE = 20;

/**
 * Feed readers show titles and descriptions as HTML, so the plain text an editor wrote goes into their
 * CDATA sections escaped. Escaped text holds no `>`, so no `]]>` can end a CDATA section early either.
 * Author and categories are XML text the feed library escapes itself.
 */
function escapeText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** The latest articles as RSS 2.0 (`/news/rss.xml`). */
export async function loader({ request }: Route.LoaderArgs) {
  const articles = await loadFeedArticles(request, FEED_SIZE);
  const m = withAreas(await loadMessages(defaultLocale), defaultLocale, [newsMessages]);
  const feed = new Feed({
    id: absoluteUrl("/news"),
    title: m.news.feedTitle(brand.name),
    description: m.news.description(brand.name),
    link: absoluteUrl("/news"),
    feed: absoluteUrl("/news/rss.xml"),
    language: locales[0].iso,
    image: absoluteUrl("/favicon.svg"),
    copyright: `© ${new Date().getUTCFullYear()} ${brand.legalName}`,
    updated: articles[0] ? new Date(articles[0].updatedAt) : undefined,
    generator: false,
    ttl: 10,
  });
  for (const article of articles) {
    const link = absoluteUrl(`/news/${article.slug}`);
    feed.addItem({
      title: escapeText(article.title),
      id: link,
      link,
      date: new Date(article.publishedAt),
      description: escapeText(article.excerpt),
      author: [{ name: article.author }],
      category: article.tags.map((tag) => ({ name: tag })),
      image: article.cover.url.startsWith("/")
        ? { url: absoluteUrl(article.cover.url), type: "image/webp" }
        : undefined,
    });
  }
  return new Response(feed.rss2(), {
    headers: {
      "content-type": "application/rss+xml; charset=utf-8",
      "cache-control": NEWS_CACHE_CONTROL,
    },
  });
}
