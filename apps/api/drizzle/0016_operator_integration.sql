CREATE TABLE "operator_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"player_id" text NOT NULL,
	"game" text NOT NULL,
	"rtp_version" integer,
	"jurisdiction" text NOT NULL,
	"currency" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"win_minor" bigint,
	"status" text NOT NULL,
	"outcome" jsonb,
	"refusal" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"game" text NOT NULL,
	"rtp_version" integer,
	"jurisdiction" text NOT NULL,
	"language" text,
	"lobby_url" text,
	"game_state" jsonb NOT NULL,
	"busy_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" uuid NOT NULL,
	"operator_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"balance_after" bigint,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"secret_sealed" text NOT NULL,
	"wallet_url" text,
	"currencies" text[] DEFAULT '{EUR}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_wallet_accounts" (
	"operator_id" text NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_wallet_accounts_operator_id_player_id_pk" PRIMARY KEY("operator_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_wallet_transactions" (
	"operator_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" text NOT NULL,
	"round_id" text,
	"amount" bigint NOT NULL,
	"rollback_of" text,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_wallet_transactions_operator_id_transaction_id_pk" PRIMARY KEY("operator_id","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "operator_rounds" ADD CONSTRAINT "operator_rounds_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_transactions" ADD CONSTRAINT "operator_transactions_round_id_operator_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."operator_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_wallet_accounts" ADD CONSTRAINT "sandbox_wallet_accounts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_wallet_transactions" ADD CONSTRAINT "sandbox_wallet_transactions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_rounds_operator_idx" ON "operator_rounds" USING btree ("operator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "operator_rounds_status_idx" ON "operator_rounds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_transactions_one_bet_idx" ON "operator_transactions" USING btree ("round_id") WHERE "operator_transactions"."kind" = 'bet';--> statement-breakpoint
CREATE UNIQUE INDEX "operator_transactions_one_settlement_idx" ON "operator_transactions" USING btree ("round_id") WHERE "operator_transactions"."kind" <> 'bet';--> statement-breakpoint
CREATE INDEX "operator_transactions_outbox_idx" ON "operator_transactions" USING btree ("status","next_attempt_at");