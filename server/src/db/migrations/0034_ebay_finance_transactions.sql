CREATE TABLE "ebay_finance_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ebay_finance_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"transaction_type" text NOT NULL,
	"fee_type" text,
	"order_id" text,
	"amount" numeric(12, 2) NOT NULL,
	"transaction_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ebay_connections" ADD COLUMN "finances_synced_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ebay_finance_transactions" ADD CONSTRAINT "ebay_finance_transactions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_finance_transactions" ADD CONSTRAINT "ebay_finance_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ebay_finance_transactions_team_transaction_unique" ON "ebay_finance_transactions" USING btree ("team_id","transaction_type","transaction_id");--> statement-breakpoint
CREATE INDEX "ebay_finance_transactions_team_id_order_id_index" ON "ebay_finance_transactions" USING btree ("team_id","order_id");--> statement-breakpoint
CREATE INDEX "ebay_finance_transactions_account_id_index" ON "ebay_finance_transactions" USING btree ("account_id");