CREATE TABLE "demo_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"game" text NOT NULL,
	"rtp_version" integer,
	"jurisdiction" text NOT NULL,
	"bet_cents" integer NOT NULL,
	"cost_cents" bigint NOT NULL,
	"win_cents" bigint NOT NULL,
	"round" jsonb NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_sessions" ADD COLUMN "jurisdiction" text DEFAULT 'com' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_sessions" ADD COLUMN "staked_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_sessions" ADD COLUMN "won_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_sessions" ADD COLUMN "last_round_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demo_sessions" ADD COLUMN "autoplay" jsonb;--> statement-breakpoint
CREATE INDEX "demo_rounds_session_idx" ON "demo_rounds" USING btree ("session_id","played_at");--> statement-breakpoint
CREATE INDEX "demo_rounds_expires_at_idx" ON "demo_rounds" USING btree ("expires_at");