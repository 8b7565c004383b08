CREATE TABLE "rtp_version_choices" (
	"account_id" uuid NOT NULL,
	"game_slug" text NOT NULL,
	"market" text NOT NULL,
	"rtp_version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rtp_version_choices_account_id_game_slug_market_pk" PRIMARY KEY("account_id","game_slug","market")
);
--> statement-breakpoint
ALTER TABLE "demo_sessions" ADD COLUMN "rtp_version" integer;--> statement-breakpoint
ALTER TABLE "rtp_version_choices" ADD CONSTRAINT "rtp_version_choices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;