CREATE TABLE "ebay_order_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ebay_order_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"retry_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ebay_order_failures" ADD CONSTRAINT "ebay_order_failures_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_order_failures" ADD CONSTRAINT "ebay_order_failures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ebay_order_failures_team_order_unique" ON "ebay_order_failures" USING btree ("team_id","order_id");--> statement-breakpoint
CREATE INDEX "ebay_order_failures_account_id_retry_at_index" ON "ebay_order_failures" USING btree ("account_id","retry_at");--> statement-breakpoint
ALTER TABLE "ebay_connections" DROP COLUMN "window_offset";