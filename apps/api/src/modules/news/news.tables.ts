import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "../accounts/accounts.tables";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * News articles. The same article in several locales shares a `translationGroup`; its
 * localizations are the other rows of that group. `publishedAt` null means a draft, or a scheduled
 * article when `scheduledFor` is set: the publication worker moves that time into `publishedAt`.
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
    /** What the editor wrote, when the body came from Markdown; null for an HTML body. */
    bodyMarkdown: text("body_markdown"),
    coverImage: text("cover_image").notNull(),
    coverAlt: text("cover_alt").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    author: text("author").notNull(),
    pinHomepage: boolean("pin_homepage").notNull().default(false),
    pinNews: boolean("pin_news").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
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
    index("articles_scheduled_for_idx").on(table.scheduledFor).where(sql`${table.scheduledFor} is not null`),
    index("articles_translation_group_idx").on(table.translationGroup),
    index("articles_search_idx").using("gin", table.search),
  ],
);

/** Every save of an article: who saved it, when, and the fields as they were saved. */
export const articleRevisions = pgTable(
  "article_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => accounts.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    actorName: text("actor_name").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index("article_revisions_article_idx").on(table.articleId, table.savedAt)],
);

/**
 * Uploaded covers as WebP at the sizes the site shows (1x and 2x). Kept in the database so every
 * instance serves them and they outlive restarts and redeploys (decision 0018).
 */
export const newsCovers = pgTable(
  "news_covers",
  {
    id: uuid("id").notNull(),
    /** `1x` (1200x630) or `2x` (2400x1260). */
    density: text("density", { enum: ["1x", "2x"] }).notNull(),
    image: bytea("image").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.id, table.density] })],
);
