-- kept:      inventory_totals.items, inventory_totals.cost, inventory_totals.listed_value
--            per team, status, location_key (0: no location) and on_active_listing
-- from:      inventory_items.team_id, status, location_id, on_active_listing, cost, listed_value
-- triggers:  inventory_items_totals_insert, inventory_items_totals_update, inventory_items_totals_delete
-- read by:   server/src/inventory/detail-totals.ts, server/src/inventory/tracking.ts

-- Adds the new rows and takes away the old ones, per team, status and location.
CREATE OR REPLACE FUNCTION inventory_items_count_totals() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    added constant text := 'SELECT team_id, status, location_id, on_active_listing, cost, listed_value, 1 AS sign FROM new_items';
    removed constant text := 'SELECT team_id, status, location_id, on_active_listing, cost, listed_value, -1 AS sign FROM old_items';
    changes text := CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END;
  BEGIN
    EXECUTE format($sql$
      INSERT INTO inventory_totals AS t (team_id, status, location_key, on_active_listing, items, cost, listed_value)
      SELECT d.team_id, d.status, coalesce(d.location_id, 0), d.on_active_listing, sum(d.sign),
        coalesce(sum(d.sign * d.cost), 0), coalesce(sum(d.sign * d.listed_value), 0)
      FROM (%s) d
      WHERE EXISTS (SELECT 1 FROM teams WHERE teams.id = d.team_id)
      GROUP BY 1, 2, 3, 4
      HAVING sum(d.sign) <> 0 OR coalesce(sum(d.sign * d.cost), 0) <> 0 OR coalesce(sum(d.sign * d.listed_value), 0) <> 0
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (team_id, status, location_key, on_active_listing) DO UPDATE
        SET items = t.items + excluded.items, cost = t.cost + excluded.cost, listed_value = t.listed_value + excluded.listed_value
    $sql$, changes);
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inventory_items_totals_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_count_totals();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inventory_items_totals_update AFTER UPDATE ON inventory_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_count_totals();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inventory_items_totals_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION inventory_items_count_totals();
