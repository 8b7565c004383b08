import { gameFilterKeys, gameVolatilityIds } from "@quillspin/contracts";
import { type SQL, sql } from "drizzle-orm";
import {
  customType,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The catalogue's games. The content package is the source of the records; the table exists so
 * that filters and sorts run as SQL, and it is filled by the idempotent seed at every start.
 * Type and theme keep their label beside their entity id so a list page needs no join.
 */
export const games = pgTable(
  "games",
  {
    slug: text("slug").primaryKey(),
    name: text("name").notNull(),
    /** Place in the catalogue's own order, the list's order when no sort is asked for. */
    position: integer("position").notNull(),
    subtitle: text("subtitle").notNull(),
    /** Both summaries as plain text, for the text search. */
    summary: text("summary").notNull(),
    releaseDate: date("release_date", { mode: "string" }).notNull(),
    typeId: text("type_id").notNull(),
    type: text("type").notNull(),
    rtp: numeric("rtp", { mode: "number" }).notNull(),
    volatility: text("volatility", { enum: gameVolatilityIds }).notNull(),
    /** 0 for low up to 3 for high: volatility sorts compare numbers, not words. */
    volatilityRank: smallint("volatility_rank").notNull(),
    hitFrequency: numeric("hit_frequency", { mode: "number" }).notNull(),
    maxWin: integer("max_win").notNull(),
    minBet: numeric("min_bet", { mode: "number" }).notNull(),
    maxBet: numeric("max_bet", { mode: "number" }).notNull(),
    layout: text("layout").notNull(),
    paylines: text("paylines").notNull(),
    themeId: text("theme_id").notNull(),
    theme: text("theme").notNull(),
    image: text("image").notNull(),
    /**
     * The record's linked entities again as arrays (the links table keeps them referentially sound):
     * each filter is then one overlap test on the game's own row, served by a GIN index, instead of a
     * semi-join per filter, which keeps the total of a broad filter cheap on a large catalogue.
     */
    mechanicIds: text("mechanic_ids").array().notNull().default(sql`'{}'::text[]`),
    specialFeatureIds: text("special_feature_ids").array().notNull().default(sql`'{}'::text[]`),
    languageIds: text("language_ids").array().notNull().default(sql`'{}'::text[]`),
    /** Mechanics and special features in the record's order, as the list shows them. */
    featureIds: text("feature_ids").array().notNull().default(sql`'{}'::text[]`),
    /** Name words for prefix search with the simple parser ("Cleo's", "777"), beside the stemmed search. */
    nameSearch: tsvector("name_search")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('simple', ${games.name})`),
    /** Name weighs most, then subtitle and theme, then the summaries. */
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${games.name}), 'A') || setweight(to_tsvector('english', ${games.subtitle} || ' ' || ${games.theme}), 'B') || setweight(to_tsvector('english', ${games.summary}), 'C')`,
      ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("games_position_idx").on(table.position),
    // With the slug, the name order of A-Z and Z-A (ties by slug) is one index walk either way.
    index("games_name_sort_idx").on(sql`lower(${table.name}) collate "C"`, table.slug),
    index("games_release_date_idx").on(table.releaseDate),
    index("games_rtp_idx").on(table.rtp),
    index("games_volatility_idx").on(table.volatility),
    index("games_volatility_rank_idx").on(table.volatilityRank),
    index("games_type_id_idx").on(table.typeId),
    index("games_theme_id_idx").on(table.themeId),
    index("games_search_idx").using("gin", table.search),
    index("games_name_search_idx").using("gin", table.nameSearch),
    index("games_mechanic_ids_idx").using("gin", table.mechanicIds),
    index("games_special_feature_ids_idx").using("gin", table.specialFeatureIds),
    index("games_language_ids_idx").using("gin", table.languageIds),
  ],
);

/** One kind per game list filter. */
export const gameEntityKind = pgEnum("game_entity_kind", gameFilterKeys);

/** The values the game list filters offer, with the labels the site shows. */
export const gameEntities = pgTable(
  "game_entities",
  {
    kind: gameEntityKind("kind").notNull(),
    id: text("id").notNull(),
    name: text("name").notNull(),
    /** Languages only: the ISO 639-1 code. */
    iso2: text("iso2"),
    /** Place in the list the site shows for this kind. */
    position: integer("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] })],
);

/**
 * Which games carry which many-valued entities (mechanics, special features, languages), so a
 * filter is a semi-join on (kind, entity_id). `position` keeps the record's own order.
 */
export const gameEntityLinks = pgTable(
  "game_entity_links",
  {
    gameSlug: text("game_slug")
      .notNull()
      .references(() => games.slug, { onDelete: "cascade" }),
    kind: gameEntityKind("kind").notNull(),
    entityId: text("entity_id").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.gameSlug, table.kind, table.entityId] }),
    foreignKey({
      name: "game_entity_links_entity_fk",
      columns: [table.kind, table.entityId],
      foreignColumns: [gameEntities.kind, gameEntities.id],
    }).onDelete("cascade"),
    index("game_entity_links_entity_idx").on(table.kind, table.entityId, table.gameSlug),
  ],
);

export * from "../modules/accounts/accounts.tables";
export * from "../modules/accounts/password-reset-requests.tables";
export * from "../modules/audit/audit.tables";
export * from "../modules/contact/contact.tables";
export * from "../modules/demos/demos.tables";
export * from "../modules/mail/mail.tables";
export * from "../modules/news/news.tables";
export * from "../modules/operator/operator.tables";
export * from "../modules/partner-area/rtp-version-choices.tables";
export * from "../modules/roadmap/roadmap.tables";
export * from "../modules/sandbox-wallet/sandbox-wallet.tables";
export * from "../modules/subscriptions/subscriptions.tables";
