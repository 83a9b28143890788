CREATE TABLE "ebay_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ebay_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"ebay_user_id" text NOT NULL,
	"ebay_username" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"access_token" text,
	"access_expires_at" timestamp with time zone,
	"refresh_token" text,
	"refresh_expires_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_sync_error" text,
	"next_sync_at" timestamp with time zone,
	"synced_until" timestamp with time zone,
	"window_from" timestamp with time zone,
	"window_to" timestamp with time zone,
	"window_offset" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_owner" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebay_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ebay_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"ebay_order_id" integer NOT NULL,
	"line_item_id" text NOT NULL,
	"sku" text,
	"legacy_item_id" text,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"inventory_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebay_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ebay_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"fulfillment_status" text,
	"payment_status" text,
	"cancel_state" text,
	"buyer_username" text,
	"created_on_ebay_at" timestamp with time zone NOT NULL,
	"modified_on_ebay_at" timestamp with time zone NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"shipping" numeric(12, 2) NOT NULL,
	"taxes" numeric(12, 2) NOT NULL,
	"marketplace_fee" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"currency" text,
	"raw" jsonb NOT NULL,
	"sale_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ebay_connections" ADD CONSTRAINT "ebay_connections_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_connections" ADD CONSTRAINT "ebay_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_order_lines" ADD CONSTRAINT "ebay_order_lines_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_order_lines" ADD CONSTRAINT "ebay_order_lines_ebay_order_id_ebay_orders_id_fk" FOREIGN KEY ("ebay_order_id") REFERENCES "public"."ebay_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_order_lines" ADD CONSTRAINT "ebay_order_lines_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_orders" ADD CONSTRAINT "ebay_orders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_orders" ADD CONSTRAINT "ebay_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_orders" ADD CONSTRAINT "ebay_orders_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ebay_connections_team_user_unique" ON "ebay_connections" USING btree ("team_id","ebay_user_id");--> statement-breakpoint
CREATE INDEX "ebay_connections_next_sync_at_index" ON "ebay_connections" USING btree ("next_sync_at");--> statement-breakpoint
CREATE INDEX "ebay_connections_account_id_index" ON "ebay_connections" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ebay_connections_ebay_user_id_index" ON "ebay_connections" USING btree ("ebay_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ebay_order_lines_order_line_unique" ON "ebay_order_lines" USING btree ("ebay_order_id","line_item_id");--> statement-breakpoint
CREATE INDEX "ebay_order_lines_team_id_inventory_item_id_index" ON "ebay_order_lines" USING btree ("team_id","inventory_item_id");--> statement-breakpoint
CREATE INDEX "ebay_order_lines_inventory_item_id_index" ON "ebay_order_lines" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ebay_orders_team_order_unique" ON "ebay_orders" USING btree ("team_id","order_id");--> statement-breakpoint
CREATE INDEX "ebay_orders_list_order_idx" ON "ebay_orders" USING btree ("team_id","created_on_ebay_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ebay_orders_account_id_index" ON "ebay_orders" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ebay_orders_sale_id_index" ON "ebay_orders" USING btree ("sale_id");