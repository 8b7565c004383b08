CREATE TABLE "demo_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"version" integer NOT NULL,
	"balance_cents" bigint NOT NULL,
	"starting_balance_cents" bigint NOT NULL,
	"bet_cents" integer NOT NULL,
	"rounds" integer NOT NULL,
	"game_state" jsonb NOT NULL,
	"gamble" jsonb,
	"last_round" jsonb,
	"played_round_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "demo_sessions_expires_at_idx" ON "demo_sessions" USING btree ("expires_at");