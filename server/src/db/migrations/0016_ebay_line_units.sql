DROP INDEX "ebay_order_lines_order_line_unique";--> statement-breakpoint
ALTER TABLE "ebay_order_lines" ADD COLUMN "unit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ebay_order_lines_order_line_unit_unique" ON "ebay_order_lines" USING btree ("ebay_order_id","line_item_id","unit");