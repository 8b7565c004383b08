import { type NewsArticleInput, newsArticleInputSchema } from "@quillspin/contracts";
import type { Db } from "../../src/db/database";
import { createArticle } from "../../src/modules/news/news.editing";

/** An article for tests: valid defaults, any field replaced. */
export function articleInput(overrides: Partial<NewsArticleInput> & { slug: string }) {
  return newsArticleInputSchema.parse({
    locale: "en",
    title: `Article ${overrides.slug}`,
    excerpt: `The excerpt of ${overrides.slug}, long enough to pass.`,
    body: `<p>The body of ${overrides.slug}.</p>`,
    cover: { url: `/images/news/${overrides.slug}.webp`, alt: `Cover of ${overrides.slug}` },
    tags: [],
    author: "Newsroom",
    ...overrides,
  });
}

const DAY = 24 * 60 * 60 * 1000;

/** `n` days before a fixed point in the past, so ordering by date is known in advance. */
export function daysAgo(days: number): Date {
  return new Date(Date.UTC(2026, 0, 31, 9) - days * DAY);
}

export function insertArticle(
  db: Db,
  overrides: Partial<NewsArticleInput> & { slug: string },
  publishedAt: Date | null = daysAgo(0),
) {
  return createArticle(db, articleInput(overrides), publishedAt);
}
