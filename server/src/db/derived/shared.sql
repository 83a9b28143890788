-- Shared by the kept figures; no figure of its own.
--   lock_in_id_order → the locking every recount does first (rule 2 below)
--   days_in_stock    → sales.days_in_stock_sum (sales.sql), and read by server/src/inventory/days-in-stock.ts
--                      (the inventory detail list, its filters, tracking)
--
-- Rules every file of this folder keeps (docs/derived-data.md draws what they set off):
-- 1. Figures are kept by the database itself, so that every write path (API, seed, import, psql) keeps
--    them exact and the large reads (inventory totals, tracking, monthly sales) sum a few columns instead
--    of joining a million items. Each trigger is per statement and reads its transition tables, so a bulk
--    insert costs one set-based update, not one per row. Statement triggers fire even when no row
--    changed, so the functions return at once on nothing to do (else they would recurse).
-- 2. A figure recounted in the snapshot of the statement that writes it loses a concurrent writer's rows:
--    under READ COMMITTED the second UPDATE waits for the row, then writes its own stale count over the
--    first one's. So each recount first locks the rows it writes, in its own statement and in id order
--    (FOR NO KEY UPDATE, which foreign-key checks' FOR KEY SHARE does not wait for), and then counts in a
--    following statement: a volatile PL/pgSQL function takes a fresh snapshot per statement, which sees
--    every writer that held the lock before. A writer that comes later waits, then counts in its turn.
--    inventory_totals and sales_months stay additive (ON CONFLICT adds to the latest row version).
-- 3. PL/pgSQL caches one plan per statement and connection; a statement without parameters keeps the
--    plan made for the transition tables of its first call (a nested loop for one row re-reads the other
--    transition table once per row of a bulk write). Every statement whose best plan depends on how many
--    rows a write touched runs through EXECUTE, planned each time with the real sizes.
-- 4. Every file is applied after the migrations on every start, in their transaction: only
--    CREATE OR REPLACE, nothing that writes rows. A change to what a figure means also needs a migration
--    that counts the kept values again (as 0008 did).

-- Locks the rows of `tbl` with these ids, lowest id first, so two writers of the same rows never wait on each other crosswise.
CREATE OR REPLACE FUNCTION lock_in_id_order(tbl regclass, ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF cardinality(ids) = 0 THEN RETURN; END IF;
    EXECUTE format('SELECT 1 FROM %s t JOIN (SELECT DISTINCT unnest($1) AS id) ids ON ids.id = t.id ORDER BY t.id FOR NO KEY UPDATE OF t', tbl)
      USING ids;
  END $$;
--> statement-breakpoint
-- Whole days an item waited, from when it was stocked until `until` (its sale, or now); never negative.
CREATE OR REPLACE FUNCTION days_in_stock(stocked timestamptz, until timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT greatest(0, floor(extract(epoch FROM (until - stocked)) / 86400))::integer $$;
