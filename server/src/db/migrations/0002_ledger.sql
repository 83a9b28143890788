CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"name" text NOT NULL,
	"username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sellers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"name" text,
	"username" text,
	"platform_id" integer,
	"email" text,
	"phone" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer,
	"category_id" integer,
	"sku" text,
	"mpn" text,
	"upc" text,
	"description" text,
	"msrp" numeric(12, 2),
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"seller_id" integer,
	"platform_id" integer,
	"account_id" integer,
	"purchased_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"order_number" text,
	"subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"shipping" numeric(12, 2) DEFAULT 0 NOT NULL,
	"taxes" numeric(12, 2) DEFAULT 0 NOT NULL,
	"other_costs" numeric(12, 2) DEFAULT 0 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_item_specs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_item_specs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"inventory_item_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"purchase_id" integer,
	"serial_number" text,
	"tag_number" text,
	"condition" text,
	"cost" numeric(12, 2),
	"listed_price" numeric(12, 2),
	"location_id" integer,
	"status" text DEFAULT 'in_stock' NOT NULL,
	"status_before_sale" text,
	"received_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"account_id" integer,
	"platform_id" integer NOT NULL,
	"title" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"url" text,
	"external_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"listed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings_inventory_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_inventory_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"inventory_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_inventory_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_inventory_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"inventory_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"platform_id" integer,
	"account_id" integer,
	"listing_id" integer,
	"sold_at" timestamp with time zone NOT NULL,
	"buyer" text,
	"order_number" text,
	"revenue_subtotal" numeric(12, 2) DEFAULT 0 NOT NULL,
	"revenue_shipping" numeric(12, 2) DEFAULT 0 NOT NULL,
	"revenue_taxes" numeric(12, 2) DEFAULT 0 NOT NULL,
	"revenue_other" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cost_shipping" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cost_commission" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cost_payment" numeric(12, 2) DEFAULT 0 NOT NULL,
	"cost_other" numeric(12, 2) DEFAULT 0 NOT NULL,
	"shipping_service_id" integer,
	"tracking_number" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"title" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"user_id" integer NOT NULL,
	"entity_type" text,
	"entity_id" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"description" text NOT NULL,
	"purchase_id" integer,
	"sale_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"title" text,
	"assistant_name" text,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"chat_id" integer NOT NULL,
	"show_to_user" boolean DEFAULT true NOT NULL,
	"message_type" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tts_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_item_specs" ADD CONSTRAINT "inventory_item_specs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_item_specs" ADD CONSTRAINT "inventory_item_specs_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings_inventory_items" ADD CONSTRAINT "listings_inventory_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings_inventory_items" ADD CONSTRAINT "listings_inventory_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings_inventory_items" ADD CONSTRAINT "listings_inventory_items_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_inventory_items" ADD CONSTRAINT "sale_inventory_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_inventory_items" ADD CONSTRAINT "sale_inventory_items_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_inventory_items" ADD CONSTRAINT "sale_inventory_items_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_shipping_service_id_shipping_services_id_fk" FOREIGN KEY ("shipping_service_id") REFERENCES "public"."shipping_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_team_id_name_index" ON "accounts" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "accounts_platform_id_index" ON "accounts" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "sellers_team_id_name_index" ON "sellers" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "sellers_team_id_username_index" ON "sellers" USING btree ("team_id","username");--> statement-breakpoint
CREATE INDEX "sellers_platform_id_index" ON "sellers" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "products_team_id_name_index" ON "products" USING btree ("team_id","name");--> statement-breakpoint
CREATE INDEX "products_team_id_sku_index" ON "products" USING btree ("team_id","sku");--> statement-breakpoint
CREATE INDEX "products_brand_id_index" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_id_index" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "purchases_team_id_purchased_at_index" ON "purchases" USING btree ("team_id","purchased_at");--> statement-breakpoint
CREATE INDEX "purchases_team_id_order_number_index" ON "purchases" USING btree ("team_id","order_number");--> statement-breakpoint
CREATE INDEX "purchases_seller_id_index" ON "purchases" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "purchases_platform_id_index" ON "purchases" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "purchases_account_id_index" ON "purchases" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "inventory_item_specs_inventory_item_id_key_index" ON "inventory_item_specs" USING btree ("inventory_item_id","key");--> statement-breakpoint
CREATE INDEX "inventory_item_specs_team_id_key_index" ON "inventory_item_specs" USING btree ("team_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_team_serial_unique" ON "inventory_items" USING btree ("team_id","serial_number") WHERE "inventory_items"."serial_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_team_tag_unique" ON "inventory_items" USING btree ("team_id","tag_number") WHERE "inventory_items"."tag_number" is not null;--> statement-breakpoint
CREATE INDEX "inventory_items_team_id_status_index" ON "inventory_items" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "inventory_items_team_id_created_at_index" ON "inventory_items" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_items_product_id_index" ON "inventory_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "inventory_items_purchase_id_index" ON "inventory_items" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "inventory_items_location_id_index" ON "inventory_items" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "listings_team_id_status_index" ON "listings" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "listings_team_id_created_at_index" ON "listings" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_team_id_external_id_index" ON "listings" USING btree ("team_id","external_id");--> statement-breakpoint
CREATE INDEX "listings_account_id_index" ON "listings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "listings_platform_id_index" ON "listings" USING btree ("platform_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_inventory_items_pair_unique" ON "listings_inventory_items" USING btree ("listing_id","inventory_item_id");--> statement-breakpoint
CREATE INDEX "listings_inventory_items_inventory_item_id_index" ON "listings_inventory_items" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_inventory_items_item_unique" ON "sale_inventory_items" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE INDEX "sale_inventory_items_sale_id_index" ON "sale_inventory_items" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sales_team_id_sold_at_index" ON "sales" USING btree ("team_id","sold_at");--> statement-breakpoint
CREATE INDEX "sales_team_id_order_number_index" ON "sales" USING btree ("team_id","order_number");--> statement-breakpoint
CREATE INDEX "sales_platform_id_index" ON "sales" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "sales_account_id_index" ON "sales" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sales_listing_id_index" ON "sales" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "sales_shipping_service_id_index" ON "sales" USING btree ("shipping_service_id");--> statement-breakpoint
CREATE INDEX "reminders_team_id_done_due_at_index" ON "reminders" USING btree ("team_id","done","due_at");--> statement-breakpoint
CREATE INDEX "reminders_user_id_index" ON "reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminders_entity_type_entity_id_index" ON "reminders" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "transactions_team_id_occurred_at_index" ON "transactions" USING btree ("team_id","occurred_at");--> statement-breakpoint
CREATE INDEX "transactions_team_id_type_index" ON "transactions" USING btree ("team_id","type");--> statement-breakpoint
CREATE INDEX "transactions_purchase_id_index" ON "transactions" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "transactions_sale_id_index" ON "transactions" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "chats_team_id_updated_at_index" ON "chats" USING btree ("team_id","updated_at");--> statement-breakpoint
CREATE INDEX "chats_user_id_index" ON "chats" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_chat_id_id_index" ON "messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "messages_team_id_index" ON "messages" USING btree ("team_id");