-- The sold items' index by wait also carries the two dates the wait is made of, so a page by days in stock
-- reads its sold half from the index alone. A jump to the middle page of a million items read a page of the
-- table for each of 200,000 sold items (181,000 buffers) only to subtract their dates: 300 → 195 ms.
DROP INDEX IF EXISTS "inventory_items_sold_wait_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_items_sold_wait_idx" ON "inventory_items" USING btree ("team_id", ("sold_at" - "stocked_at"), "id") INCLUDE ("sold_at", "stocked_at") WHERE "sold_at" IS NOT NULL;
