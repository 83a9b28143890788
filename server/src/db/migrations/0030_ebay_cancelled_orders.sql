-- The cancelled eBay orders in the list's order: a few among many, which the list's filter counted by reading
-- every order of the team (4,000 among 200,000: 42 ms a page).
CREATE INDEX IF NOT EXISTS "ebay_orders_cancelled_idx" ON "ebay_orders" USING btree ("team_id", "created_on_ebay_at" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE "cancel_state" = 'CANCELED';
