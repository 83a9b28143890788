-- A list filtered by a column reads the matching rows from an index that leads with it (after the team);
-- the sort indexes (0024) serve the sortable columns. A sale's taxes are filterable but not sortable: without
-- this, 200k sales by revenue_taxes read every row to count the matches (36–43 ms).
-- test/resources/list-plans.test.ts fails when a filterable column of the growing tables has no such index.
CREATE INDEX IF NOT EXISTS "sales_by_revenue_taxes_idx" ON "sales" USING btree ("team_id", "revenue_taxes");
