-- Transactions sort and filter by category (nullable: empty values first, as /v2 sorts them ascending);
-- test/resources/list-plans.test.ts fails when a sortable or filterable field has no index.
CREATE INDEX IF NOT EXISTS "transactions_by_category_idx" ON "transactions" USING btree ("team_id", "category" NULLS FIRST, "id");
