-- The games table only mirrors the content package and the seed refills it at every start; emptying it
-- lets the new NOT NULL columns be added to a database seeded before this migration.
DELETE FROM "games";--> statement-breakpoint
CREATE TYPE "public"."game_entity_kind" AS ENUM('type', 'volatility', 'theme', 'mechanic', 'language', 'special_feature');--> statement-breakpoint
CREATE TABLE "game_entities" (
	"kind" "game_entity_kind" NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"iso2" text,
	"position" integer NOT NULL,
	CONSTRAINT "game_entities_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "game_entity_links" (
	"game_slug" text NOT NULL,
	"kind" "game_entity_kind" NOT NULL,
	"entity_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "game_entity_links_game_slug_kind_entity_id_pk" PRIMARY KEY("game_slug","kind","entity_id")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "subtitle" text NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "summary" text NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "release_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "type_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "type" text NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rtp" numeric NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "volatility" text NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "volatility_rank" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "hit_frequency" numeric NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_win" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "min_bet" numeric NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_bet" numeric NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "layout" text NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "paylines" text NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "theme_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "theme" text NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "image" text NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "games"."name"), 'A') || setweight(to_tsvector('english', "games"."subtitle" || ' ' || "games"."theme"), 'B') || setweight(to_tsvector('english', "games"."summary"), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "game_entity_links" ADD CONSTRAINT "game_entity_links_game_slug_games_slug_fk" FOREIGN KEY ("game_slug") REFERENCES "public"."games"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_entity_links" ADD CONSTRAINT "game_entity_links_entity_fk" FOREIGN KEY ("kind","entity_id") REFERENCES "public"."game_entities"("kind","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_entity_links_entity_idx" ON "game_entity_links" USING btree ("kind","entity_id","game_slug");--> statement-breakpoint
CREATE INDEX "games_position_idx" ON "games" USING btree ("position");--> statement-breakpoint
CREATE INDEX "games_name_sort_idx" ON "games" USING btree (lower("name") collate "C");--> statement-breakpoint
CREATE INDEX "games_release_date_idx" ON "games" USING btree ("release_date");--> statement-breakpoint
CREATE INDEX "games_rtp_idx" ON "games" USING btree ("rtp");--> statement-breakpoint
CREATE INDEX "games_volatility_idx" ON "games" USING btree ("volatility");--> statement-breakpoint
CREATE INDEX "games_volatility_rank_idx" ON "games" USING btree ("volatility_rank");--> statement-breakpoint
CREATE INDEX "games_type_id_idx" ON "games" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "games_theme_id_idx" ON "games" USING btree ("theme_id");--> statement-breakpoint
CREATE INDEX "games_search_idx" ON "games" USING gin ("search");