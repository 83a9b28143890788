-- A list sorted by a column reads its page from an index in that order (resources/kit/list-query.ts):
-- (team_id, column, id), with empty values first where the column can be empty, as /v2 sorts them
-- ascending; read backwards the same index serves the descending sort, whose ties go by id descending.
-- The default orders' indexes are in the schema (0022). A computed sort (a purchase's total, a sale's
-- profit) is indexed on the very expression resources/kit/computed.ts sends, or PostgreSQL cannot match it.
-- The inventory screen (inventory-items-detail) also sorts by the kept listed_value.
-- test/resources/list-plans.test.ts fails when a sortable field of these tables loses its index.
CREATE INDEX IF NOT EXISTS "purchases_by_received_at_idx" ON "purchases" USING btree ("team_id", "received_at" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchases_by_order_number_idx" ON "purchases" USING btree ("team_id", "order_number" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchases_by_subtotal_idx" ON "purchases" USING btree ("team_id", "subtotal", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchases_by_total_idx" ON "purchases" USING btree ("team_id", (("subtotal" + "shipping" + "taxes" + "other_costs")::numeric(14,2)), "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchases_by_item_count_idx" ON "purchases" USING btree ("team_id", "items_count", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchases_by_created_at_idx" ON "purchases" USING btree ("team_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchases_by_updated_at_idx" ON "purchases" USING btree ("team_id", "updated_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_by_shipped_at_idx" ON "sales" USING btree ("team_id", "shipped_at" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_by_buyer_idx" ON "sales" USING btree ("team_id", "buyer" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_by_order_number_idx" ON "sales" USING btree ("team_id", "order_number" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_by_revenue_subtotal_idx" ON "sales" USING btree ("team_id", "revenue_subtotal", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_by_revenue_total_idx" ON "sales" USING btree ("team_id", (("revenue_subtotal" + "revenue_shipping" + "revenue_taxes" + "revenue_other")::numeric(14,2)), "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_by_cost_total_idx" ON "sales" USING btree ("team_id", (("cost_shipping" + "cost_commission" + "cost_payment" + "cost_other")::numeric(14,2)), "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_by_cost_of_goods_idx" ON "sales" USING btree ("team_id", "cost_of_goods", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_by_profit_idx" ON "sales" USING btree ("team_id", ((("revenue_subtotal" + "revenue_shipping" + "revenue_taxes" + "revenue_other") - "revenue_taxes" - ("cost_shipping" + "cost_commission" + "cost_payment" + "cost_other") - "cost_of_goods")::numeric(14,2)), "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_by_created_at_idx" ON "sales" USING btree ("team_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_by_updated_at_idx" ON "sales" USING btree ("team_id", "updated_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_items_by_serial_number_idx" ON "inventory_items" USING btree ("team_id", "serial_number" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_items_by_tag_number_idx" ON "inventory_items" USING btree ("team_id", "tag_number" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_items_by_cost_idx" ON "inventory_items" USING btree ("team_id", "cost" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_items_by_listed_price_idx" ON "inventory_items" USING btree ("team_id", "listed_price" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_items_by_listed_value_idx" ON "inventory_items" USING btree ("team_id", "listed_value" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_items_by_status_idx" ON "inventory_items" USING btree ("team_id", "status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_items_by_received_at_idx" ON "inventory_items" USING btree ("team_id", "received_at" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "inventory_items_by_updated_at_idx" ON "inventory_items" USING btree ("team_id", "updated_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_by_title_idx" ON "listings" USING btree ("team_id", "title", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_by_price_idx" ON "listings" USING btree ("team_id", "price", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_by_status_idx" ON "listings" USING btree ("team_id", "status", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_by_listed_at_idx" ON "listings" USING btree ("team_id", "listed_at" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_by_ended_at_idx" ON "listings" USING btree ("team_id", "ended_at" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_by_updated_at_idx" ON "listings" USING btree ("team_id", "updated_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_by_sku_idx" ON "products" USING btree ("team_id", "sku" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_by_mpn_idx" ON "products" USING btree ("team_id", "mpn" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_by_msrp_idx" ON "products" USING btree ("team_id", "msrp" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_by_created_at_idx" ON "products" USING btree ("team_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_by_updated_at_idx" ON "products" USING btree ("team_id", "updated_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_by_name_idx" ON "sellers" USING btree ("team_id", "name" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_by_username_idx" ON "sellers" USING btree ("team_id", "username" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_by_email_idx" ON "sellers" USING btree ("team_id", "email" NULLS FIRST, "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_by_created_at_idx" ON "sellers" USING btree ("team_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_by_updated_at_idx" ON "sellers" USING btree ("team_id", "updated_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transactions_by_type_idx" ON "transactions" USING btree ("team_id", "type", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transactions_by_amount_idx" ON "transactions" USING btree ("team_id", "amount", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transactions_by_description_idx" ON "transactions" USING btree ("team_id", "description", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transactions_by_created_at_idx" ON "transactions" USING btree ("team_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transactions_by_updated_at_idx" ON "transactions" USING btree ("team_id", "updated_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_inventory_items_by_created_at_idx" ON "sale_inventory_items" USING btree ("team_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_inventory_items_by_updated_at_idx" ON "sale_inventory_items" USING btree ("team_id", "updated_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_inventory_items_by_created_at_idx" ON "listings_inventory_items" USING btree ("team_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_inventory_items_by_updated_at_idx" ON "listings_inventory_items" USING btree ("team_id", "updated_at", "id");
