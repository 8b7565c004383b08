import { type SQL, sql } from "drizzle-orm";
import { boolean, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * News articles. The same article in several locales shares a `translationGroup`; its
 * localizations are the other rows of that group. `publishedAt` null means a draft.
 */
export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locale: text("locale").notNull(),
    slug: text("slug").notNull(),
    translationGroup: uuid("translation_group").notNull().defaultRandom(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Sanitised HTML (allow-list) at save time. */
    body: text("body").notNull(),
    coverImage: text("cover_image").notNull(),
    coverAlt: text("cover_alt").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    author: text("author").notNull(),
    pinHomepage: boolean("pin_homepage").notNull().default(false),
    pinNews: boolean("pin_news").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${articles.title}), 'A') || setweight(to_tsvector('english', ${articles.excerpt}), 'B') || setweight(to_tsvector('english', regexp_replace(${articles.body}, '<[^>]+>', ' ', 'g')), 'C')`,
      ),
  },
  (table) => [
    uniqueIndex("articles_locale_slug_idx").on(table.locale, table.slug),
    index("articles_published_at_idx").on(table.publishedAt),
    index("articles_translation_group_idx").on(table.translationGroup),
    index("articles_search_idx").using("gin", table.search),
  ],
);
