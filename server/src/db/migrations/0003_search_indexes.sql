-- Global search: trigram GIN indexes serve ILIKE '%text%' from three characters on;
-- lower(col) text_pattern_ops btrees serve the prefix match of shorter text on names.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_sku_trgm" ON "products" USING gin ("sku" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_mpn_trgm" ON "products" USING gin ("mpn" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_upc_trgm" ON "products" USING gin ("upc" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_items_serial_trgm" ON "inventory_items" USING gin ("serial_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_items_tag_trgm" ON "inventory_items" USING gin ("tag_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_order_number_trgm" ON "sales" USING gin ("order_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_buyer_trgm" ON "sales" USING gin ("buyer" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchases_order_number_trgm" ON "purchases" USING gin ("order_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_name_trgm" ON "sellers" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_username_trgm" ON "sellers" USING gin ("username" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_email_trgm" ON "sellers" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_team_name_prefix" ON "products" ("team_id", lower("name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_team_buyer_prefix" ON "sales" ("team_id", lower("buyer") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_team_name_prefix" ON "sellers" ("team_id", lower("name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_team_username_prefix" ON "sellers" ("team_id", lower("username") text_pattern_ops);
