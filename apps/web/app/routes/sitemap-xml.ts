import { NEWS_CACHE_CONTROL } from "@quillspin/contracts";
import { SitemapStream, streamToPromise } from "sitemap";
import { publicSettings } from "../config/public-settings";
import { loadSitemapArticles } from "../news/news-api.server";
import { publicPages } from "../seo/public-pages";
import type { Route } from "./+types/sitemap-xml";

/** The articles, or none when the API cannot answer: the static pages are listed either way. */
async function articleEntries(request: Request) {
  try {
    return (await loadSitemapArticles(request)).map((article) => ({
      url: `/news/${article.slug}`,
      lastmod: article.updatedAt,
      changefreq: "monthly" as const,
      priority: 0.6,
    }));
  } catch (error) {
    console.error("Failed to load the articles for the sitemap", error);
    return [];
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const stream = new SitemapStream({ hostname: publicSettings.siteUrl });
  for (const page of publicPages) {
    stream.write({ url: page.path, changefreq: page.changefreq, priority: page.priority });
  }
  for (const entry of await articleEntries(request)) stream.write(entry);
  stream.end();
  const xml = await streamToPromise(stream);
  return new Response(xml.toString(), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": NEWS_CACHE_CONTROL },
  });
}
