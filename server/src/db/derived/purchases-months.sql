-- kept:      purchases_months.purchases, purchases_months.items_count and purchases_months.spend, per team, month
--            (in the team's time zone), platform_key and account_key (0: none); only for teams with a row in
--            purchases_month_zones, which the team's first monthly-purchases call makes (use_purchases_month_zone)
-- from:      purchases.team_id, purchased_at, platform_id, account_id, items_count (kept by purchases.sql) and
--            total (a generated column, server/src/db/schema/purchases.ts)
-- triggers:  purchases_months_insert, purchases_months_update, purchases_months_delete
-- read by:   server/src/analytics/monthly-purchases.ts (which calls use_purchases_month_zone)

-- Adds the new purchases to their month cells and takes the old ones away, for teams that have cells
-- (purchases_month_zones), as sales_count_months does for sales. A purchase's figures are all its own
-- columns (items_count is written onto it by purchases.sql), so these triggers see every change.
CREATE OR REPLACE FUNCTION purchases_count_months() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    summed constant text := 'team_id, purchased_at, platform_id, account_id, items_count, total AS spend';
    changes text;
  BEGIN
    IF TG_OP = 'INSERT' THEN
      changes := format('SELECT 1 AS sign, %s FROM new_purchases', summed);
    ELSIF TG_OP = 'DELETE' THEN
      changes := format('SELECT -1 AS sign, %s FROM old_purchases', summed);
    ELSE
      -- Only the purchases whose cell or figures changed: a note or a received date moves nothing.
      changes := format('SELECT 1 AS sign, * FROM (SELECT %1$s FROM new_purchases EXCEPT ALL SELECT %1$s FROM old_purchases) n
        UNION ALL SELECT -1 AS sign, * FROM (SELECT %1$s FROM old_purchases EXCEPT ALL SELECT %1$s FROM new_purchases) o', summed);
    END IF;
    EXECUTE format('SELECT pg_advisory_xact_lock_shared(5007, team_id) FROM (SELECT DISTINCT team_id FROM (%s) c) t', changes);
    EXECUTE format($q$
      INSERT INTO purchases_months AS m (team_id, month, platform_key, account_key, purchases, items_count, spend)
      SELECT c.team_id, date_trunc('month', c.purchased_at AT TIME ZONE z.time_zone), coalesce(c.platform_id, 0), coalesce(c.account_id, 0),
        sum(c.sign), sum(c.sign * c.items_count), sum(c.sign * c.spend)
      FROM (%s) c
      JOIN purchases_month_zones z ON z.team_id = c.team_id
      JOIN teams t ON t.id = c.team_id -- not a team being deleted
      GROUP BY 1, 2, 3, 4
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (team_id, month, platform_key, account_key) DO UPDATE SET
        purchases = m.purchases + excluded.purchases, items_count = m.items_count + excluded.items_count, spend = m.spend + excluded.spend
    $q$, changes);
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- Makes purchases_months hold the team's months in `zone`: nothing to do when it already does, else the
-- cells are summed again from the purchases (the first monthly purchases of a team, or after its time zone changed).
CREATE OR REPLACE FUNCTION use_purchases_month_zone(team integer, zone text) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    -- The usual case reads committed cells without waiting on the team's writers; else, once locked,
    -- another call may have built them meanwhile.
    IF EXISTS (SELECT 1 FROM purchases_month_zones WHERE team_id = team AND time_zone = zone) THEN RETURN; END IF;
    PERFORM pg_advisory_xact_lock(5007, team);
    IF EXISTS (SELECT 1 FROM purchases_month_zones WHERE team_id = team AND time_zone = zone) THEN RETURN; END IF;
    INSERT INTO purchases_month_zones (team_id, time_zone) VALUES (team, zone)
      ON CONFLICT (team_id) DO UPDATE SET time_zone = excluded.time_zone;
    DELETE FROM purchases_months WHERE team_id = team;
    INSERT INTO purchases_months (team_id, month, platform_key, account_key, purchases, items_count, spend)
    SELECT team_id, date_trunc('month', purchased_at AT TIME ZONE zone), coalesce(platform_id, 0), coalesce(account_id, 0),
      count(*)::integer, sum(items_count), sum(total)
    FROM purchases WHERE team_id = team
    GROUP BY 1, 2, 3, 4;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER purchases_months_insert AFTER INSERT ON purchases
  REFERENCING NEW TABLE AS new_purchases FOR EACH STATEMENT EXECUTE FUNCTION purchases_count_months();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER purchases_months_update AFTER UPDATE ON purchases
  REFERENCING OLD TABLE AS old_purchases NEW TABLE AS new_purchases FOR EACH STATEMENT EXECUTE FUNCTION purchases_count_months();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER purchases_months_delete AFTER DELETE ON purchases
  REFERENCING OLD TABLE AS old_purchases FOR EACH STATEMENT EXECUTE FUNCTION purchases_count_months();
