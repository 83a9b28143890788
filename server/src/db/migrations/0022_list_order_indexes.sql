DROP INDEX "brands_team_id_name_index";--> statement-breakpoint
DROP INDEX "categories_team_id_name_index";--> statement-breakpoint
DROP INDEX "locations_team_id_name_index";--> statement-breakpoint
DROP INDEX "platforms_team_id_name_index";--> statement-breakpoint
DROP INDEX "shipping_services_team_id_carrier_name_index";--> statement-breakpoint
DROP INDEX "accounts_team_id_name_index";--> statement-breakpoint
DROP INDEX "sellers_team_id_name_index";--> statement-breakpoint
DROP INDEX "products_team_id_name_index";--> statement-breakpoint
DROP INDEX "purchases_team_id_purchased_at_index";--> statement-breakpoint
DROP INDEX "inventory_items_team_id_created_at_index";--> statement-breakpoint
DROP INDEX "listings_team_id_created_at_index";--> statement-breakpoint
DROP INDEX "sales_team_id_sold_at_index";--> statement-breakpoint
DROP INDEX "reminders_team_id_done_due_at_index";--> statement-breakpoint
DROP INDEX "transactions_team_id_occurred_at_index";--> statement-breakpoint
DROP INDEX "chats_team_id_updated_at_index";--> statement-breakpoint
DROP INDEX "messages_team_id_index";--> statement-breakpoint
DROP INDEX "purchases_list_order_idx";--> statement-breakpoint
DROP INDEX "inventory_items_list_order_idx";--> statement-breakpoint
DROP INDEX "listings_list_order_idx";--> statement-breakpoint
DROP INDEX "sales_list_order_idx";--> statement-breakpoint
DROP INDEX "transactions_list_order_idx";--> statement-breakpoint
CREATE INDEX "brands_list_order_idx" ON "brands" USING btree ("team_id","name","id");--> statement-breakpoint
CREATE INDEX "categories_list_order_idx" ON "categories" USING btree ("team_id","name","id");--> statement-breakpoint
CREATE INDEX "locations_list_order_idx" ON "locations" USING btree ("team_id","name","id");--> statement-breakpoint
CREATE INDEX "platforms_list_order_idx" ON "platforms" USING btree ("team_id","name","id");--> statement-breakpoint
CREATE INDEX "shipping_services_list_order_idx" ON "shipping_services" USING btree ("team_id","carrier","name","id");--> statement-breakpoint
CREATE INDEX "accounts_list_order_idx" ON "accounts" USING btree ("team_id","name","id");--> statement-breakpoint
CREATE INDEX "sellers_list_order_idx" ON "sellers" USING btree ("team_id","name" NULLS FIRST,"username" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_list_order_idx" ON "products" USING btree ("team_id","name","id");--> statement-breakpoint
CREATE INDEX "inventory_item_specs_list_order_idx" ON "inventory_item_specs" USING btree ("team_id","inventory_item_id","key","id");--> statement-breakpoint
CREATE INDEX "listings_inventory_items_list_order_idx" ON "listings_inventory_items" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "sale_inventory_items_list_order_idx" ON "sale_inventory_items" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "reminders_list_order_idx" ON "reminders" USING btree ("team_id","done","due_at","id");--> statement-breakpoint
CREATE INDEX "chats_list_order_idx" ON "chats" USING btree ("team_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "messages_list_order_idx" ON "messages" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "purchases_list_order_idx" ON "purchases" USING btree ("team_id","purchased_at","id");--> statement-breakpoint
CREATE INDEX "inventory_items_list_order_idx" ON "inventory_items" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "listings_list_order_idx" ON "listings" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_list_order_idx" ON "sales" USING btree ("team_id","sold_at","id");--> statement-breakpoint
CREATE INDEX "transactions_list_order_idx" ON "transactions" USING btree ("team_id","occurred_at","id");