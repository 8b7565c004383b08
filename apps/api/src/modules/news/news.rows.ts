import type { NewsListItem, NewsLocalization, NewsNeighbour } from "@quillspin/contracts";
import { type SQL, sql } from "drizzle-orm";
import { articles } from "./news.tables";

/**
 * The other published locales of the article, as `[{ locale, slug }]`, in one subquery. Written out
 * in SQL because the outer row must be named explicitly, which Drizzle's aliases do not do here.
 */
const localizationsColumn: SQL<NewsLocalization[]> = sql<NewsLocalization[]>`coalesce((
  select json_agg(json_build_object('locale', localization.locale, 'slug', localization.slug) order by localization.locale)
  from articles as localization
  where localization.translation_group = articles.translation_group
    and localization.id <> articles.id
    and localization.published_at is not null
    and localization.published_at <= now()
), '[]'::json)`;

/** What a list item reads from a row; the detail adds the body and neighbours to it. */
export const listItemColumns = {
  id: articles.id,
  locale: articles.locale,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  coverImage: articles.coverImage,
  coverAlt: articles.coverAlt,
  tags: articles.tags,
  author: articles.author,
  pinHomepage: articles.pinHomepage,
  pinNews: articles.pinNews,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  localizations: localizationsColumn,
};

export interface ListItemRow {
  id: string;
  locale: string;
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string;
  coverAlt: string;
  tags: string[];
  author: string;
  pinHomepage: boolean;
  pinNews: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  localizations: NewsLocalization[];
}

/** Drivers hand back timestamps as Date objects, and JSON-built ones as strings; both become ISO. */
export function isoTime(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toListItem(row: ListItemRow): NewsListItem {
  return {
    id: row.id,
    locale: row.locale,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    cover: { url: row.coverImage, alt: row.coverAlt },
    tags: row.tags,
    author: row.author,
    pin_homepage: row.pinHomepage,
    pin_news: row.pinNews,
    publishedAt: isoTime(row.publishedAt ?? row.createdAt),
    createdAt: isoTime(row.createdAt),
    updatedAt: isoTime(row.updatedAt),
    localizations: row.localizations,
  };
}

/** `{ slug, title, publishedAt }` of a neighbouring article as JSON, with its time read back as ISO. */
export function toNeighbour(
  value: { slug: string; title: string; publishedAt: string } | null,
): NewsNeighbour | null {
  return value && { slug: value.slug, title: value.title, publishedAt: isoTime(value.publishedAt) };
}
