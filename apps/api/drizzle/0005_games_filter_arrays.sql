DROP INDEX "games_name_sort_idx";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "mechanic_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "special_feature_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "language_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "feature_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "name_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "games"."name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "games_name_search_idx" ON "games" USING gin ("name_search");--> statement-breakpoint
CREATE INDEX "games_mechanic_ids_idx" ON "games" USING gin ("mechanic_ids");--> statement-breakpoint
CREATE INDEX "games_special_feature_ids_idx" ON "games" USING gin ("special_feature_ids");--> statement-breakpoint
CREATE INDEX "games_language_ids_idx" ON "games" USING gin ("language_ids");--> statement-breakpoint
CREATE INDEX "games_name_sort_idx" ON "games" USING btree (lower("name") collate "C","slug");