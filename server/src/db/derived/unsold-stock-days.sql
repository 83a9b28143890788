-- kept:      unsold_stock_days.items, unsold_stock_days.cost per team, day stocked (UTC date of
--            stocked_at), status and location_key (0: no location), of the unsold items only
-- from:      inventory_items.team_id, stocked_at, status, location_id, cost (stocked_at is kept by
--            inventory-items.sql)
-- triggers:  inventory_items_stock_days_insert, inventory_items_stock_days_update, inventory_items_stock_days_delete
-- read by:   server/src/inventory/aging.ts
-- UNSOLD_STATUSES is @flipstack/contract's; {{UNSOLD_STATUSES: '<col>'}} writes the list out.

-- Adds the new unsold items to their day cells and takes the old ones away; an update that changes none
-- of the columns above (a price, a listing, a note) touches no cell. Cells are written in key order, so
-- two writers adding to the same cells lock them in the same order.
CREATE OR REPLACE FUNCTION inventory_items_count_stock_days() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    counted constant text := 'team_id, stocked_at, status, location_id, cost';
    changes text;
  BEGIN
    IF TG_OP = 'INSERT' THEN
      changes := format('SELECT 1 AS sign, %s FROM new_items', counted);
    ELSIF TG_OP = 'DELETE' THEN
      changes := format('SELECT -1 AS sign, %s FROM old_items', counted);
    ELSE
      changes := format('SELECT 1 AS sign, * FROM (SELECT %1$s FROM new_items EXCEPT ALL SELECT %1$s FROM old_items) n
        UNION ALL SELECT -1 AS sign, * FROM (SELECT %1$s FROM old_items EXCEPT ALL SELECT %1$s FROM new_items) o', counted);
    END IF;
    EXECUTE format($q$
      INSERT INTO unsold_stock_days AS d (team_id, day, status, location_key, items, cost)
      SELECT c.team_id, (c.stocked_at AT TIME ZONE 'UTC')::date, c.status, coalesce(c.location_id, 0),
        sum(c.sign), coalesce(sum(c.sign * c.cost), 0)
      FROM (%s) c
      WHERE c.status IN ({{UNSOLD_STATUSES: '<col>'}})
        AND EXISTS (SELECT 1 FROM teams WHERE teams.id = c.team_id) -- not a team being deleted
      GROUP BY 1, 2, 3, 4
      HAVING sum(c.sign) <> 0 OR coalesce(sum(c.sign * c.cost), 0) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (team_id, day, status, location_key) DO UPDATE
        SET items = d.items + excluded.items, cost = d.cost + excluded.cost
    $q$, changes);
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inventory_items_stock_days_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_count_stock_days();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inventory_items_stock_days_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_count_stock_days();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inventory_items_stock_days_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_count_stock_days();
