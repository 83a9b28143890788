ALTER TABLE "ebay_order_lines" ADD COLUMN "legacy_variation_id" text;--> statement-breakpoint
ALTER TABLE "ebay_order_lines" ADD COLUMN "variation" text;