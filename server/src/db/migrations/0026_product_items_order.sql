DROP INDEX "inventory_items_product_id_index";--> statement-breakpoint
CREATE INDEX "inventory_items_product_order_idx" ON "inventory_items" USING btree ("product_id","id");