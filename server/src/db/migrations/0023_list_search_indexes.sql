-- A list's `q` is ILIKE '%text%' over the resource's searchable columns (resources/kit/list-query.ts):
-- with a trigram index on each of them, PostgreSQL ORs the indexes' matches instead of reading every row.
-- 0003 indexed the columns global search reads; these are the rest of the big tables' searchable ones.
CREATE INDEX IF NOT EXISTS "inventory_items_condition_trgm" ON "inventory_items" USING gin ("condition" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_items_notes_trgm" ON "inventory_items" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchases_notes_trgm" ON "purchases" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_tracking_number_trgm" ON "sales" USING gin ("tracking_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_notes_trgm" ON "sales" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_title_trgm" ON "listings" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_external_id_trgm" ON "listings" USING gin ("external_id" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_url_trgm" ON "listings" USING gin ("url" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_notes_trgm" ON "sellers" USING gin ("notes" gin_trgm_ops);
