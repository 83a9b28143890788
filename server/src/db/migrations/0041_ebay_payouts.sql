CREATE TABLE "ebay_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ebay_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"payout_id" text NOT NULL,
	"payout_status" text NOT NULL,
	"payout_date" timestamp with time zone NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"transaction_count" integer NOT NULL,
	"instrument" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ebay_connections" ADD COLUMN "payouts_synced_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ebay_finance_transactions" ADD COLUMN "payout_id" text;--> statement-breakpoint
ALTER TABLE "ebay_finance_transactions" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "ebay_payouts" ADD CONSTRAINT "ebay_payouts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_payouts" ADD CONSTRAINT "ebay_payouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ebay_payouts_team_payout_unique" ON "ebay_payouts" USING btree ("team_id","payout_id");--> statement-breakpoint
CREATE INDEX "ebay_payouts_list_idx" ON "ebay_payouts" USING btree ("team_id","payout_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ebay_payouts_account_id_index" ON "ebay_payouts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ebay_finance_transactions_team_id_payout_id_index" ON "ebay_finance_transactions" USING btree ("team_id","payout_id");