CREATE TABLE "marketplace_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketplace_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"marketplace" text NOT NULL,
	"platform_id" integer,
	"order_id" text NOT NULL,
	"line" text NOT NULL,
	"unit" integer DEFAULT 1 NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	"shipped_at" timestamp with time zone,
	"title" text NOT NULL,
	"sku" text,
	"buyer" text,
	"tracking_number" text,
	"price" numeric(12, 2) NOT NULL,
	"shipping" numeric(12, 2) NOT NULL,
	"taxes" numeric(12, 2) NOT NULL,
	"commission" numeric(12, 2) NOT NULL,
	"payment_fee" numeric(12, 2) NOT NULL,
	"shipping_label" numeric(12, 2) NOT NULL,
	"other_costs" numeric(12, 2) NOT NULL,
	"import_job_id" integer,
	"inventory_item_id" integer,
	"sale_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketplace_order_lines" ADD CONSTRAINT "marketplace_order_lines_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_order_lines" ADD CONSTRAINT "marketplace_order_lines_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_order_lines" ADD CONSTRAINT "marketplace_order_lines_import_job_id_import_jobs_id_fk" FOREIGN KEY ("import_job_id") REFERENCES "public"."import_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_order_lines" ADD CONSTRAINT "marketplace_order_lines_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_order_lines" ADD CONSTRAINT "marketplace_order_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_order_lines_key_unique" ON "marketplace_order_lines" USING btree ("team_id","marketplace","order_id","line","unit");--> statement-breakpoint
CREATE INDEX "marketplace_order_lines_list_idx" ON "marketplace_order_lines" USING btree ("team_id","sold_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_order_lines_inventory_item_id_index" ON "marketplace_order_lines" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE INDEX "marketplace_order_lines_sale_id_index" ON "marketplace_order_lines" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "marketplace_order_lines_platform_id_index" ON "marketplace_order_lines" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "marketplace_order_lines_import_job_id_index" ON "marketplace_order_lines" USING btree ("import_job_id");